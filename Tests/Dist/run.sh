#!/usr/bin/env bash
# The release archive end to end (issue 28): `make dist` (reusing the release build), the archive's
# contents and checksum, install.sh from it into an empty prefix (a tampered archive and a wrong
# --sha256 refused, nothing installed), then in an empty folder with only that prefix and the
# system on the PATH: --version, init, check, test (records, then passes), a layout edit (fails).
#
# Usage: bash Tests/Dist/run.sh. Ends with "N passed, N failed"; exits 1 on any failure.
set -uo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SWIFT="${SWIFT:-swift}"
work="$(mktemp -d "${TMPDIR:-/tmp}/widgetsnap-dist.XXXXXX")"
trap 'rm -rf "$work"' EXIT
unset CI WIDGETSNAP_RECORD WIDGETSNAP_RELEASES WIDGETSNAP_TOKEN
log="$work/last.log"
. "$repo/Tests/lib/checks.sh"

dist="$work/dist"
start=$(date +%s)
ok "make dist" make -C "$repo" --no-print-directory dist DIST="$dist" SWIFT="$SWIFT"
echo "      (make dist: $(( $(date +%s) - start )) s)"
version=$(sed -n 's/.*static let current = "\(.*\)"/\1/p' "$repo/Sources/SnapshotFiles/Version.swift")
name="widgetsnap-$version-linux-$(uname -m).tar.gz"
that "the archive is named by version and machine" test -f "$dist/$name"
that "its checksum verifies" bash -c "cd '$dist' && sha256sum -c '$name.sha256'"
that "install.sh is beside it" test -x "$dist/install.sh"
tar -tzf "$dist/$name" > "$work/list" 2>/dev/null
for f in bin/widgetsnap share/widgetsnap/widgetsnap.schema.json share/widgetsnap/debian-packages.txt share/widgetsnap/README.txt \
         share/widgetsnap/CHANGELOG.md share/widgetsnap/licenses/swift-LICENSE.txt; do
  that "the archive holds $f" grep -qx "widgetsnap-$version/$f" "$work/list"
done
mkdir -p "$work/peek" && tar -xzf "$dist/$name" -C "$work/peek"
that "the executable links no Swift runtime library" bash -c "! readelf -d '$work/peek/widgetsnap-$version/bin/widgetsnap' | grep -q 'NEEDED.*libswift'"
that "every library it needs comes from a listed package" bash -c "
  for lib in \$(readelf -d '$work/peek/widgetsnap-$version/bin/widgetsnap' | sed -n 's/.*NEEDED.*\[\(.*\)\]/\1/p'); do
    case \$lib in libc.so*|libm.so*|libstdc++*|libgcc_s*|libdl.so*|libpthread*|librt.so*|ld-linux*) continue ;; esac
    pkg=\$(dpkg -S \"*/\$lib\" 2>/dev/null | head -n 1 | cut -d: -f1)
    grep -qx \"\$pkg\" '$work/peek/widgetsnap-$version/share/widgetsnap/debian-packages.txt' || { echo \"\$lib from '\$pkg' is not listed\"; exit 1; }
  done"
cp "$dist/$name" "$work/again.tar.gz"
ok "make dist again" make -C "$repo" --no-print-directory dist DIST="$dist" SWIFT="$SWIFT"
that "the archive's bytes are the same" cmp "$dist/$name" "$work/again.tar.gz"

# A tampered archive and a wrong pinned checksum: refused, nothing installed.
mkdir -p "$work/tampered" && cp "$dist/$name.sha256" "$dist/install.sh" "$work/tampered/"
cp "$dist/$name" "$work/tampered/$name" && printf 'x' >> "$work/tampered/$name"
fails "install.sh refuses an archive whose checksum differs" sh "$dist/install.sh" --from "$work/tampered" --prefix "$work/bad" "$version"
that "and says so" grep -q "checksum mismatch" "$log"
fails "install.sh refuses a wrong --sha256" sh "$dist/install.sh" --from "$dist" --sha256 "$(printf '0%.0s' $(seq 64))" --prefix "$work/bad" "$version"
that "nothing was installed" test ! -e "$work/bad/bin/widgetsnap"
fails "install.sh refuses a version that is not one" sh "$dist/install.sh" --from "$dist" --prefix "$work/bad" "0.2; rm -rf /"

# Installed from a file:// URL with the pinned checksum, into an empty prefix.
prefix="$work/prefix"
sum=$(cut -d' ' -f1 < "$dist/$name.sha256")
ok "install.sh VERSION from a URL, checksum pinned" sh "$dist/install.sh" --from "file://$dist" --sha256 "$sum" --prefix "$prefix" "v$version"
that "the executable is installed" test -x "$prefix/bin/widgetsnap"

project="$work/empty/project"
mkdir -p "$project" && cd "$project" || exit 1
export PATH="$prefix/bin:/usr/bin:/bin"
that "no widgetsnap checkout is reachable" bash -c '! ls -d Assets/Symbols ../Assets/Symbols ../../Assets/Symbols Package.swift'
ok "widgetsnap --version" widgetsnap --version
that "it prints the version and the renderer" bash -c "widgetsnap --version | head -n 1 | grep -qx 'widgetsnap $version' && widgetsnap --version | grep -q '^renderer [0-9]'"
ok "widgetsnap init" widgetsnap init --quiet
ok "widgetsnap check" widgetsnap check Layouts
start=$(date +%s)
ok "widgetsnap test records the goldens" widgetsnap test Layouts --quiet
echo "      (first test run: $(( $(date +%s) - start )) s)"
that "goldens were written" bash -c 'find Tests/Goldens -name "*.png" | grep -q .'
that "with the renderer stamp" grep -q '^renderer ' Tests/Goldens/widgetsnap-renderer.txt
expect 0 "widgetsnap test passes against them (on CI)" env CI=true widgetsnap test Layouts --quiet
sed -i 's/Hello, {entry.name}!/Hi there, {entry.name}!/' Layouts/hello.json5
expect 1 "a changed layout fails (on CI)" env CI=true widgetsnap test Layouts --quiet --report report
that "the report carries a decisions file" test -f report/decisions.json
ok "widgetsnap accept takes the report" widgetsnap accept report
expect 0 "and the run passes again (on CI)" env CI=true widgetsnap test Layouts --quiet

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
