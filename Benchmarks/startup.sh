#!/usr/bin/env bash
# Start-up: `--help`, `check` of one file and one cold render, each in a fresh process, median of 20
# (BENCH_QUICK=1: 3). Usage: Benchmarks/startup.sh [BIN]   (default .build/release/widgetsnap)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
bin="${1:-$root/.build/release/widgetsnap}"
[[ -x $bin ]] || { echo "startup.sh: no $bin (run make build)" >&2; exit 2; }
runs=20
[[ ${BENCH_QUICK:-} == 1 ]] && runs=3
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/startup.py "$bin" --runs "$runs" --out "$work"
