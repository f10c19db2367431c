#!/bin/sh
# The UI scale of the first start (issue 16): with no settings file the game takes the scale
# from the display's DPI (faked with TROUBADOUR_TEST_DPI, the dummy driver has none) and
# stores it in the new settings.txt; a settings file that has a scale keeps it.
# The scale is DPI / 96 on a display where a window point is one pixel (the dummy driver's),
# to the nearest quarter, from 0.75 to 3 (store/settings.h).
# usage: first_scale.sh TROUBADOUR WORKDIR
set -u
APP=$1 WORK=$2
rm -rf "$WORK" && mkdir -p "$WORK"
export SDL_VIDEODRIVER=dummy
fails=0

# start DPI: a first start (fresh config folder) at that DPI; prints settings.txt's ui_scale
start() {
    cfg="$WORK/config-$1"
    rm -rf "$cfg" && mkdir -p "$cfg"
    [ -n "${2:-}" ] && mkdir -p "$cfg/troubadour" && printf '%s\n' "$2" >"$cfg/troubadour/settings.txt"
    HOME="$WORK/home" XDG_DATA_HOME="$WORK/data" XDG_CONFIG_HOME="$cfg" TROUBADOUR_TEST_DPI=$1 \
        "$APP" --measure-startup >"$WORK/out" 2>&1 || { echo "FAIL dpi $1: the game failed"; cat "$WORK/out"; }
    sed -n 's/^ui_scale //p' "$cfg/troubadour/settings.txt" 2>/dev/null
}
# want DPI SCALE [SETTINGS]: the stored scale after a start
want() {
    got=$(start "$1" "${3:-}")
    if [ "$got" = "$2" ]; then
        echo "ok   ${3:+with \"$3\", }$1 dpi: ui_scale $got"
    else
        echo "FAIL ${3:+with \"$3\", }$1 dpi: ui_scale \"$got\", expected $2"; fails=$((fails + 1))
    fi
}

want 96 1.00      # 96 / 96 = 1
want 144 1.50     # 144 / 96 = 1.5
want 192 2.00     # 192 / 96 = 2
want 110 1.25     # 110 / 96 = 1.146, the nearest quarter 1.25
want 60 0.75      # 60 / 96 = 0.625, at least 0.75
want 480 3.00     # 480 / 96 = 5, at most 3
# a settings file with a scale: the player's choice stays, whatever the display
want 192 1.25 "ui_scale 1.25"
want 72 2.5 "ui_scale 2.5"   # the file as the player left it
# a settings file without a scale (older, or only other keys): chosen and added
want 144 1.50 "fullscreen 0"

[ "$fails" -eq 0 ] || { echo "$fails failed"; exit 1; }
echo "all first-start scales as expected"
