#!/bin/sh
# Autosave survives SIGKILL: a reference run plays 40 turns of a fixed game and writes its
# record; a second run of the same game is killed with SIGKILL part way; its autosave must
# hold whole turns only, be the start of the reference record line for line, and replay
# through troubadour-cli; a third run must resume it with Continue, turn for turn.
#
# usage: tests/app/kill_resume.sh TROUBADOUR TROUBADOUR_CLI WORK_DIR SCRIPT_DIR [KILL_AT_MOVES]
# Exit status: 0 passed, 1 failed, 77 skipped (no `timeout`). Every run is under `timeout`.
set -u
APP=$1
CLI=$2
WORK=$3
SCRIPTS=$4
KILL_AT=${5:-12}

for tool in timeout kill sleep; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "kill_resume: SKIPPED: $tool is missing"
        exit 77
    fi
done
if [ ! -x "$APP" ] || [ ! -x "$CLI" ]; then
    echo "kill_resume: SKIPPED: $APP or $CLI is not built"
    exit 77
fi
fail() {
    echo "kill_resume: FAILED: $*" >&2
    exit 1
}

rm -rf "$WORK"
mkdir -p "$WORK/ref" "$WORK/run"
export SDL_VIDEODRIVER=dummy
PREF=data/troubadour/troubadour

# 1. the reference: the whole 40 turns
(cd "$WORK/ref" && HOME="$WORK/ref" XDG_DATA_HOME="$WORK/ref/data" XDG_CONFIG_HOME="$WORK/ref/config" \
    timeout 300 "$APP" --script "$SCRIPTS/kill_full.script" --seed 31 --bot-playouts 40) >"$WORK/ref.log" 2>&1 ||
    fail "the reference run failed: $(tail -3 "$WORK/ref.log")"
[ -s "$WORK/ref/full.rec" ] || fail "the reference run wrote no record"

# 2. the same game, killed part way
cd "$WORK/run" || exit 1
# (no `timeout` here: its pid would be killed, not the game's; the loop below has a deadline)
HOME="$WORK/run" XDG_DATA_HOME="$WORK/run/data" XDG_CONFIG_HOME="$WORK/run/config" \
    "$APP" --script "$SCRIPTS/kill_play.script" --seed 31 --bot-playouts 40 >"$WORK/run.log" 2>&1 &
pid=$!
# kill it as soon as the autosave holds KILL_AT moves: in the middle of the game
i=0
while [ $i -lt 1200 ]; do
    m=$(grep -c '^[A-Z]' "$PREF/autosave.rec" 2>/dev/null)
    [ "${m:-0}" -ge "$KILL_AT" ] && break
    sleep 0.05
    i=$((i + 1))
done
kill -9 $pid 2>/dev/null
[ -s "$PREF/autosave.rec" ] || fail "no autosave after 60 s"
wait $pid 2>/dev/null
status=$?
[ $status -eq 137 ] || echo "kill_resume: note: the game ended with status $status before the kill"

# every temp file is gone or ignored; the autosave is whole
grep -v '^#' "$PREF/autosave.rec" >"$WORK/saved.rec"
n=$(wc -l <"$WORK/saved.rec")
total=$(wc -l <"$WORK/ref/full.rec")
head -n "$n" "$WORK/ref/full.rec" | cmp -s - "$WORK/saved.rec" ||
    fail "the autosave is not the start of the reference record:
$(diff "$WORK/ref/full.rec" "$WORK/saved.rec" | head -10)"
grep -q '^# troubadour-seats human human' "$PREF/autosave.rec" ||
    fail "the autosave lost its seats line"
timeout 60 "$CLI" replay "$PREF/autosave.rec" >"$WORK/replay.txt" 2>&1 ||
    fail "the autosave does not replay: $(cat "$WORK/replay.txt")"
moves=$(grep -c '^[A-Z]' "$WORK/saved.rec")
echo "kill_resume: killed after $moves moves (the reference has $(grep -c '^[A-Z]' "$WORK/ref/full.rec")); $n of $total lines kept"

# 3. Continue resumes it
HOME="$WORK/run" XDG_DATA_HOME="$WORK/run/data" XDG_CONFIG_HOME="$WORK/run/config" \
    timeout 120 "$APP" --script "$SCRIPTS/kill_continue.script" --seed 31 --bot-playouts 40 >"$WORK/cont.log" 2>&1 ||
    fail "the resumed run failed: $(tail -3 "$WORK/cont.log")"
cmp -s "$WORK/saved.rec" "$WORK/run/resumed.rec" ||
    fail "the resumed game differs from the autosave:
$(diff "$WORK/saved.rec" "$WORK/run/resumed.rec" | head -10)"
echo "kill_resume: passed"
