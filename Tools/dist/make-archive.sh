#!/bin/bash
# `make dist`: the release archive of an already built executable, and its checksum.
#
#   Tools/dist/make-archive.sh EXECUTABLE OUT_DIR
#
# OUT_DIR/widgetsnap-VERSION-linux-ARCH.tar.gz holds widgetsnap-VERSION/ with bin/widgetsnap,
# share/widgetsnap/ (the layout schema, CHANGELOG.md, README.txt, debian-packages.txt, the licences)
# and OUT_DIR/….tar.gz.sha256 its SHA-256 (sha256sum's format); install.sh is copied beside them.
# The archive's bytes depend only on its files (sorted names, fixed times and owners, gzip -n).
set -euo pipefail
exe=$1 out=$2
repo=$(cd "$(dirname "$0")/../.." && pwd)
[ -x "$exe" ] || { echo "make-archive.sh: no executable at $exe (make build first)" >&2; exit 66; }
version=$("$exe" --version | head -n 1 | sed -n 's/^widgetsnap //p')
[ -n "$version" ] || { echo "make-archive.sh: $exe --version printed no version" >&2; exit 65; }
if readelf -d "$exe" | grep -q 'NEEDED.*libswift'; then
  echo "make-archive.sh: $exe links the Swift runtime dynamically (build with --static-swift-stdlib)" >&2
  exit 65
fi
arch=$(uname -m)
name="widgetsnap-$version-linux-$arch"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
top="$stage/widgetsnap-$version"
mkdir -p "$top/bin" "$top/share/widgetsnap/licenses"
install -m 755 "$exe" "$top/bin/widgetsnap"
strip --strip-unneeded "$top/bin/widgetsnap" 2>/dev/null || true
cp "$repo/Schema/widgetsnap.schema.json" "$repo/CHANGELOG.md" "$top/share/widgetsnap/"
sed -n 's/^RUNTIME_APT_PACKAGES := //p' "$repo/Makefile" | tr ' ' '\n' | grep . > "$top/share/widgetsnap/debian-packages.txt"
[ -s "$top/share/widgetsnap/debian-packages.txt" ] || { echo "make-archive.sh: no RUNTIME_APT_PACKAGES in the Makefile" >&2; exit 65; }
for f in LICENSE LICENSE.md LICENSE.txt COPYING; do
  [ -f "$repo/$f" ] && cp "$repo/$f" "$top/share/widgetsnap/licenses/widgetsnap-$f"
done
# The Swift runtime is linked in: its licence (Apache 2.0 with the runtime library exception) travels with it.
swift_license=$(dirname "$(readlink -f "$(command -v "${SWIFT:-swift}")")")/../share/swift/LICENSE.txt
[ -f "$swift_license" ] && cp "$swift_license" "$top/share/widgetsnap/licenses/swift-LICENSE.txt"
cat > "$top/share/widgetsnap/README.txt" <<TEXT
widgetsnap $version for Linux ($arch)

bin/widgetsnap is the whole tool: the SF Symbols table, the layout schema, the starter files and
the report styles are built into it, and the Swift runtime is linked in. It needs the Debian or
Ubuntu packages of debian-packages.txt (the C libraries it draws with, and the fonts):

  apt-get install -y --no-install-recommends \$(cat share/widgetsnap/debian-packages.txt)

Then put bin/widgetsnap on the PATH, or use install.sh, which checks the archive's SHA-256:

  install.sh --from URL_OR_FOLDER --prefix /usr/local $version

'widgetsnap --version' prints the version and the renderer version. Licences: share/widgetsnap/licenses/.
TEXT
mkdir -p "$out"
tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner --mode='u+rwX,go+rX,go-w' -C "$stage" -cf - "widgetsnap-$version" \
  | gzip -n -6 > "$out/$name.tar.gz.tmp"
mv "$out/$name.tar.gz.tmp" "$out/$name.tar.gz"
(cd "$out" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
install -m 755 "$repo/Tools/dist/install.sh" "$out/install.sh"
echo "$out/$name.tar.gz"
cat "$out/$name.tar.gz.sha256"
