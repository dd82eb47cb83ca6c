#!/usr/bin/env bash
# Times `widgetsnap check` on generated layouts with many errors and prints the ratios: checking
# should be linear in the size of the file (a ratio of 2 for twice the items, 10 for ten times).
#
#   Benchmarks/check-scaling.sh            # uses .build/release/widgetsnap (built when missing)
#   Benchmarks/check-scaling.sh BINARY     # times another build, e.g. .build/debug/widgetsnap
#   BENCH_QUICK=1 Benchmarks/check-scaling.sh   # small sizes (Benchmarks/quick.sh, run by make test)
#
# Cases: 10k, 20k and 100k duplicated family names; 2k, 4k and 8k unknown modifiers, four to a view.
# Each layout is written to a temporary folder and checked three times; the best time is kept.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/release/widgetsnap}"
if [[ ! -x "$bin" ]]; then swift build -c release --product widgetsnap >&2; fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A layout whose families list holds n copies of "systemSmall" (n - 1 errors), or whose views
# have n modifiers with a misspelt name in all, four to a view (n errors).
make_layout() {
    local kind="$1" n="$2" out="$3"
    python3 - "$kind" "$n" > "$out" <<'PY'
import sys
kind, n = sys.argv[1], int(sys.argv[2])
families, modifiers = '["systemSmall"]', ''
if kind == "families":
    families = "[" + ",".join(['"systemSmall"'] * n) + "]"
else:
    # Four to a view: one view holds at most 63 modifiers (docs/limits.md, views and modifiers levels).
    text = '{Text: "a", modifiers: [' + ",".join(["{paddin: 1}"] * 4) + ']}'
    modifiers = "VStack: [" + ",".join([text] * (n // 4)) + "]"
if kind == "families":
    modifiers = 'Text: "a"'
print('{kind: "Scale", displayName: "d", description: "d", families: %s, '
      'timeline: {entries: [{date: "2026-01-01T00:00:00Z", values: {}}]}, view: {%s}}' % (families, modifiers))
PY
}

# The best of three wall-clock times of `check`, in seconds.
time_check() {
    local best=""
    for _ in 1 2 3; do
        local start end t
        start=$(date +%s.%N)
        "$bin" check "$1" --assets Assets > /dev/null 2>&1 || true
        end=$(date +%s.%N)
        t=$(echo "$end - $start" | bc)
        if [[ -z "$best" ]] || (( $(echo "$t < $best" | bc) )); then best=$t; fi
    done
    echo "$best"
}

report() {
    local kind="$1"; shift
    local first="" firstn=""
    for n in "$@"; do
        make_layout "$kind" "$n" "$work/$kind-$n.json5"
        local t; t=$(time_check "$work/$kind-$n.json5")
        if [[ -z "$first" ]]; then first=$t; firstn=$n; fi
        printf '%-10s %7d items  %8.3f s  size ×%-5s time ×%.2f\n' "$kind" "$n" "$t" \
            "$(echo "$n / $firstn" | bc)" "$(echo "$t / $first" | bc -l)"
    done
}

echo "widgetsnap check scaling ($bin)"
if [[ -n "${BENCH_QUICK:-}" ]]; then   # Benchmarks/quick.sh: small sizes, so that the script is known to run
    report families 1000 2000
    report modifiers 200 400
else
    report families 10000 20000 100000
    report modifiers 2000 4000 8000
fi
