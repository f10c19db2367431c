#!/bin/sh
# Screenshots for a round's closing note (issue 16), with the real window under Xvfb (not a
# CTest: the pictures are for people to look at). Writes into OUTDIR:
#   game-2p-WxH.png, game-8p-WxH.png    tests/app/layout_2p.rec and layout_8p.rec resumed
#                                       mid-game (last moves marked, the log full), the
#                                       pointer over the board, at 800x600, 1280x800, 1920x1080
#   setup-WxH.png settings-WxH.png help-WxH.png final-WxH.png replay-WxH.png
#                                       at 800x600 and 1920x1080 (final: the summary of
#                                       tests/scenarios/base_three_players.rec; replay: the
#                                       viewer on layout_8p.rec, a few turns from its end)
# usage: tests/app/shots.sh BUILD OUTDIR    (BUILD: the build folder, e.g. build)
# Exit status 0 when every picture was written, 1 otherwise (the failures are listed).
set -u
if [ $# -ne 2 ]; then
    echo "usage: $0 BUILD OUTDIR" >&2
    exit 2
fi
BUILD=$1 OUT=$2
SRC=$(cd "$(dirname "$0")/../.." && pwd)
APP="$BUILD/src/app/troubadour"
[ -x "$APP" ] || { echo "shots: $APP is missing: build first" >&2; exit 1; }
command -v xvfb-run >/dev/null 2>&1 || { echo "shots: xvfb-run is not installed" >&2; exit 1; }
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
APP=$(cd "$(dirname "$APP")" && pwd)/troubadour
WORK=$(mktemp -d "${TMPDIR:-/tmp}/troubadour-shots.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
export TROUBADOUR_DATA="$SRC" SDL_AUDIODRIVER=dummy LANGUAGE=en
unset SDL_VIDEODRIVER
fails=0

# shot NAME SIZE SCRIPT [AUTOSAVE] [ARGS...]: runs the game on SCRIPT (its SHOT stands for the
# picture's path) in a fresh home, the autosave put in place first when given
shot() {
    name=$1 size=$2 script=$3 auto=${4:-}
    shift 3
    [ $# -gt 0 ] && shift
    home="$WORK/$name-$size"
    rm -rf "$home" && mkdir -p "$home/data/troubadour/troubadour"
    [ -n "$auto" ] && cp "$auto" "$home/data/troubadour/troubadour/autosave.rec"
    sed "s|SHOT|$OUT/$name-$size.png|" "$script" >"$home/run.script"
    w=${size%x*} h=${size#*x}
    (cd "$home" && HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" \
        timeout -k 5 300 xvfb-run -a -s "-screen 0 $((w + 64))x$((h + 64))x24" \
        "$APP" --script run.script --size "$size" --ui-scale 1 --seed 3 --bot-playouts 24 "$@" \
        >"$home/log" 2>&1)
    if [ -s "$OUT/$name-$size.png" ]; then
        echo "ok   $name-$size.png"
    else
        echo "FAIL $name-$size.png:"; tail -5 "$home/log"; fails=$((fails + 1))
    fi
}

# the layout records as autosaves of all-human games (they have no seats line)
seats() {
    n=$(sed -n 's/^players //p' "$1" | wc -w)
    line="# troubadour-seats"
    i=0
    while [ $i -lt "$n" ]; do line="$line human"; i=$((i + 1)); done
    { echo "$line"; cat "$1"; } >"$2"
}
seats "$SRC/tests/app/layout_2p.rec" "$WORK/auto2.rec"
seats "$SRC/tests/app/layout_8p.rec" "$WORK/auto8.rec"
cp "$SRC/tests/scenarios/base_three_players.rec" "$WORK/final.rec"

cat >"$WORK/game.script" <<'EOF'
wait 2
click continue
wait-scene game
wait 40
move 300 300
wait 20
screenshot SHOT
quit
EOF
cat >"$WORK/setup.script" <<'EOF'
wait 2
click new-game
wait-scene setup
wait 10
screenshot SHOT
quit
EOF
cat >"$WORK/settings.script" <<'EOF'
wait 2
click settings
wait-scene settings
wait 10
screenshot SHOT
quit
EOF
cat >"$WORK/help.script" <<'EOF'
wait 2
click help
wait-scene help
wait 10
screenshot SHOT
quit
EOF
cat >"$WORK/final.script" <<EOF
wait 2
open-final $WORK/final.rec
wait-scene final
wait 30
key End
wait 40
screenshot SHOT
quit
EOF
cat >"$WORK/replay.script" <<'EOF'
wait 5
key End
wait 40
key Left
wait 40
key Left
wait 60
screenshot SHOT
quit
EOF

for size in 800x600 1280x800 1920x1080; do
    shot game-2p "$size" "$WORK/game.script" "$WORK/auto2.rec"
    shot game-8p "$size" "$WORK/game.script" "$WORK/auto8.rec"
done
for size in 800x600 1920x1080; do
    shot setup "$size" "$WORK/setup.script"
    shot settings "$size" "$WORK/settings.script"
    shot help "$size" "$WORK/help.script"
    shot final "$size" "$WORK/final.script"
    shot replay "$size" "$WORK/replay.script" "" "$SRC/tests/app/layout_8p.rec"
done
[ "$fails" -eq 0 ] || { echo "shots: $fails pictures missing"; exit 1; }
echo "shots: every picture is in $OUT"
