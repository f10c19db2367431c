#!/bin/sh
# Every start-up message a user can meet, checked by its text (not only the exit status):
# missing data, a broken tile file (file:line: reason, from both programs), no display, a
# garbage settings file (reported, replaced by defaults, never fatal), hostile settings files
# (a device, past 64 KiB, an escape sequence: refused or quoted escaped), settings and the last
# setup kept across a restart, and --help/--version of both programs.
# usage: messages_test.sh TROUBADOUR TROUBADOUR_CLI WORKDIR SOURCE_DIR
set -u
APP=$1 CLI=$2 WORK=$3 SRC=$4
rm -rf "$WORK" && mkdir -p "$WORK"
export HOME="$WORK/home" XDG_DATA_HOME="$WORK/xdg" XDG_CONFIG_HOME="$WORK/config"
export SDL_VIDEODRIVER=dummy
fails=0

# expect NAME STATUS TEXT: the last run (status in $rc, output in $WORK/out) printed TEXT
expect() {
    if [ "$rc" -ne "$2" ]; then
        echo "FAIL $1: exit status $rc, expected $2"; cat "$WORK/out"; fails=$((fails + 1))
    elif ! grep -qF -- "$3" "$WORK/out"; then
        echo "FAIL $1: no \"$3\" in:"; cat "$WORK/out"; fails=$((fails + 1))
    else
        echo "ok   $1: $(grep -F -- "$3" "$WORK/out" | head -1)"
    fi
}
run() { "$@" >"$WORK/out" 2>&1; rc=$?; }

# --help and --version
run "$APP" --help; expect "troubadour --help" 0 "--fullscreen"
run "$APP" --help; expect "troubadour --help lists --seed" 0 "--seed N"
run "$APP" --version; expect "troubadour --version" 0 "troubadour 0."
run "$CLI" --help; expect "troubadour-cli --help" 0 "replay FILE"
run "$CLI" --version; expect "troubadour-cli --version" 0 "troubadour-cli 0."
run "$APP" --bogus; expect "troubadour unknown option" 1 "unknown option \`--bogus\` (try --help)"

# From the build tree, without TROUBADOUR_DATA: both programs find the source tree's data.
run env -u TROUBADOUR_DATA "$CLI" replay "$SRC/tests/scenarios/base_merge_tie.rec"
expect "troubadour-cli finds its data from the build tree" 0 "red 10"
run env -u TROUBADOUR_DATA "$APP" --measure-startup
expect "troubadour finds its data from the build tree" 0 "first frame:"

# Missing data: the folder named by TROUBADOUR_DATA has no tiles.
mkdir -p "$WORK/empty"
run env TROUBADOUR_DATA="$WORK/empty" "$APP" --measure-startup
expect "troubadour, no data" 1 "cannot start: game data missing: TROUBADOUR_DATA is set to $WORK/empty, but $WORK/empty/tiles/base.tiles cannot be read"
run env TROUBADOUR_DATA="$WORK/empty" "$CLI" replay "$SRC/tests/scenarios/base_merge_tie.rec"
expect "troubadour-cli, no data" 1 "TROUBADOUR_DATA is set to $WORK/empty, but $WORK/empty/tiles/base.tiles cannot be read"

# A broken tile file: a copy of the data whose base.tiles has a bad edge string on line 7.
mkdir -p "$WORK/data"
cp -R "$SRC/tiles" "$SRC/assets" "$SRC/fonts" "$WORK/data/"
sed '7s/^tile A 2 FFRF$/tile A 2 FFQF/' "$SRC/tiles/base.tiles" >"$WORK/data/tiles/base.tiles"
run env TROUBADOUR_DATA="$WORK/data" "$APP" --measure-startup
expect "troubadour, broken tile file" 1 "cannot start: the tile data is broken: $WORK/data/tiles/base.tiles:7: "
run env TROUBADOUR_DATA="$WORK/data" "$CLI" bench --games 1
expect "troubadour-cli, broken tile file" 1 "$WORK/data/tiles/base.tiles:7: "

