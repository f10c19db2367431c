#!/bin/sh
# troubadour-cli's messages and exit statuses for files that are not records, or hostile ones
# (issue 15): the status --help gives, the file named once, a folder called a folder, devices
# and pipes refused before any read, a size limit, control characters and bytes that are not
# UTF-8 shown escaped (never raw), --json valid JSON whatever the names, --expansions past 255
# characters refused, a tile set without its start tile refused.
# usage: cli_messages_test.sh TROUBADOUR_CLI WORKDIR SOURCE_DIR
. "$(cd "$(dirname "$0")" && pwd)/cli_test_lib.sh"

bad() { echo "FAIL $1"; sed 's/^/  | /' "$WORK/err" | cat -v; fails=$((fails + 1)); }
# run ARGS...: status in $rc, stdout in out, stderr in err
run() { "$@" >"$WORK/out" 2>"$WORK/err"; rc=$?; }
# expect NAME STATUS TEXT: the last run exited STATUS and said TEXT on stderr, nothing raw
expect() {
    if [ "$rc" -ne "$2" ]; then bad "$1: exit status $rc, expected $2"
    elif ! grep -qF -- "$3" "$WORK/err"; then bad "$1: no \"$3\" on stderr"
    elif grep -q "$ESC" "$WORK/err"; then bad "$1: a raw ESC byte on stderr"
    elif [ "$2" -ne 0 ] && [ -s "$WORK/out" ]; then bad "$1: something on stdout"
    else echo "ok   $1: $(head -1 "$WORK/err")"
    fi
}

# --help states the statuses checked below
run "$CLI" --help
grep -q "1 a usage error, missing game data, or a FILE that cannot be" "$WORK/out" ||
    { echo "FAIL --help does not list the exit statuses"; fails=$((fails + 1)); }

# a missing file: status 1 (not "a bad record"), the name said once
run "$CLI" replay missing.rec
expect "missing file" 1 "missing.rec: cannot open: No such file or directory"
[ "$(grep -o 'missing.rec' "$WORK/err" | wc -l)" -eq 1 ] || bad "missing file: the name is doubled"
run "$CLI" legal missing.rec
expect "missing file (legal)" 1 "missing.rec: cannot open"

# a folder
mkdir -p "$WORK/games.rec"
run "$CLI" replay "$WORK/games.rec"
expect "a folder" 1 "$WORK/games.rec: is a folder, not a file"

# a device and a pipe: refused before reading (a read of /dev/zero never ends; opening a
# pipe would wait for a writer)
run "$CLI" replay /dev/zero
expect "/dev/zero" 1 "/dev/zero: is not a regular file"
mkfifo "$WORK/pipe.rec"
run "$CLI" replay "$WORK/pipe.rec"
expect "a named pipe" 1 "pipe.rec: is not a regular file"

# past 1 MiB: a bad record, not read
{ printf 'troubadour-record 1\nplayers red blue\n'; head -c 1048576 /dev/zero | tr '\0' '#'; } >big.rec
run "$CLI" replay big.rec
expect "a record past 1 MiB" 2 "big.rec: is larger than 1 MiB"
# just under the limit: read, and replayed
{ printf 'troubadour-record 1\nplayers red blue\n'; head -c 1000000 /dev/zero | tr '\0' '\n'; } >long.rec
run "$CLI" replay long.rec
[ "$rc" -eq 0 ] && printf 'red 0\nblue 0\n' | cmp -s - "$WORK/out" && echo "ok   a record under 1 MiB replays" ||
    bad "a record under 1 MiB: status $rc"

# control characters and bytes that are not UTF-8: FILE:LINE, escaped
printf 'troubadour-record 1\nplayers red blue\nexpansions farmers\033]52;c;aGVsbG8=\007\n' >osc52.rec
run "$CLI" replay osc52.rec
expect "OSC 52 in expansions" 2 'osc52.rec:3: the line holds a control character (\x1b in column 19)'
printf 'troubadour-record 1\nplayers red blue\nname red Ann\033]0;pwned\007\n' >title.rec
run "$CLI" replay title.rec
expect "ESC in a name" 2 'title.rec:3: the line holds a control character (\x1b in column 13)'
printf 'troubadour-record 1\nplayers red blue\nname blue B\351atrice\n' >latin1.rec
run "$CLI" replay latin1.rec
expect "Latin-1 in a name" 2 'latin1.rec:3: the line is not valid UTF-8 (\xe9 in column 12)'
printf 'troubadour-record 1\nplayers red blue\ndeck U\nU\033[2J 1 0 0\n' >word.rec
run "$CLI" legal word.rec
expect "ESC in a move (legal)" 2 'word.rec:4: the line holds a control character (\x1b in column 2)'
printf 'troubadour-record 1\nplayers red blue\ndeck U\n' >next.rec
run "$CLI" legal next.rec --tile "Q${ESC}[2J"
expect "ESC in --tile" 2 'next.rec: unknown tile `Q\x1b[2J`'
run "$CLI" "replay${ESC}]0;x"
expect "ESC in a command" 1 'unknown command `replay\x1b]0;x`'
# a file whose name holds an ESC: shown escaped too
cp osc52.rec "x${ESC}[31m.rec"
run "$CLI" replay "x${ESC}[31m.rec"
expect "ESC in the file name" 2 'x\x1b[31m.rec:3:'

