#!/bin/sh
# Hardening checks run by .ci/run (issue: sanitizers, fuzzing, soak):
#   1. an ASan + UBSan build of the core, the CLI, the online server and their tests runs all
#      unit and scenario tests (the server ones included: tests/net_test.sh, real games,
#      kill -9 and restarts) and a soak of random games with all four expansions, each
#      replayed from its record;
#   2. libFuzzer targets (clang) for the tile-file parser, the record parser/replayer, player
#      names and the escaping of quoted text, the settings parser, the WAV reader and the online
#      protocol's parsers (server messages in the server core, server messages in the client,
#      move words, the server's room files), each for
#      FUZZ_SECONDS (default 60) from the committed seed corpus;
#   2b. an ASan + UBSan build of the game program runs the app tests (scripts, bots, quits);
#   2c. a ThreadSanitizer build runs the bot worker's tests and the bot scripts: 0 reports;
#   3. valgrind (memcheck) on the game playing a whole scripted game headless, title to final
#      scoring (tests/app/full_game.script): no invalid access, no leak (tests/valgrind.supp).
set -eu
cd "$(dirname "$0")/.."
ROOT=$(pwd)
OUT=${HARDEN_DIR:-$ROOT/build-harden}
SOAK_GAMES=${SOAK_GAMES:-2000}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
mkdir -p "$OUT"

echo "== ASan+UBSan build (core, CLI, unit and scenario tests)"
cmake -S . -B "$OUT/asan" -DTROUBADOUR_BUILD_APP=OFF -DTROUBADOUR_SANITIZE=ON \
      -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$OUT/asan" -j"$(nproc)" >/dev/null
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
(cd "$OUT/asan" && ctest --output-on-failure -j"$(nproc)" -LE soak)

