#!/usr/bin/env bash
# Contact sheets (issue 14): each example's first instance, first entry, real state, every family of
# the default device, in six contexts, one PNG per example (rows top to bottom):
#   1 dark-tinted   2 dark-clear   3 vibrant   4 Dynamic Type AX5 (light)   5 ja (light)   6 ar (light)
# on a mid-grey sheet (so that white on white and missing backgrounds show).
#   bash Tools/contact-sheets/contact-sheets.sh [OUT_DIR]      (default Output/contact-sheets)
# Uses the debug build (.build/debug/widgetsnap, built if missing); the sheets are deterministic.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:-$root/Output/contact-sheets}"
bin="$root/.build/debug/widgetsnap"
[ -x "$bin" ] || (cd "$root" && swift build --product widgetsnap)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
common=(--out "$work" --instance first --entry 0 --state real --scale 2 --quiet)
for layout in "$root"/Layouts/*.json5; do
  "$bin" render "$layout" "${common[@]}" --appearance dark-tinted,dark-clear,vibrant
  "$bin" render "$layout" "${common[@]}" --appearance light --dynamic-type ax5
  "$bin" render "$layout" "${common[@]}" --appearance light --locale ja,ar
done
python3 "$root/Tools/contact-sheets/compose.py" "$work" "$out"