# No display.
run env SDL_VIDEODRIVER=nonexistent TROUBADOUR_DATA="$SRC" "$APP" --measure-startup
expect "troubadour, no display" 1 "troubadour: cannot start: no display: SDL could not open a display"
expect "troubadour, no display names the driver" 1 "nonexistent"

# No display and no headless driver asked for: said so, not an invisible run (issue 15).
run env -u SDL_VIDEODRIVER -u DISPLAY -u WAYLAND_DISPLAY TROUBADOUR_DATA="$SRC" "$APP" --measure-startup
expect "troubadour, DISPLAY unset" 1 "cannot start: no display: "
run env -u SDL_VIDEODRIVER -u WAYLAND_DISPLAY DISPLAY=:97 TROUBADOUR_DATA="$SRC" "$APP" --measure-startup
expect "troubadour, DISPLAY names no server" 1 "no display: "
run env -u DISPLAY -u WAYLAND_DISPLAY SDL_VIDEODRIVER=offscreen TROUBADOUR_DATA="$SRC" "$APP" --measure-startup
expect "troubadour, the offscreen driver asked for" 0 "first frame:"

# A damaged font in the data folder: the system font, as when the folder has none.
mkdir -p "$WORK/fontdata"
cp -R "$SRC/tiles" "$SRC/assets" "$WORK/fontdata/"
mkdir -p "$WORK/fontdata/fonts"
printf 'not a font\n' >"$WORK/fontdata/fonts/DejaVuSans.ttf"
printf 'not a font\n' >"$WORK/fontdata/fonts/DejaVuSans-Bold.ttf"
if [ -r /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; then
    run env TROUBADOUR_DATA="$WORK/fontdata" "$APP" --measure-startup
    expect "troubadour, damaged font: starts" 0 "first frame:"
    expect "troubadour, damaged font: says so" 0 "using the system font"
fi

# One --ui-scale range for the option and settings.txt (0.75 to 3).
run "$APP" --ui-scale 0.6 --version
expect "troubadour --ui-scale below the settings' range" 1 "--ui-scale needs a number from 0.75 to 3"
run "$APP" --ui-scale 3.5 --version
expect "troubadour --ui-scale above the settings' range" 1 "--ui-scale needs a number from 0.75 to 3"
run "$APP" --ui-scale 3 --version
expect "troubadour --ui-scale 3" 0 "troubadour 0."

# --bench-shot to a path that cannot be written fails.
run env TROUBADOUR_DATA="$SRC" "$APP" --bench-render "$SRC/tests/golden/game_scene.rec" --bench-frames 1 \
    --size 320x240 --bench-shot "$WORK/no/such/folder/shot.png"
expect "troubadour --bench-shot unwritable" 1 "--bench-shot: $WORK/no/such/folder/shot.png: cannot write"

# A garbage settings file: reported with file:line, defaults used, rewritten, never fatal.
pref="$XDG_CONFIG_HOME/troubadour"
mkdir -p "$pref"
printf 'ui_scale banana\n\001\377garbage\nfullscreen 9\n' >"$pref/settings.txt"
run env TROUBADOUR_DATA="$SRC" "$APP" --measure-startup
expect "garbage settings, line reported" 0 "$pref/settings.txt:1: ui_scale must be from 0.75 to 3; ignored"
expect "garbage settings, replaced" 0 "$pref/settings.txt is damaged (3 bad lines); using defaults for them and rewriting it"
cp "$pref/settings.txt" "$WORK/out"; rc=0
expect "garbage settings, rewritten clean" 0 "ui_scale 1.00"

# Hostile settings files: a device (reading /dev/zero never ends), a file past 64 KiB, and
# an escape sequence in a key: refused before reading, or quoted escaped, never raw.
ESC=$(printf '\033')
rm -f "$pref/settings.txt"
ln -s /dev/zero "$pref/settings.txt"
run env TROUBADOUR_DATA="$SRC" "$APP" --measure-startup
expect "settings.txt is /dev/zero" 0 "$pref/settings.txt: is not a regular file (a device, a pipe or a socket); not read; using default settings"
rm -f "$pref/settings.txt"
head -c 70000 /dev/zero | tr '\0' '\n' >"$pref/settings.txt"
run env TROUBADOUR_DATA="$SRC" "$APP" --measure-startup
expect "settings.txt past 64 KiB" 0 "$pref/settings.txt: is larger than 64 KiB"
printf 'title\033]0;pwned\007 1\n' >"$pref/settings.txt"
run env TROUBADOUR_DATA="$SRC" "$APP" --measure-startup
expect "an escape sequence in settings.txt" 0 "$pref/settings.txt:1: unknown setting \`title\\x1b]0;pwned\\x07\`; ignored"
if grep -q "$ESC" "$WORK/out"; then
    echo "FAIL an escape sequence in settings.txt: printed raw"; fails=$((fails + 1))
fi
rm -f "$pref/settings.txt"

# A headless run never rewrites the saved window size and position (a real start would open
# at its size in the corner otherwise); a run with a real display still saves them.
printf '# Troubadour settings\nui_scale 1.00\nfullscreen 0\nanim_speed 1\nwindow_width 900\nwindow_height 700\nwindow_x 200\nwindow_y 100\n' \
    >"$pref/settings.txt"
printf 'wait 2\nquit\n' >"$WORK/quit.script"
# A record that cannot be read is named once ("missing.rec: cannot open", not twice), a
# broken one with its line.
run env TROUBADOUR_DATA="$SRC" "$APP" "$WORK/missing.rec" --script "$WORK/quit.script" --bot-playouts 40
expect "a missing record on the command line" 0 "$WORK/missing.rec: cannot open"
if grep -qF "missing.rec: $WORK/missing.rec" "$WORK/out"; then
    echo "FAIL a missing record: its name is doubled"; fails=$((fails + 1))
fi
run env TROUBADOUR_DATA="$SRC" "$APP" --script "$WORK/quit.script" --bot-playouts 40 --size 640x480
cp "$pref/settings.txt" "$WORK/out"
expect "headless run: window size kept" 0 "window_width 900"
expect "headless run: window position kept" 0 "window_x 200"

# The last setup survives a restart: three seats, a name with spaces, no expansions but
# farmers; a damaged setup.txt is reported and the setup screen starts from the defaults.
cat >"$WORK/setup1.script" <<'SCRIPT'
wait 2
click new-game
wait-scene setup
wait 1
click add-seat
wait 1
click seat0-name
wait 1
type Ann of Foix
key Return
wait 1
click start
wait 5
quit
SCRIPT
run env TROUBADOUR_DATA="$SRC" "$APP" --script "$WORK/setup1.script" --bot-playouts 40
cp "$pref/setup.txt" "$WORK/out" 2>/dev/null || echo "no setup.txt" >"$WORK/out"
expect "last setup saved" 0 "seats 3"
expect "last setup saved, names" 0 "human Ann of Foix"
printf 'wait 2\nclick new-game\nwait-scene setup\nwait 1\nexpect-enabled seat2-name\nquit\n' \
    >"$WORK/setup2.script"
run env TROUBADOUR_DATA="$SRC" "$APP" --script "$WORK/setup2.script" --bot-playouts 40
[ "$rc" -eq 0 ] && echo "setup restored" >>"$WORK/out"
expect "last setup restored (a third seat on the setup screen)" 0 "setup restored"
printf 'seats 3\nseat 0 human A\nseat 0 human B\n' >"$pref/setup.txt"
run env TROUBADOUR_DATA="$SRC" "$APP" --measure-startup
expect "damaged setup.txt" 0 "$pref/setup.txt:3: a seat's colour is out of range or taken twice; the setup screen starts from the defaults"

[ "$fails" -eq 0 ] || { echo "$fails message check(s) failed"; exit 1; }
echo "all messages as expected"
