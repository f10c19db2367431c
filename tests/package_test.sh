#!/bin/sh
# The Debian package as a user gets it (issue: packaging and desktop integration):
#   builds a Release tree configured like a distribution build (prefix /usr, no lookup in this
#   source tree), makes the .deb with CPack, checks its Depends, unpacks it with dpkg-deb -x
#   into a temporary root (nothing is installed on the system) and from there: validates the
#   desktop file, the AppStream metainfo and the MIME type of records, checks that fonts come
#   from fonts-dejavu-core only, checks icons and man pages, starts the installed
#   game headless to its title screen's first frame and out, runs troubadour-cli --version and
#   a replay, and checks the message when the data folder is missing.
set -eu
cd "$(dirname "$0")/.."
ROOT=$(pwd)
B=${PACKAGE_BUILD:-$ROOT/build-deb}
fail() { echo "package_test: $*" >&2; exit 1; }

echo "== package: Release build and cpack -G DEB"
cmake -S . -B "$B" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
      -DTROUBADOUR_BUILD_TESTS=OFF -DTROUBADOUR_FIND_SOURCE_DATA=OFF >/dev/null
cmake --build "$B" -j"$(nproc)" >"$B/package.log" 2>&1 || { tail -40 "$B/package.log"; fail "build failed"; }
rm -f "$B"/troubadour_*.deb
(cd "$B" && cpack -G DEB >"$B/package.log" 2>&1) || { tail -40 "$B/package.log"; fail "cpack failed"; }
DEB=$(ls "$B"/troubadour_*.deb)
echo "package: $(basename "$DEB"), $(du -k "$DEB" | cut -f1) KB"
depends=$(dpkg-deb -f "$DEB" Depends)
echo "Depends: $depends"
for d in libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0 libc6 fonts-dejavu-core; do
    echo "$depends" | grep -q "$d" || fail "Depends lacks $d"
done
# the fonts come from fonts-dejavu-core: the package holds no copy of them
if dpkg-deb -c "$DEB" | grep -qiE '\.(ttf|otf)$'; then
    fail "the package ships font files and depends on fonts-dejavu-core: one or the other"
fi
[ "$(dpkg-deb -f "$DEB" Section)" = games ] || fail "Section is not games"

T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
dpkg-deb -x "$DEB" "$T/root"
U="$T/root/usr"
for f in bin/troubadour bin/troubadour-cli bin/troubadour-sounds bin/troubadour-server share/troubadour/tiles/base.tiles \
         share/troubadour/assets/rules.txt \
         share/doc/troubadour/README.md share/doc/troubadour/copyright share/doc/troubadour/record-format.md \
         share/man/man6/troubadour.6 share/man/man6/troubadour-cli.6 share/man/man6/troubadour-sounds.6 \
         share/man/man6/troubadour-server.6 share/doc/troubadour/troubadour-server.service \
         share/icons/hicolor/48x48/apps/io.github.troubadourgame.troubadour.png \
         share/icons/hicolor/256x256/apps/io.github.troubadourgame.troubadour.png \
         share/icons/hicolor/scalable/apps/io.github.troubadourgame.troubadour.svg; do
    [ -e "$U/$f" ] || fail "the package lacks /usr/$f"
done

echo "== desktop integration"
desktop-file-validate "$U/share/applications/io.github.troubadourgame.troubadour.desktop"
appstreamcli validate --no-net "$U/share/metainfo/io.github.troubadourgame.troubadour.metainfo.xml"
echo
for m in troubadour troubadour-cli troubadour-sounds troubadour-server; do
    w=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$U/share/man/man6/$m.6" 2>&1 >/dev/null) || true
    [ -z "$w" ] || fail "man page $m.6: $w"
done
# the man page documents every option --help lists
MANWIDTH=200 man -l "$U/share/man/man6/troubadour.6" 2>/dev/null >"$T/man.txt"
for o in $("$U/bin/troubadour" --help | grep -oE '^  --[a-z-]+' | sort -u) --help --version; do
    grep -qF -- "$o" "$T/man.txt" || fail "troubadour.6 does not document $o"
done
MANWIDTH=200 man -l "$U/share/man/man6/troubadour-sounds.6" 2>/dev/null >"$T/man.txt"
for o in $("$U/bin/troubadour-sounds" --help | grep -oE '^  --[a-z-]+' | sort -u) --help --version; do
    grep -qF -- "$o" "$T/man.txt" || fail "troubadour-sounds.6 does not document $o"
