#!/bin/sh
# Installs a widgetsnap release archive (made by `make dist`) after checking its SHA-256.
#
#   install.sh [--prefix DIR] [--sha256 HASH] [--from URL|DIR] VERSION
#
# VERSION      the release, e.g. 0.2.0 (a leading v is dropped)
# --from       where the release files are: a URL (https://…, file://…) or a folder holding
#              widgetsnap-VERSION-linux-ARCH.tar.gz and its .sha256 (default: $WIDGETSNAP_RELEASES)
# --prefix     where bin/widgetsnap and share/widgetsnap go (default: /usr/local)
# --sha256     the archive's expected SHA-256; without it the release's .sha256 file is used
#
# WIDGETSNAP_TOKEN, when set, is sent as a bearer token (a private host). The program needs the
# Debian packages listed in the archive's debian-packages.txt (apt-get install them first).
set -eu

prefix=/usr/local
sha=""
from="${WIDGETSNAP_RELEASES:-}"
version=""
die() { echo "install.sh: $*" >&2; exit 1; }
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || die "--prefix needs a folder"; prefix=$2; shift 2 ;;
    --sha256) [ $# -ge 2 ] || die "--sha256 needs a hash"; sha=$2; shift 2 ;;
    --from) [ $# -ge 2 ] || die "--from needs a URL or folder"; from=$2; shift 2 ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    -*) die "unknown option $1" ;;
    *) [ -z "$version" ] || die "one version only"; version=${1#v}; shift ;;
  esac
done
[ -n "$version" ] || die "usage: install.sh [--prefix DIR] [--sha256 HASH] [--from URL|DIR] VERSION"
printf '%s' "$version" | grep -Eq '^[0-9]+\.[0-9]+\.[0-9]+$' || die "'$version' is not a version like 0.2.0"
[ -n "$from" ] || die "say where the releases are: --from URL or WIDGETSNAP_RELEASES (docs/ci.md#installing-a-release)"

arch=$(uname -m)
name="widgetsnap-$version-linux-$arch.tar.gz"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fetch() {
  case "$from" in
    http://*|https://*|file://*)
      if [ -n "${WIDGETSNAP_TOKEN:-}" ]; then
        curl -fsSL --proto '=https,file' -H "Authorization: Bearer $WIDGETSNAP_TOKEN" -o "$work/$1" "$from/$1"
      else
        curl -fsSL --proto '=https,file' -o "$work/$1" "$from/$1"
      fi ;;
    *) cp "$from/$1" "$work/$1" ;;
  esac || die "cannot fetch $from/$1"
}

fetch "$name"
if [ -z "$sha" ]; then
  fetch "$name.sha256"
  sha=$(cut -d' ' -f1 < "$work/$name.sha256")
fi
printf '%s' "$sha" | grep -Eq '^[0-9a-f]{64}$' || die "'$sha' is not a SHA-256 (64 hex digits)"
actual=$(sha256sum "$work/$name" | cut -d' ' -f1)
[ "$actual" = "$sha" ] || die "checksum mismatch for $name: expected $sha, got $actual (nothing installed)"

mkdir "$work/x"
tar -xzf "$work/$name" -C "$work/x" --no-same-owner
top="$work/x/widgetsnap-$version"
[ -x "$top/bin/widgetsnap" ] || die "$name has no widgetsnap-$version/bin/widgetsnap"
said=$("$top/bin/widgetsnap" --version | head -n 1) || die "the archive's widgetsnap does not run; install the packages of $top/debian-packages.txt"
[ "$said" = "widgetsnap $version" ] || die "the archive says '$said', not widgetsnap $version"

install -d "$prefix/bin" "$prefix/share/widgetsnap"
install -m 755 "$top/bin/widgetsnap" "$prefix/bin/widgetsnap"
cp -R "$top/share/widgetsnap/." "$prefix/share/widgetsnap/"
echo "installed widgetsnap $version into $prefix/bin/widgetsnap"
