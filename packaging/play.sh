#!/bin/sh
# Installs what is missing, builds Troubadour (Release) and starts the game.
set -eu
cd "$(dirname "$0")/.."
packaging/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)"
if [ -x build/src/app/troubadour ]; then
    exec build/src/app/troubadour "$@"
else
    exec build/src/cli/troubadour-cli "$@"
fi
