#!/usr/bin/env bash
# How long the gallery takes to build again: with nothing changed, and after one colour change
# reviewed against the first build (`--baseline`), each beside the first full build of the same
# layouts in the same run (the ratio is the share of the full build the rebuild costs).
#
#   Benchmarks/gallery-rebuild.sh            # the example Layouts/, .build/release/widgetsnap (built when missing)
#   Benchmarks/gallery-rebuild.sh BINARY     # another build
#   BENCH_QUICK=1 Benchmarks/gallery-rebuild.sh   # one example layout, one timed run (Benchmarks/quick.sh)
#
# The layouts are copied to a temporary folder; the change is one colour of the weather widget's
# clear-mode gradient (`clearTop`, light), which changes its 48 snapshots in that mode... and every
# input key of the weather layout, so its variants are drawn again and compared with the baseline.
# Times are wall-clock, the best of three runs (one in quick mode). Not a timed test: it only prints.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/release/widgetsnap}"
if [[ ! -x "$bin" ]]; then make build >&2; fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/layouts"
if [[ -n "${BENCH_QUICK:-}" ]]; then
  cp Layouts/weather.json5 "$work/layouts/"; runs=1
else
  cp -r Layouts/. "$work/layouts/"; runs=3
fi

seconds() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.3f}')" "$1" "$2"; }
gallery() { "$bin" gallery "$work/layouts" --assets Assets --quiet "$@" > "$work/last.log" 2>&1 || { cat "$work/last.log" >&2; exit 1; }; }

start=$(date +%s.%N); gallery --out "$work/first"; full=$(seconds "$start" "$(date +%s.%N)")
snapshots=$(find "$work/first/snapshots" -name '*.png' | wc -l)

best() {  # best of $runs wall-clock times of `gallery "$@"`, after `prepare` (a function name)
  local b=""
  for _ in $(seq 1 "$runs"); do
    "$1"; shift 0
    local s t; s=$(date +%s.%N); gallery "${@:2}"; t=$(seconds "$s" "$(date +%s.%N)")
    if [[ -z $b ]] || python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) < float(sys.argv[2]) else 1)" "$t" "$b"; then b=$t; fi
  done
  echo "$b"
}
nothing() { :; }
unchanged=$(best nothing --out "$work/first")
grep -q "^no changes" "$work/last.log" || { echo "the rebuild with nothing changed drew something:" >&2; cat "$work/last.log" >&2; exit 1; }

# One colour change, reviewed against the first build, into a fresh copy of it each run.
recolour() {
  rm -rf "$work/second"; cp -r "$work/first" "$work/second"
  sed 's/clearTop: {light: "#2F80D8"/clearTop: {light: "#2F70D8"/' Layouts/weather.json5 > "$work/layouts/weather.json5"
}
review=$(best recolour --out "$work/second" --baseline "$work/first")
changed=$(grep -o '[0-9]* changed' "$work/last.log" | head -1)
cp Layouts/weather.json5 "$work/layouts/weather.json5"

ratio() { python3 -c "import sys; print(f'{float(sys.argv[1]) / float(sys.argv[2]) * 100:.1f} %')" "$1" "$2"; }
echo "layout files: $(find "$work/layouts" -name "*.json5" | wc -l), snapshots: $snapshots, machine load: $(cut -d' ' -f1 /proc/loadavg)"
printf 'full build           %8.2f s\n' "$full"
printf 'no change            %8.2f s  (%s of the full build)\n' "$unchanged" "$(ratio "$unchanged" "$full")"
printf 'one colour, reviewed %8.2f s  (%s of the full build; %s)\n' "$review" "$(ratio "$review" "$full")" "$changed"
