#!/bin/sh
# Installs the Debian 12 packages Troubadour needs to build, test and run, if any is missing.
# Works as root or through sudo. Nothing is downloaded at build time.
set -eu
PKGS="build-essential cmake pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev \
libstb-dev libcmocka-dev fonts-dejavu-core xvfb xauth xdotool imagemagick libsdl2-mixer-dev sox \
desktop-file-utils appstream valgrind clang clang-format python3 libxml2-utils shared-mime-info libenet-dev gettext"
missing=""
for p in $PKGS; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    echo "deps.sh: these packages are missing and I am neither root nor able to use sudo:$missing" >&2
    exit 1
fi
echo "deps.sh: installing$missing"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
