# Sourced by the troubadour-cli test scripts (cli_messages_test.sh, arena_log_test.sh), with
# their arguments TROUBADOUR_CLI WORKDIR SOURCE_DIR: a fresh WORKDIR to run in, the game data
# of SOURCE_DIR, the failure count and the ESC byte that no message may hold raw.
set -u
CLI=$1 WORK=$2 SRC=$3
rm -rf "$WORK" && mkdir -p "$WORK"
export TROUBADOUR_DATA="$SRC"
cd "$WORK" || exit 1
fails=0
ESC=$(printf '\033')
