#!/bin/sh
# Warnings as errors: the whole tree built in Release (where gcc's -Wmaybe-uninitialized
# analysis runs) with gcc and with clang, every warning of TROUBADOUR_WARNINGS an error.
# Run by .ci/run. STRICT_DIR chooses where the builds go.
set -eu
cd "$(dirname "$0")/.."
OUT=${STRICT_DIR:-$(pwd)/build-strict}
for cc in gcc clang; do
    echo "== warnings as errors: $cc, Release"
    cmake -S . -B "$OUT/$cc" -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=Release \
          -DTROUBADOUR_WERROR=ON >/dev/null
    cmake --build "$OUT/$cc" -j"$(nproc)" >"$OUT/$cc.log" 2>&1 || {
        grep -E "error|warning" "$OUT/$cc.log" | head -40 >&2
        echo "strict_build: the $cc build has warnings (full log: $OUT/$cc.log)" >&2
        exit 1
    }
done
echo "strict_build: gcc and clang build the tree with no warning"
