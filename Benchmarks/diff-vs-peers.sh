#!/usr/bin/env bash
# Times `widgetsnap diff` against pixelmatch-fast (PyPI) and ImageMagick `compare` on the same pairs,
# pinned to one core, and prints medians, ratios, mismatch counts and PASS/FAIL for the targets.
#
#   bash Benchmarks/diff-vs-peers.sh [--runs N] [--warmup N] [--no-image] [--json FILE]
#   DIFF_BENCH_CPU=1 bash Benchmarks/diff-vs-peers.sh    # pin to another core (default 0)
#
# Sets up what is missing: builds widgetsnap (make build) if .build/release/widgetsnap is absent,
# installs Debian's imagemagick if `compare` is absent, and makes Benchmarks/.venv with pixelmatch-fast.
# Generated pairs go to Benchmarks/pairs/ (git-ignored). Exit 0 unless a tool fails to run.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
bin="$root/.build/release/widgetsnap"
venv="$root/Benchmarks/.venv"
PIXELMATCH_FAST_VERSION=1.3.4

if [ ! -x "$bin" ]; then
  echo "building widgetsnap (make build) ..."
  make build
fi

if ! command -v compare >/dev/null 2>&1 || ! compare -version 2>/dev/null | grep -q ImageMagick; then
  echo "installing Debian's imagemagick ..."
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends imagemagick
fi

if ! command -v taskset >/dev/null 2>&1; then
  echo "error: taskset (util-linux) is needed to pin the tools to one core" >&2
  exit 2
fi

if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import pixelmatch' >/dev/null 2>&1; then
  echo "creating $venv with pixelmatch-fast $PIXELMATCH_FAST_VERSION ..."
  python=""
  for p in python3 python3.13 python3.12 python3.11; do
    if command -v "$p" >/dev/null 2>&1 && "$p" -c 'import sys; sys.exit(sys.version_info < (3, 11, 1))'; then python="$p"; break; fi
  done
  if [ -z "$python" ]; then
    echo "error: pixelmatch-fast needs Python >= 3.11.1" >&2
    exit 2
  fi
  rm -rf "$venv"
  "$python" -m venv "$venv"
  "$venv/bin/pip" install -q "pixelmatch-fast==$PIXELMATCH_FAST_VERSION"
fi

# Everything below runs on one core (CPU 0 unless DIFF_BENCH_CPU says otherwise): taskset pins the
# harness and every process it spawns inherits that.
exec taskset -c "${DIFF_BENCH_CPU:-0}" "$venv/bin/python" "$root/Benchmarks/diff_vs_peers.py" --bin "$bin" --root "$root" "$@"
