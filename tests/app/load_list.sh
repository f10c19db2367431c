#!/bin/sh
# Issue 15, item 7: Load with 70 saves and last-game.rec lists all 71, newest first (the
# newest named so that directory order would not find it first); deleting asks first;
# renaming moves the file. Judged by the files left and the layout dump.
# usage: tests/app/load_list.sh TROUBADOUR WORK_DIR SCRIPT_DIR
set -u
APP=$1
WORK=$2
SCRIPTS=$3
fail() {
    echo "load_list: FAILED: $*" >&2
    exit 1
}
command -v touch >/dev/null 2>&1 || { echo "load_list: SKIPPED: no touch"; exit 77; }
rm -rf "$WORK"
P="$WORK/data/troubadour/troubadour"
mkdir -p "$P/saves"
i=1
while [ $i -le 70 ]; do
    n=$(printf 's%03d' $i)
    cp "$SCRIPTS/saves/finished.rec" "$P/saves/$n.rec"
    touch -d "2026-01-01 00:00:00 UTC + $i hours" "$P/saves/$n.rec" 2>/dev/null ||
        touch -t "$(printf '202601%02d0000' $(( (i % 28) + 1 )))" "$P/saves/$n.rec"
    i=$((i + 1))
done
# the newest of all has the name directory order and sorting by name put last
mv "$P/saves/s070.rec" "$P/saves/zz-newest.rec"
cp "$SCRIPTS/saves/finished.rec" "$P/last-game.rec"
touch -d "2025-06-01 00:00:00 UTC" "$P/last-game.rec" 2>/dev/null || touch -t 202506010000 "$P/last-game.rec"
(cd "$WORK" && HOME="$WORK" XDG_DATA_HOME="$WORK/data" XDG_CONFIG_HOME="$WORK/config" \
    SDL_VIDEODRIVER=dummy timeout 300 "$APP" --script "$SCRIPTS/load.script" \
    --layout-dump "$WORK/layout.txt") >"$WORK/run.log" 2>&1 || fail "the run failed: $(tail -3 "$WORK/run.log")"
[ ! -e "$P/saves/zz-newest.rec" ] || fail "the newest save (row 0) was not deleted after Delete, Keep, Delete, Delete"
[ -e "$P/saves/renamed.rec" ] || fail "no saves/renamed.rec after Rename"
[ ! -e "$P/saves/s069.rec" ] || fail "s069.rec (the newest left) is still there after its rename"
[ -e "$P/saves/s001.rec" ] && [ -e "$P/last-game.rec" ] || fail "other saves went"
grep -q "^saves 70 newest renamed$" "$WORK/layout.txt" ||
    fail "the Load list does not show 70 entries, renamed first: $(grep '^saves' "$WORK/layout.txt")"
echo "load_list: 71 listed newest first; delete asked first; rename moved the file; passed"