# --json over odd names is valid JSON and gives each name back exactly
cat >names.rec <<'REC'
troubadour-record 1
players red blue green yellow pink
name red \#1 \\ Ann   # RECORD.md's example
name blue Bo \# b
name green "quoted" \\n not a newline
name yellow Zoë 🎲 ÿ
name pink a	tab
expansions farmers
deck E
E 0 -1 180 follower S
end
REC
printf 'name gray \302\233[31m C1\n' >c1.txt
run "$CLI" replay --json names.rec
if [ "$rc" -ne 0 ]; then bad "--json over odd names: status $rc"
elif ! command -v python3 >/dev/null 2>&1; then bad "python3 is missing (packaging/deps.sh installs it)"
else
    printf '%s\n' '#1 \ Ann' 'Bo # b' '"quoted" \n not a newline' 'Zoë 🎲 ÿ' 'a	tab' >want.txt
    python3 -c 'import json,sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
for p in d["players"]: print(p["name"])' "$WORK/out" >got.txt 2>"$WORK/err" &&
        cmp -s want.txt got.txt && echo "ok   --json over odd names parses and keeps every name" ||
        { bad "--json over odd names"; diff want.txt got.txt; }
fi
# a C1 control character (U+009B, CSI) is UTF-8 and allowed in a record; --json escapes it
sed 's/^players red blue green yellow pink$/players red blue green yellow pink gray/' names.rec |
    sed '/^name pink/r c1.txt' >c1.rec
run "$CLI" replay --json c1.rec
if [ "$rc" -ne 0 ]; then bad "--json with a C1 character: status $rc"
elif grep -q "$(printf '\302\233')" "$WORK/out"; then bad "--json with a C1 character: printed raw"
elif ! grep -qF '\u009b[31m C1' "$WORK/out"; then bad "--json with a C1 character: not escaped"
elif ! python3 -m json.tool "$WORK/out" >/dev/null; then bad "--json with a C1 character: not JSON"
else echo "ok   --json escapes a C1 character"
fi

# --expansions longer than 255 characters: refused, not cut
long=$(printf 'farmers,%.0s' $(seq 40))
run "$CLI" simulate --players 2 --seed 1 --expansions "$long"
expect "--expansions of 320 characters (simulate)" 1 "--expansions is longer than 255 characters"
run "$CLI" bench --games 1 --expansions "$long"
expect "--expansions of 320 characters (bench)" 1 "--expansions is longer than 255 characters"
run "$CLI" arena --bots random,random --games 1 --seed 1 --expansions "$long"
expect "--expansions of 320 characters (arena)" 1 "--expansions is longer than 255 characters"
run "$CLI" simulate --players 2 --seed 1 --expansions "farmers,fest${ESC}]0;x"
expect "an ESC in --expansions" 1 'unknown expansion `fest\x1b]0;x`'
run "$CLI" arena --bots easy,easy --games 1 --seed 1 --expansions "farmers,fest${ESC}]0;x"
expect "an ESC in --expansions (arena)" 1 'unknown expansion `fest\x1b]0;x`'
run "$CLI" arena --bots "easy,ea${ESC}]0;x" --games 1 --seed 1 --expansions all
expect "an ESC in --bots" 1 'unknown bot `ea\x1b]0;x`'
run "$CLI" arena --bots easy,easy --games 1 --seed 1 --expansions all "--x${ESC}]0;x" 1
expect "an ESC in an unknown option (arena)" 1 'unknown or incomplete option --x\x1b]0;x'
# arena --set: the bot's place, the parameter's name and range checked, nothing raw
run "$CLI" arena --bots easy,easy --games 1 --seed 1 --expansions all --set "1:be${ESC}]0;x=1"
expect "an ESC in --set" 1 'unknown parameter `be\x1b]0;x`'
run "$CLI" arena --bots easy,hard --games 1 --seed 1 --expansions all --set 3:beta=0.1
expect "--set for a bot not in --bots" 1 "--set needs BOT:NAME=VALUE with BOT from 1 to 2"
run "$CLI" arena --bots easy,hard --games 1 --seed 1 --expansions all --set 1:keep=4
expect "--set of a search parameter for easy" 1 "--set 1: \`keep\` is a parameter of the search"
run "$CLI" arena --bots easy,hard --games 1 --seed 1 --expansions all --set 2:keep=0
expect "--set out of range" 1 "--set 2: \`keep\` needs a whole number from 1 to 32"

# arena --help: arena's own options on stdout, status 0 (not the general usage)
run "$CLI" arena --help
if [ "$rc" -ne 0 ] || ! grep -qF -- "--set BOT:NAME=VALUE" "$WORK/out" || grep -qF "replay FILE" "$WORK/out"; then
    echo "FAIL arena --help does not print arena's options"; fails=$((fails + 1))
else echo "ok   arena --help: $(head -1 "$WORK/out")"; fi

# a tile set without its start tile D
mkdir -p "$WORK/data"
cp -R "$SRC/tiles" "$WORK/data/"
sed 's/^tile D 4 CRFR$/tile DD 4 CRFR/' "$SRC/tiles/base.tiles" >"$WORK/data/tiles/base.tiles"
run env TROUBADOUR_DATA="$WORK/data" "$CLI" replay "$SRC/tests/scenarios/base_merge_tie.rec"
expect "no start tile" 1 "$WORK/data/tiles/base.tiles: the base set has no start tile D"

[ "$fails" -eq 0 ] || { echo "$fails check(s) failed"; exit 1; }
echo "all troubadour-cli messages as expected"
