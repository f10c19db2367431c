#!/bin/sh
# A real troubadour-server on 127.0.0.1 with real clients (troubadour-cli net-load):
#   1. whole games with all four expansions, every seat its own connection;
#   2. the kill test: while games run and clients drop their connections at random
#      (--chaos), the server is killed with kill -9 at random moments and started again on the
#      same folder; the clients reconnect, no move they saw confirmed is missing afterwards
#      (net-load checks every copy the server sends against what it had seen), and the games
#      finish;
#   3. every record the servers wrote ends with `end` and replays with troubadour-cli replay
#      to the scores the server announced.
# Usage: net_test.sh SERVER CLI (TROUBADOUR_DATA set). Bounded: every wait has a time limit.
set -eu
SERVER=$1
CLI=$2
T=$(mktemp -d)
SP=""
# The rooms deal from the server's random seed, so a failing game is kept to be replayed: its
# record spells out the pile (troubadour-cli replay FILE).
KEEP=$(pwd)/net_test-failed
cleanup() {
    [ -n "$SP" ] && kill -9 "$SP" 2>/dev/null || true
    rm -rf "$T"
}
trap cleanup EXIT
fail() {
    echo "net_test: $*" >&2
    for f in "$T"/*.log; do echo "== $f"; tail -5 "$f"; done >&2
    rm -rf "$KEEP" && cp -R "$T" "$KEEP" 2>/dev/null &&
        echo "net_test: the servers' records and logs are kept in $KEEP" >&2
    exit 1
}
# below the kernel's ephemeral ports (32768 up), which the clients' own sockets take
PORT=$((20000 + $$ % 12000))
DATA="$T/data"
n=0

start_server() {
    n=$((n + 1))
    "$SERVER" --port "$PORT" --data "$DATA" --bind 127.0.0.1 >"$T/server$n.log" 2>&1 &
    SP=$!
    i=0
    until grep -q listening "$T/server$n.log" 2>/dev/null; do
        i=$((i + 1))
        [ $i -gt 100 ] && fail "the server did not start"
        sleep 0.05
    done
}

echo "== whole games"
start_server
timeout 120 "$CLI" net-load --server "127.0.0.1:$PORT" --games 4 --players 3 \
    --expansions farmers,festival,village-life,royal-privileges --bot random >"$T/load1.out" 2>&1 ||
    fail "net-load failed: $(cat "$T/load1.out")"
grep -qx "4 games finished" "$T/load1.out" || fail "$(cat "$T/load1.out")"
grep -qx "0 confirmed moves lost" "$T/load1.out" || fail "$(cat "$T/load1.out")"
cat "$T/load1.out"

echo "== kill -9 at random moments, clients dropping at random"
timeout 300 "$CLI" net-load --server "127.0.0.1:$PORT" --games 10 --players 2 \
    --expansions farmers,village-life,royal-privileges --bot random --chaos 0.02 >"$T/load2.out" 2>&1 &
LP=$!
for k in 1 2 3; do
    # 0.2 to 1.0 s
    sleep "0.$(( ($$ * k * 7 + k * 3) % 8 + 2 ))"
    kill -9 "$SP"
    wait "$SP" 2>/dev/null || true
    start_server
done
wait "$LP" || fail "net-load failed: $(cat "$T/load2.out")"
cat "$T/load2.out"
grep -qx "10 games finished" "$T/load2.out" || fail "not every game finished"
grep -qx "0 confirmed moves lost" "$T/load2.out" || fail "confirmed moves were lost"
kill -TERM "$SP"
wait "$SP" || fail "the server did not stop cleanly on SIGTERM"
SP=""
grep -q "stopping:" "$T/server$n.log" || fail "no stop line"
resumed=$(grep -c "resumed (playing" "$T"/server[2-9].log | awk -F: '{s += $2} END {print s}')
echo "games resumed after a kill: $resumed"
[ "$resumed" -gt 0 ] || fail "no game was resumed after a kill"

echo "== every record replays to the announced scores"
count=0
for rec in "$DATA"/*.rec; do
    code=$(basename "$rec" .rec)
    tail -n 1 "$rec" | grep -qx end || fail "$code.rec does not end with end"
    got=$("$CLI" replay "$rec" | tr '\n' ' ' | sed 's/ $//') || fail "$code.rec does not replay"
    said=$(grep -h "room $code: game over:" "$T"/server*.log | tail -n 1 | sed 's/.*game over: //')
    [ "$got" = "$said" ] || fail "$code: replay gives '$got', the server said '$said'"
    count=$((count + 1))
done
[ "$count" -eq 14 ] || fail "$count records, expected 14"
echo "net_test: $count records replayed to the scores the server announced; all good"
