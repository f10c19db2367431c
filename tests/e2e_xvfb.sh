#!/bin/sh
# End to end under Xvfb with real X input: start the game, click through the title and
# the setup with xdotool, place a tile by clicking a highlighted spot, confirm with Return,
# save and go to the title through the pause menu, quit with Ctrl+Q; then the autosave must
# replay through troubadour-cli. Where to click comes from the game's --layout-dump file
# (widget rectangles and legal spots, in window coordinates).
#
# usage: tests/e2e_xvfb.sh [TROUBADOUR [TROUBADOUR_CLI [WORK_DIR]]]
# Exit status: 0 passed, 1 failed, 77 skipped (no xvfb-run or xdotool). Never hangs: every
# wait has a deadline and the whole run is under `timeout`.
set -u
APP=${1:-build/src/app/troubadour}
CLI=${2:-build/src/cli/troubadour-cli}
WORK=${3:-${TMPDIR:-/tmp}/troubadour-e2e.$$}

if [ "${TROUBADOUR_E2E_INNER:-}" != 1 ]; then
    for tool in xvfb-run xdotool timeout; do
        if ! command -v "$tool" >/dev/null 2>&1; then
            echo "e2e_xvfb: SKIPPED: $tool is not installed (apt-get install xvfb xdotool)"
            exit 77
        fi
    done
    if [ ! -x "$APP" ] || [ ! -x "$CLI" ]; then
        echo "e2e_xvfb: $APP or $CLI is missing: build first" >&2
        exit 1
    fi
    rm -rf "$WORK"
    mkdir -p "$WORK/data"
    export HOME="$WORK" XDG_DATA_HOME="$WORK/data" XDG_CONFIG_HOME="$WORK/config" TROUBADOUR_E2E_INNER=1
    unset SDL_VIDEODRIVER
    timeout -k 5 180 xvfb-run -a -s "-screen 0 1280x800x24" sh "$0" "$APP" "$CLI" "$WORK"
    rc=$?
    [ $rc -eq 124 ] && echo "e2e_xvfb: FAILED: timed out" >&2
    exit $rc
fi

# ---- inside Xvfb ----
LAYOUT="$WORK/layout.txt"
LOG="$WORK/game.log"
fail() {
    echo "e2e_xvfb: FAILED: $*" >&2
    echo "--- game output:" >&2
    cat "$LOG" >&2 2>/dev/null
    echo "--- last layout:" >&2
    cat "$LAYOUT" >&2 2>/dev/null
    [ -n "${PID:-}" ] && kill "$PID" 2>/dev/null
    exit 1
}
# waits until the layout dump shows scene $1 (at most ~15 s)
wait_scene() {
    i=0
    while ! grep -q "^scene $1\$" "$LAYOUT" 2>/dev/null; do
        i=$((i + 1))
        [ $i -gt 150 ] && fail "the $1 screen did not come"
        kill -0 "$PID" 2>/dev/null || fail "the game ended early"
        sleep 0.1
    done
}
# waits until widget $1 is in the layout, then prints its centre
widget_centre() {
    i=0
    while :; do
        c=$(awk -v id="$1" '$1 == "widget" && $2 == id && $7 != "disabled" { print int($3 + $5 / 2), int($4 + $6 / 2) }' "$LAYOUT" 2>/dev/null)
        [ -n "$c" ] && { echo "$c"; return; }
        i=$((i + 1))
        [ $i -gt 150 ] && fail "no widget $1"
        sleep 0.1
    done
}
click_widget() {
    c=$(widget_centre "$1")
    # shellcheck disable=SC2086
    xdotool mousemove --window "$WIN" $c click 1 || fail "xdotool cannot click $1"
    sleep 0.3
}

"$APP" --layout-dump "$LAYOUT" --seed 4242 --size 1200x760 --bot-delay 100 >"$LOG" 2>&1 &
PID=$!
i=0
WIN=""
while [ -z "$WIN" ]; do
    WIN=$(xdotool search --name '^Troubadour$' 2>/dev/null | head -1)
    i=$((i + 1))
    [ $i -gt 100 ] && fail "no game window"
    sleep 0.1
done
wait_scene title
click_widget new-game
wait_scene setup
# two seats: red human, blue a bot; no Village Life, so no flower draw
click_widget exp-village
click_widget start
wait_scene game
# wait until the human may place: a legal spot is listed
i=0
while ! grep -q "^legal " "$LAYOUT"; do
    i=$((i + 1))
    [ $i -gt 150 ] && fail "no legal spot was offered"
    sleep 0.1
done
spot=$(awk '$1 == "legal" { print $4, $5; exit }' "$LAYOUT")
# shellcheck disable=SC2086
xdotool mousemove --window "$WIN" $spot || fail "xdotool cannot move"
sleep 0.4
xdotool click 1
sleep 0.5
grep -q "^phase 2 " "$LAYOUT" || fail "clicking the spot did not place the tile"
xdotool key Return
sleep 0.5
# the bot plays, then it is our turn again: a legal spot again
i=0
while ! grep -q "^legal " "$LAYOUT"; do
    i=$((i + 1))
    [ $i -gt 150 ] && fail "the bot did not play"
    sleep 0.1
done
xdotool key Escape
sleep 0.4
click_widget save-quit
wait_scene title
c=$(widget_centre continue)
[ -n "$c" ] || fail "Continue is not offered after saving"
xdotool key ctrl+q
i=0
while kill -0 "$PID" 2>/dev/null; do
    i=$((i + 1))
    [ $i -gt 50 ] && fail "Ctrl+Q did not quit"
    sleep 0.1
done
wait "$PID" || fail "the game exited with an error"
SAVE="$XDG_DATA_HOME/troubadour/troubadour/autosave.rec"
[ -f "$SAVE" ] || fail "no autosave at $SAVE"
"$CLI" replay "$SAVE" >"$WORK/replay.txt" 2>&1 || fail "the autosave does not replay: $(cat "$WORK/replay.txt")"
grep -q "^red " "$WORK/replay.txt" || fail "unexpected replay output"
echo "e2e_xvfb: passed (autosave replays: $(tr '\n' ' ' <"$WORK/replay.txt"))"
exit 0