done
# every MIME type the desktop file declares is defined by the package's shared-mime-info XML
mimexml="$U/share/mime/packages/io.github.troubadourgame.troubadour.xml"
[ -f "$mimexml" ] || fail "the package lacks /usr/share/mime/packages/io.github.troubadourgame.troubadour.xml"
xmllint --noout "$mimexml" || fail "the MIME XML is not well-formed"
update-mime-database "$U/share/mime" 2>/dev/null || fail "update-mime-database refused the MIME XML"
types=$(sed -n 's/^MimeType=//p' "$U/share/applications/io.github.troubadourgame.troubadour.desktop" | tr ';' ' ')
[ -n "$types" ] || fail "the desktop file declares no MimeType"
for t in $types; do
    grep -qx "$t" "$U/share/mime/types" || fail "MIME type $t is declared by the desktop file but not defined"
done
grep -qx '50:application/x-troubadour-record:\*.rec' "$U/share/mime/globs2" ||
    fail "*.rec is not application/x-troubadour-record"
MANWIDTH=200 man -l "$U/share/man/man6/troubadour-server.6" 2>/dev/null >"$T/man-server.txt"
for o in $("$U/bin/troubadour-server" --help | grep -oE '^  --[a-z-]+' | sort -u) --help --version; do
    grep -qF -- "$o" "$T/man-server.txt" || fail "troubadour-server.6 does not document $o"
done
MANWIDTH=200 man -l "$U/share/man/man6/troubadour-cli.6" 2>/dev/null >"$T/man-cli.txt"
for c in $("$U/bin/troubadour-cli" --help | grep -oE '^  [a-z-]+ ' | sort -u); do
    grep -qF -- "$c" "$T/man-cli.txt" || fail "troubadour-cli.6 does not document $c"
done
echo "desktop file, MIME type, metainfo, icons and man pages: ok"

echo "== the installed programs, from the unpacked tree"
unset TROUBADOUR_DATA
export HOME="$T/home" XDG_DATA_HOME="$T/home/data" XDG_CONFIG_HOME="$T/home/config"
"$U/bin/troubadour" --version | grep -q '^troubadour [0-9]' || fail "troubadour --version"
"$U/bin/troubadour-cli" --version | grep -q '^troubadour-cli [0-9]' || fail "troubadour-cli --version"
"$U/bin/troubadour-sounds" --version | grep -q '^troubadour-sounds [0-9]' || fail "troubadour-sounds --version"
"$U/bin/troubadour-server" --version | grep -q '^troubadour-server [0-9]' || fail "troubadour-server --version"
out=$(SDL_VIDEODRIVER=dummy "$U/bin/troubadour" --measure-startup) || fail "the game did not start"
echo "$out" | grep -q '^first frame:' || fail "the game printed: $out"
echo "installed game, title screen: $out"
rec=tests/scenarios/base_three_players
"$U/bin/troubadour-cli" replay "$rec.rec" >"$T/replay.txt" || fail "replay failed"
cmp -s "$T/replay.txt" "$rec.expected" || fail "replay of $rec.rec differs from $rec.expected"
n=$("$U/bin/troubadour-sounds" --no-music "$T/sounds" | wc -l) || fail "troubadour-sounds failed"
[ "$n" -gt 0 ] && [ "$(ls "$T/sounds"/*.wav | wc -l)" -eq "$n" ] || fail "troubadour-sounds wrote $n lines"
echo "installed troubadour-sounds: $n WAV files"
echo "installed troubadour-cli replay: ok ($(tr '\n' ' ' <"$T/replay.txt"))"

echo "== no data folder: the message names the paths tried"
mv "$U/share/troubadour" "$U/share/troubadour.away"
SDL_VIDEODRIVER=dummy "$U/bin/troubadour" --measure-startup >"$T/out" 2>&1 && fail "game ran without data"
grep -qF "troubadour: cannot start: game data missing: cannot find the game data (tiles/base.tiles); tried: $U/bin/../share/troubadour, /usr/share/troubadour; set TROUBADOUR_DATA" "$T/out" ||
    fail "unexpected message: $(cat "$T/out")"
"$U/bin/troubadour-cli" replay "$rec.rec" >"$T/out" 2>&1 && fail "CLI ran without data"
grep -qF "troubadour-cli: cannot find the game data (tiles/base.tiles); tried: $U/bin/../share/troubadour, /usr/share/troubadour" "$T/out" ||
    fail "unexpected message: $(cat "$T/out")"
echo "$(head -1 "$T/out")"
echo "package_test: all good"
