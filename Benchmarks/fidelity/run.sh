#!/usr/bin/env bash
# Fidelity against real SwiftUI: renders the rebuilds in layouts/ the way the real snapshot tests
# rendered them (a free canvas: no container background, no margins, no corner mask, white or
# black behind, @3x), then compares each with the real PNG element by element (compare.py).
#
#   Benchmarks/fidelity/run.sh [REAL_DIR] [OUT_DIR]
#
# REAL_DIR: the shared real renders (default ../shared/fidelity/home-assistant-ios next to the
# checkout); OUT_DIR: where renders and side-by-side pictures go (default a new temporary folder).
# Uses .build/debug/widgetsnap (built if missing; WIDGETSNAP=path picks another binary).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
real="${1:-$repo/../shared/fidelity/home-assistant-ios}"
out="${2:-$(mktemp -d "${TMPDIR:-/tmp}/widgetsnap-fidelity.XXXXXX")}"
bin="${WIDGETSNAP:-$repo/.build/debug/widgetsnap}"
[ -d "$real" ] || { echo "no real renders at $real" >&2; exit 66; }
if [ ! -x "$bin" ]; then (cd "$repo" && swift build --product widgetsnap >&2); fi
mkdir -p "$out/renders" "$out/side-by-side"

# case name, layout file, canvas device (the real test's frame size).
cases=(
  "calendar-small calendar-small.json5 canvas-170x170"
  "calendar-medium-no-events calendar-medium-no-events.json5 canvas-364x170"
  "gauge-normal gauge-normal.json5 canvas-160x160"
  "gauge-single-label gauge-single-label.json5 canvas-160x160"
  "gauge-capacity gauge-capacity.json5 canvas-160x160"
  "tiles-small-01 tiles-small-01.json5 canvas-160x160"
  "tiles-small-03 tiles-small-03.json5 canvas-160x160"
  "energy-small energy-small.json5 canvas-160x160"
)
for c in "${cases[@]}"; do
  read -r name file device <<<"$c"
  tmp="$out/work/$name"
  "$bin" render "$here/layouts/$file" --out "$tmp" --device "$device" --state real --appearance light,dark \
    --assets "$real/assets" --quiet
  for appearance in light dark; do
    cp "$(find "$tmp" -name "00-$appearance-real@3x.png" | head -1)" "$out/renders/$name-$appearance.png"
  done
done
python3 "$here/compare.py" "$here/elements.json" "$real" "$out/renders" "$out/side-by-side"
