#!/bin/sh
# Issue 15, items 3 to 6, judged by what the runs leave on disk:
#   3. Ctrl+Q during the final-scoring banner: last-game.rec holds the finished game (it
#      replays and ends with `end`), and the autosave is gone;
#   4. Ctrl+Q while the Hard bot searches (a 60 s budget), and leaving to the title during a
#      search then quitting: the program ends cleanly (status 0) and keeps the autosave;
#   5. a temp file of a killed write (`autosave.rec.tmp<PID>` of a PID that is not running)
#      is removed at start;
#   6. with the user folder's lock held by another process, the game says so, plays, and
#      leaves the other copy's autosave untouched;
#  11. every failed autosave write is reported, not only the first.
# usage: tests/app/lifecycle.sh TROUBADOUR TROUBADOUR_CLI WORK_DIR SCRIPT_DIR
# Exit status: 0 passed, 1 failed, 77 skipped (no `flock` or `timeout`).
set -u
APP=$1
CLI=$2
WORK=$3
SCRIPTS=$4
for tool in timeout flock; do
    command -v "$tool" >/dev/null 2>&1 || { echo "lifecycle: SKIPPED: $tool is missing"; exit 77; }
done
fail() {
    echo "lifecycle: FAILED: $*" >&2
    exit 1
}
export SDL_VIDEODRIVER=dummy
rm -rf "$WORK"
# run NAME SCRIPT [options]: the game in WORK/NAME with its own folders
run() {
    name=$1
    script=$2
    shift 2
    mkdir -p "$WORK/$name/data/troubadour/troubadour"
    (cd "$WORK/$name" && HOME="$WORK/$name" XDG_DATA_HOME="$WORK/$name/data" \
        XDG_CONFIG_HOME="$WORK/$name/config" timeout 600 "$APP" --script "$SCRIPTS/$script" "$@") \
        >"$WORK/$name.log" 2>&1
}
pref() { echo "$WORK/$1/data/troubadour/troubadour"; }

# 3. the end of a game
run end end_quit.script --seed 13 || fail "the game quit during the banner failed: $(tail -3 "$WORK/end.log")"
P=$(pref end)
[ -f "$P/last-game.rec" ] || fail "Ctrl+Q during the final-scoring banner lost the game (no last-game.rec)"
[ ! -f "$P/autosave.rec" ] || fail "the autosave of a finished game is still there"
grep -q '^end$' "$P/last-game.rec" || fail "last-game.rec has no end line"
"$CLI" replay "$P/last-game.rec" >/dev/null 2>"$WORK/end.replay" ||
    fail "last-game.rec does not replay: $(cat "$WORK/end.replay")"
echo "lifecycle: a quit during the final banner kept the game in last-game.rec"

# 4. quitting while a bot thinks, and leaving to the title while it thinks
for s in quit_thinking leave_thinking; do
    run "$s" "$s.script" --seed 17 --bot-delay 0 --bot-seconds 60 ||
        fail "$s: the game ended with an error: $(tail -5 "$WORK/$s.log")"
    grep -q "AddressSanitizer\|ThreadSanitizer" "$WORK/$s.log" && fail "$s: $(cat "$WORK/$s.log")"
    [ -f "$(pref "$s")/autosave.rec" ] || fail "$s: no autosave of the game left"
done
echo "lifecycle: quitting and leaving while the Hard bot searched ended cleanly"

# 5 and 6. a second copy (another process holds the lock) and a stale temp file
P=$(pref second)
mkdir -p "$P"
sh -c 'exit 0' &
dead=$!
wait $dead
printf 'half a write' >"$P/autosave.rec.tmp$dead"
# the first copy's game: the first turns of a finished one
printf '# troubadour-seats human human\n' >"$P/autosave.rec"
head -n 24 "$SCRIPTS/saves/finished.rec" >>"$P/autosave.rec"
"$CLI" replay "$P/autosave.rec" >/dev/null || fail "the first copy's autosave does not replay"
cp "$P/autosave.rec" "$WORK/first-copy.rec"
flock -o "$P/lock" sh -c "cd '$WORK/second' && HOME='$WORK/second' XDG_DATA_HOME='$WORK/second/data' \
    XDG_CONFIG_HOME='$WORK/second/config' timeout 600 '$APP' --script '$SCRIPTS/two_turns.script' \
    --seed 19" >"$WORK/second.log" 2>&1 || fail "the second copy failed: $(tail -3 "$WORK/second.log")"
grep -q "another copy of the game is running" "$WORK/second.log" || fail "the second copy did not say so"
[ -s "$WORK/second/second.rec" ] || fail "the second copy did not play"
cmp -s "$P/autosave.rec" "$WORK/first-copy.rec" || fail "the second copy overwrote the first copy's autosave"
[ ! -e "$P/autosave.rec.tmp$dead" ] || fail "the stale temp file autosave.rec.tmp$dead is still there"
echo "lifecycle: a second copy said so and left the autosave alone; the stale temp file went"
# 11. every autosave failure is reported (here the autosave's name is taken by a folder)
mkdir -p "$(pref fails)/autosave.rec"
run fails two_turns.script --seed 23 || fail "the game with a failing autosave failed: $(tail -3 "$WORK/fails.log")"
n=$(grep -c "troubadour: autosave: " "$WORK/fails.log")
[ "$n" -ge 4 ] || fail "4 turns confirmed with a failing autosave, $n failures reported"
echo "lifecycle: $n autosave failures reported, one a confirmed turn"
echo "lifecycle: passed"
