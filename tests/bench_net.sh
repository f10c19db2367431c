#!/bin/sh
# Benchmark (not a test): G concurrent games with bots on every seat over loopback, each seat
# its own client connection (troubadour-cli net-load). Prints the clients' move latency, the
# server's peak RSS and its CPU time per move.
# Usage: tests/bench_net.sh BUILD_DIR [GAMES] [PLAYERS] [DATA_DIR] [BOT] [THINK_MS]
#   DATA_DIR: where the server writes its rooms (default a fresh folder under /tmp; give one
#   on tmpfs, e.g. /dev/shm/x, to measure without the disk).
#   THINK_MS: every bot thinks a time uniform in [THINK_MS/2, 3*THINK_MS/2] before each move,
#   as players do (default 0: the bots answer at once and the server is saturated).
set -eu
B=${1:?build folder}
G=${2:-500}
N=${3:-2}
D=${4:-$(mktemp -d)/data}
BOT=${5:-random}
THINK=${6:-0}
export TROUBADOUR_DATA=${TROUBADOUR_DATA:-$(cd "$(dirname "$0")/.." && pwd)}
PORT=$((30000 + $$ % 20000))
rm -rf "$D"
LOG=$(mktemp)
"$B/src/net/troubadour-server" --port "$PORT" --data "$D" --bind 127.0.0.1 >"$LOG" 2>&1 &
SP=$!
trap 'kill -9 $SP 2>/dev/null || true' EXIT
until grep -q listening "$LOG" 2>/dev/null; do sleep 0.05; done
ticks=$(getconf CLK_TCK)
t0=$(date +%s.%N)
"$B/src/cli/troubadour-cli" net-load --server "127.0.0.1:$PORT" --games "$G" --players "$N" \
    --expansions farmers,festival,village-life,royal-privileges --bot "$BOT" --think "$THINK" --timeout 3000
t1=$(date +%s.%N)
cpu=$(awk -v t="$ticks" '{print ($14 + $15) / t}' "/proc/$SP/stat")
rss=$(awk '/VmHWM/ {print $2}' "/proc/$SP/status")
kill -TERM "$SP"
wait "$SP" || true
moves=$(sed -n 's/.* \([0-9]*\) moves served.*/\1/p' "$LOG")
echo "games: $G of $N players, think time $THINK ms, data folder $D"
echo "server: peak RSS $((rss / 1024)) MB, CPU $cpu s for $moves moves: $(awk -v c="$cpu" -v m="$moves" 'BEGIN {printf "%.3f", c * 1000 / m}') ms per move"
echo "wall: $(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.1f", b - a}') s"
rm -f "$LOG"
