#!/usr/bin/env bash
# widgetsnap vs headless Chromium: per-image render time of the same widget, side by side.
#
#   Benchmarks/render-vs-chromium.sh [--no-build] [options of render_vs_chromium.py]
#
# Builds widgetsnap (`make build`) when the binary is missing or older than the sources, creates
# Benchmarks/.venv with selenium when missing, installs Debian's chromium and chromium-driver when
# missing, then runs Benchmarks/render_vs_chromium.py (see `--help`). Works from any checkout; the
# outputs go to Benchmarks/out/. Exit 0 whatever the numbers; non-zero only when something fails to run.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
cd "$root"

build=1
args=()
for a in "$@"; do
  case "$a" in
    --no-build) build=0 ;;
    *) args+=("$a") ;;
  esac
done

bin=.build/release/widgetsnap
# A stamp written after each build here: SwiftPM leaves the binary's date alone when nothing changed.
stamp="$here/out/.build-stamp"
if [[ $build == 1 ]]; then
  ref=$bin; [[ -e $stamp && $stamp -nt $bin ]] && ref=$stamp
  if [[ ! -x $bin ]] || [[ -n "$(find Sources Package.swift Package.resolved Makefile -newer "$ref" -print -quit 2>/dev/null)" ]]; then
    echo "render-vs-chromium: building widgetsnap (make build) …"
    make build
    mkdir -p "$here/out" && touch "$stamp"
  fi
fi
[[ -x $bin ]] || { echo "render-vs-chromium: no $bin (run make build)" >&2; exit 2; }

# Debian's browser and its driver (same version, from the same source package).
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  echo "render-vs-chromium: installing chromium and chromium-driver …"
  sudo=""; [[ $(id -u) == 0 ]] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium chromium-driver
fi

venv="$here/.venv"
if [[ ! -x $venv/bin/python ]] || ! "$venv/bin/python" -c 'import selenium' 2>/dev/null; then
  echo "render-vs-chromium: creating $venv (selenium) …"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q 'selenium>=4.11,<5'
fi

exec "$venv/bin/python" "$here/render_vs_chromium.py" --bin "$root/$bin" ${args[@]+"${args[@]}"}
