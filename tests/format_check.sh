#!/bin/sh
# Every C file of the tree follows the committed .clang-format (run by .ci/run).
# To fix: clang-format -i FILE ...
set -eu
cd "$(dirname "$0")/.."
command -v clang-format >/dev/null 2>&1 || { echo "format_check: clang-format is missing (packaging/deps.sh installs it)" >&2; exit 1; }
bad=""
for f in $(git ls-files '*.c' '*.h' 2>/dev/null || find src tests -name '*.[ch]'); do
    clang-format --dry-run -Werror "$f" >/dev/null 2>&1 || bad="$bad $f"
done
if [ -n "$bad" ]; then
    echo "format_check: not formatted with .clang-format:$bad" >&2
    exit 1
fi
echo "format_check: every C file follows .clang-format"
