#!/bin/sh
# Play online, the real thing on 127.0.0.1 (no mock): the game program under the dummy video
# driver, driven by scripts.
#   host: the game hosts (its server on a worker thread), adds a server bot, plays to the end;
#   join: a troubadour-server; game A opens a room on it (Join with no code) and writes the
#         code, game B joins with that code; both play their seat to the end, and the server
#         is killed with kill -9 and started again on the same folder after 4 moves (both
#         games show "reconnecting", resume their seats and play on).
#   handover: game A hosts with a 30 s turn timer, game B joins, plays one turn and quits; B's
#         next turn runs out and the server's bot plays it, then A hands B's seat to a bot
#         (the game screen's button) and plays to the end; the final screen leads back to the
#         online menu.
#   timeout: a game joins a port where nothing answers, is told so, corrects the port to a
#         troubadour-server's and joins.
# Then the record the server wrote ends with `end` and replays with troubadour-cli to the
# scores every game showed at its end.
# usage: online.sh host|join|handover|timeout TROUBADOUR TROUBADOUR_CLI TROUBADOUR_SERVER WORK_DIR
# (ONLINE_SIZE: the window size, default 800x600; the pictures are in WORK_DIR/*/*.png)
# Exit status 0 passed, 1 failed, 77 skipped. Every wait is bounded.
set -u
MODE=$1
APP=$2
CLI=$3
SERVER=$4
WORK=$5
# below the kernel's ephemeral ports (32768 up), which the clients' own sockets take
PORT=$((21000 + $$ % 11000))
[ "$MODE" = host ] && PORT=$((PORT + 1))
[ "$MODE" = handover ] && PORT=$((PORT + 2))
[ "$MODE" = timeout ] && PORT=$((PORT + 3))
PORT2=$((PORT + 4))
SP=""
PIDS=""
fail() {
    echo "online ($MODE): FAILED: $*" >&2
    for f in "$WORK"/*.log "$WORK"/*/log.txt; do [ -f "$f" ] && { echo "== $f"; tail -8 "$f"; }; done >&2
    exit 1
}
cleanup() {
    for p in $PIDS $SP; do kill -9 "$p" 2>/dev/null; done
}
trap cleanup EXIT
command -v timeout >/dev/null 2>&1 || { echo "online: SKIPPED: no timeout"; exit 77; }
rm -rf "$WORK"
mkdir -p "$WORK"
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-dummy}" SDL_AUDIODRIVER=dummy

# a game in its own folder: game NAME SCRIPT (runs in the background)
game() {
    mkdir -p "$WORK/$1"
    sed -e "s/@PORT@/$PORT/g" -e "s/@PORT2@/$PORT2/g" "$2" >"$WORK/$1/run.script"
    (cd "$WORK/$1" && HOME="$WORK/$1" XDG_DATA_HOME="$WORK/$1/data" XDG_CONFIG_HOME="$WORK/$1/config" \
        exec "$APP" --script run.script --size "${ONLINE_SIZE:-800x600}" >log.txt 2>&1) &
    PIDS="$PIDS $!"
}

start_server() {
    "$SERVER" --port "${SERVER_PORT:-$PORT}" --data "$WORK/server" --bind 127.0.0.1 >>"$WORK/server.log" 2>&1 &
    SP=$!
    i=0
    until [ "$(cat "$WORK/server.log" 2>/dev/null | grep -c listening)" -ge "$1" ]; do
        i=$((i + 1))
        [ $i -gt 200 ] && fail "the server did not start"
        sleep 0.05
    done
}

wait_games() {
    for p in $PIDS; do
        i=0
        while kill -0 "$p" 2>/dev/null; do
            i=$((i + 1))
            [ $i -gt 6000 ] && fail "a game did not finish in 10 minutes"
            sleep 0.1
        done
        wait "$p" || fail "a game's script failed (pid $p)"
    done
    PIDS=""
}

D=$(dirname "$0")
if [ "$MODE" = host ]; then
    game host "$D/online_host.script"
    wait_games
    RECDIR="$WORK/host/data/troubadour/troubadour/online"
    SCORES="$WORK/host/scores.txt"
elif [ "$MODE" = handover ]; then
    game a "$D/online_handover_a.script"
    game b "$D/online_handover_b.script"
    wait_games
    grep -q "seat 1 ran out of time; a bot plays the turn" "$WORK/a/log.txt" ||
        fail "the server did not play the absent seat's turn when its time ran out"
    grep -q "seat 1 handed to a bot" "$WORK/a/log.txt" || fail "the host's button handed no seat to a bot"
    # the final scene adds up the game's scoring events to the scores the game ended with
    while read -r col pts; do
        grep -q "^$col total $pts rank" "$WORK/a/final.txt" ||
            fail "the final scene's $col total is not $pts: $(grep total "$WORK/a/final.txt" | tr '\n' ' ')"
    done <"$WORK/a/scores.txt"
    RECDIR="$WORK/a/data/troubadour/troubadour/online"
    SCORES="$WORK/a/scores.txt"
elif [ "$MODE" = timeout ]; then
    SERVER_PORT=$PORT2 start_server 1
    game a "$D/online_timeout.script"
    wait_games
    [ -s "$WORK/a/code.txt" ] || fail "the second join opened no room"
    grep -q "room $(cat "$WORK/a/code.txt"): opened" "$WORK/server.log" || fail "the server saw no room opened"
    echo "online (timeout): told that nothing answered, then joined the corrected address"
    exit 0
else
    start_server 1
    game a "$D/online_join_a.script"
    game b "$D/online_join_b.script"
    # kill -9 part way: once the record holds 4 moves
    i=0
    while :; do
        rec=$(ls "$WORK"/server/*.rec 2>/dev/null | head -1)
        [ -n "$rec" ] && [ "$(grep -c '^[A-Z]' "$rec")" -ge 4 ] && break
        i=$((i + 1))
        [ $i -gt 3000 ] && fail "the game did not reach 4 moves in 5 minutes"
        for p in $PIDS; do kill -0 "$p" 2>/dev/null || fail "a game ended before 4 moves"; done
        sleep 0.1
    done
    kill -9 "$SP"
    wait "$SP" 2>/dev/null
    sleep 1
    start_server 2
    wait_games
    kill "$SP"
    wait "$SP" 2>/dev/null
    SP=""
    grep -q "1 game resumed" "$WORK/server.log" || fail "the restarted server resumed no game"
    RECDIR="$WORK/server"
    SCORES="$WORK/a/scores.txt"
    cmp -s "$WORK/a/scores.txt" "$WORK/b/scores.txt" ||
        fail "the two games ended with other scores: $(cat "$WORK/a/scores.txt") / $(cat "$WORK/b/scores.txt")"
fi
n=0
for rec in "$RECDIR"/*.rec; do
    [ -f "$rec" ] || continue
    n=$((n + 1))
    [ "$(tail -1 "$rec")" = end ] || fail "$rec does not end with end"
    "$CLI" replay "$rec" >"$WORK/replay.txt" 2>&1 || fail "$rec does not replay: $(cat "$WORK/replay.txt")"
    cmp -s "$WORK/replay.txt" "$SCORES" ||
        fail "the record replays to $(cat "$WORK/replay.txt"), the game showed $(cat "$SCORES")"
done
[ $n -eq 1 ] || fail "expected one record, found $n"
echo "online ($MODE): the record replays to the scores the game showed: $(tr '\n' ' ' <"$SCORES")"
