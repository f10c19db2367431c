#!/bin/sh
# Installs what is missing, builds everything and runs the whole test suite with CTest.
set -eu
cd "$(dirname "$0")/.."
packaging/deps.sh
BUILD=${BUILD:-build-test}
cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$BUILD" -j"$(nproc)"
cd "$BUILD"
ctest --output-on-failure -j"$(nproc)" "$@"