echo "== ASan+UBSan soak: $SOAK_GAMES random games, all four expansions, 2-8 players"
CLI="$OUT/asan/src/cli/troubadour-cli"
export TROUBADOUR_DATA="$ROOT"
rm -rf "$OUT/soak" && mkdir -p "$OUT/soak"
per=$((SOAK_GAMES / 7))
games=0
for players in 2 3 4 5 6 7 8; do
    n=$per
    [ "$players" -eq 8 ] && n=$((SOAK_GAMES - 6 * per))
    "$CLI" simulate --players "$players" --expansions farmers,festival,village-life,royal-privileges \
        --seed $((players * 100000)) --games "$n" --out "$OUT/soak/p$players"
    for f in "$OUT"/soak/p"$players"/*.rec; do
        "$CLI" replay "$f" >/dev/null
    done
    games=$((games + n))
done
echo "soak: $games games simulated and replayed under ASan+UBSan, no error"
# Village Life elements switched off (RULES.md §4.7): each alone and all four
wgames=0
for w in flowers donkey windmills marketplaces flowers,donkey,windmills,marketplaces; do
    d="$OUT/soak/without-$(echo "$w" | tr , -)"
    "$CLI" simulate --players 3 --expansions farmers,festival,village-life,royal-privileges \
        --without "$w" --seed 700000 --games 40 --out "$d"
    for f in "$d"/*.rec; do
        "$CLI" replay "$f" >/dev/null
    done
    wgames=$((wgames + 40))
done
echo "soak: $wgames games with Village Life elements off, simulated and replayed, no error"

echo "== ASan+UBSan build of the game program: the app tests (scripts, bots, quits, kills)"
# the game itself, not only the core and CLI: quitting or leaving while a bot searches, the
# end of a game, a second copy (tests/app/lifecycle.sh), whole scripted games. Leaks are
# valgrind's job below (with its suppressions for the system libraries).
cmake -S . -B "$OUT/asan-app" -DTROUBADOUR_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$OUT/asan-app" -j"$(nproc)" >"$OUT/asan-app.log" 2>&1 ||
    { tail -40 "$OUT/asan-app.log"; echo "hardening: the ASan build of the game failed" >&2; exit 1; }
(cd "$OUT/asan-app" && ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
    ctest --output-on-failure -j"$(nproc)" -L app -LE e2e -E '^app_speed$')

echo "== ThreadSanitizer: the bot worker, the bot scripts, the in-game online host, arena --jobs --log"
cmake -S . -B "$OUT/tsan" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_FLAGS=-fsanitize=thread \
      -DCMAKE_EXE_LINKER_FLAGS=-fsanitize=thread >/dev/null
cmake --build "$OUT/tsan" -j"$(nproc)" --target troubadour troubadour-cli troubadour-server \
      test_app_bots app_image_check >"$OUT/tsan.log" 2>&1 ||
    { tail -40 "$OUT/tsan.log"; echo "hardening: the TSan build failed" >&2; exit 1; }
# a report stops the program with status 66, which fails the test: 0 reports when this passes
(cd "$OUT/tsan" && TSAN_OPTIONS=halt_on_error=1:exitcode=66 \
    ctest --output-on-failure -R '^(test_app_bots|app_bots|app_lifecycle|app_online_host|arena_log)$')
echo "tsan: the worker's unit tests, tests/app/bots.script (twice), the quits while a bot thinks, a game hosted in the program (its server thread) and arena's games logged by 2 jobs: 0 reports"

echo "== libFuzzer, $FUZZ_SECONDS s per target"
if ! command -v clang >/dev/null 2>&1; then
    echo "hardening: clang is missing (packaging/deps.sh installs it)" >&2
    exit 1
fi
FZ="$OUT/fuzz"
mkdir -p "$FZ"
# every core file, however the core is split, and the gettext glue it marks its words with
CORE="$(ls src/core/*.c | tr '\n' ' ') src/i18n/i18n.c"
FLAGS="-std=c11 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -Isrc/core -Isrc/io"
FLAGS="$FLAGS -Isrc/i18n -DTROUBADOUR_LOCALE_DIR=\"/nonexistent\" -DTROUBADOUR_BUILD_LOCALE_DIR=\"\""
clang $FLAGS -o "$FZ/fuzz_tileset" tests/fuzz/fuzz_tileset.c $CORE
clang $FLAGS -DTROUBADOUR_SOURCE_DATA_DIR="\"$ROOT\"" -DTROUBADOUR_INSTALLED_DATA_DIR="\"/nonexistent\"" \
      -o "$FZ/fuzz_record" tests/fuzz/fuzz_record.c src/io/io.c $CORE
clang $FLAGS -o "$FZ/fuzz_names" tests/fuzz/fuzz_names.c $CORE
clang $FLAGS -Isrc/app/store -Isrc/app/model -DTROUBADOUR_SOURCE_DATA_DIR="\"$ROOT\"" \
      -DTROUBADOUR_INSTALLED_DATA_DIR="\"/nonexistent\"" -o "$FZ/fuzz_settings" \
      tests/fuzz/fuzz_settings.c src/app/store/settings.c src/io/io.c $CORE
clang $FLAGS -Isrc/sound -o "$FZ/fuzz_wav" tests/fuzz/fuzz_wav.c src/sound/wav.c src/sound/synth.c -lm
clang $FLAGS -Isrc/cli -o "$FZ/fuzz_arena_log" tests/fuzz/fuzz_arena_log.c src/cli/arena_log.c -lm
NET="src/net/net_proto.c src/net/net_move.c src/net/net_public.c src/net/net_room.c src/net/net_core.c \
src/net/net_store.c src/net/net_client.c"
AI=$(ls src/ai/*.c | tr '\n' ' ')   # every file of the bots library, however it is split
for t in net_server net_client net_move net_room; do
    clang $FLAGS -Isrc/net -Isrc/ai -DTROUBADOUR_SOURCE_DATA_DIR="\"$ROOT\"" \
          -DTROUBADOUR_INSTALLED_DATA_DIR="\"/nonexistent\"" -o "$FZ/fuzz_$t" tests/fuzz/fuzz_$t.c \
          $NET $AI src/io/io.c $CORE -lenet -lm
done
for t in tileset record names settings wav arena_log net_server net_client net_move net_room; do
    # the settings parser reports every bad line on stderr: keep the log to libFuzzer's own
    quiet=""
    [ "$t" = settings ] && quiet="-close_fd_mask=2"
    mkdir -p "$FZ/corpus_$t"
    "$FZ/fuzz_$t" -max_total_time="$FUZZ_SECONDS" -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$FZ/crash_$t-" -print_final_stats=1 $quiet "$FZ/corpus_$t" "tests/fuzz/corpus/$t" \
        2>"$FZ/fuzz_$t.log" || { tail -40 "$FZ/fuzz_$t.log"; echo "fuzz_$t found a crash" >&2; exit 1; }
    execs=$(grep -E '^stat::number_of_executed_units' "$FZ/fuzz_$t.log" | awk '{print $2}')
    echo "fuzz_$t: ${execs:-?} executions in ${FUZZ_SECONDS} s, no crash"
done

echo "== valgrind memcheck: a whole scripted game, title to final scoring"
if ! command -v valgrind >/dev/null 2>&1; then
    echo "hardening: valgrind is missing (packaging/deps.sh installs it)" >&2
    exit 1
fi
cmake -S . -B "$OUT/vg" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTROUBADOUR_BUILD_TESTS=OFF >/dev/null
cmake --build "$OUT/vg" -j"$(nproc)" --target troubadour >"$OUT/vg.log" 2>&1 ||
    { tail -40 "$OUT/vg.log"; echo "hardening: the valgrind build failed" >&2; exit 1; }
VG="$OUT/vg/run"
rm -rf "$VG" && mkdir -p "$VG"
(
    cd "$VG"
    # SDL's dummy audio driver: the game's sound code runs all the same, but ALSA is not
    # opened (libasound keeps its configuration cache for the process: "possibly lost" on a
    # machine with no sound device; tests/valgrind.supp has the same for real runs)
    HOME="$VG" XDG_DATA_HOME="$VG/data" XDG_CONFIG_HOME="$VG/config" SDL_VIDEODRIVER=dummy \
    SDL_AUDIODRIVER=dummy valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite,indirect,possible \
        --errors-for-leak-kinds=definite,indirect,possible --error-exitcode=3 --track-origins=no \
        --suppressions="$ROOT/tests/valgrind.supp" --num-callers=30 \
        "$OUT/vg/src/app/troubadour" --script "$ROOT/tests/app/full_game.script" \
        --seed 20261129 --bot-delay 60 --bot-playouts 40 >"$VG/valgrind.log" 2>&1
) || { tail -60 "$VG/valgrind.log"; echo "valgrind found errors or leaks" >&2; exit 1; }
grep -q "ERROR SUMMARY: 0 errors" "$VG/valgrind.log" || { tail -60 "$VG/valgrind.log"; exit 1; }
echo "valgrind: $(grep -E 'definitely lost|ERROR SUMMARY' "$VG/valgrind.log" | sed 's/^==[0-9]*== *//' | tr '\n' ' ')"
echo "hardening: all clean"
