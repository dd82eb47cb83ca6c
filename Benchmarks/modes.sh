#!/usr/bin/env bash
# Times rendering the rendering modes against full colour: the Weather example's systemLarge
# (1092×1146 px @3x), its first instance, four entries, real state, once per appearance.
#
#   Benchmarks/modes.sh            # uses .build/release/widgetsnap (built when missing)
#   Benchmarks/modes.sh BINARY     # times another build, e.g. .build/debug/widgetsnap
#
# Prints the best of three runs per appearance, in seconds per image (process start included);
# BENCH_QUICK=1 runs each once (Benchmarks/quick.sh, run by make test).
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/release/widgetsnap}"
if [[ ! -x "$bin" ]]; then swift build -c release --product widgetsnap >&2; fi
runs=3; [[ -n "${BENCH_QUICK:-}" ]] && runs=1   # Benchmarks/quick.sh: one run each
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for appearance in light dark-tinted dark-clear vibrant standby-night; do
  best=""
  for run in $(seq 1 "$runs"); do
    start=$(date +%s.%N)
    "$bin" render Layouts/weather.json5 --family systemLarge --instance first --state real \
      --appearance "$appearance" --out "$work/$appearance" --quiet
    end=$(date +%s.%N)
    t=$(python3 -c "print(($end - $start) / 4)")
    if [[ -z "$best" ]] || python3 -c "import sys; sys.exit(0 if $t < $best else 1)"; then best=$t; fi
  done
  printf '%-14s %.3f s per image\n' "$appearance" "$best"
done
