#!/usr/bin/env bash
# Times `widgetsnap stack` on a 10-widget Smart Stack over 7 days at a 1-minute step, with a glance
# every minute (10,080 glances) and 10 timelines of 336 entries each (one every 30 minutes, with
# relevance that rises and falls), plus a habit from donations. Target: under 1 s in a release build.
#
#   Benchmarks/stack.sh            # uses .build/release/widgetsnap (built when missing)
#   Benchmarks/stack.sh BINARY     # times another build, e.g. .build/debug/widgetsnap
#   BENCH_QUICK=1 Benchmarks/stack.sh   # two days, target not judged (Benchmarks/quick.sh, make test)
#
# The scenario and its layouts are written to a temporary folder; the best of three runs is printed.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/release/widgetsnap}"
if [[ ! -x "$bin" ]]; then swift build -c release --product widgetsnap >&2; fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/layouts"

days=7; [[ -n "${BENCH_QUICK:-}" ]] && days=2   # Benchmarks/quick.sh: two days, no target judged
python3 - "$work" "$days" <<'PY'
import sys, datetime
work, days = sys.argv[1], int(sys.argv[2])
start = datetime.datetime(2026, 6, 1, tzinfo=datetime.timezone.utc)
for w in range(10):
    entries = []
    for k in range(days * 48):
        t = start + datetime.timedelta(minutes=30 * k)
        score = ((k * 7 + w * 13) % 11) / 10
        duration = 1800 if (k + w) % 5 == 0 else 0
        entries.append('{date: "%s", relevance: {score: %s, duration: %d}, values: {n: %d}}'
                       % (t.strftime("%Y-%m-%dT%H:%M:%SZ"), score, duration, k))
    open(f"{work}/layouts/w{w}.json5", "w").write(
        '{kind: "Bench%d", displayName: "Bench %d", description: "", families: ["systemSmall"],'
        ' intent: {title: "Bench", predictable: true, parameters: []},'
        ' timeline: {entries: [%s]}, view: {Text: "{entry.n}"}}\n' % (w, w, ", ".join(entries)))
stack = ", ".join('{layout: "layouts/w%d.json5"}' % w for w in range(10))
donations = '{days: [-1, -2, -3, -5], at: "08:10", intent: "Bench3"}'
open(f"{work}/bench.json5", "w").write(
    '{day: "2026-06-01", days: %d, step: 1, stack: [%s], glances: {every: 1, from: "00:00", to: "23:59"},'
    ' donations: [%s]}\n' % (days, stack, donations))
PY

best=""
for run in 1 2 3; do
  t0=$(date +%s.%N)
  "$bin" stack "$work/bench.json5" --json > "$work/out.json"
  t1=$(date +%s.%N)
  s=$(python3 -c "print(f'{$t1 - $t0:.3f}')")
  if [[ -z "$best" ]] || python3 -c "import sys; sys.exit(0 if $s < $best else 1)"; then best=$s; fi
done
events=$(python3 -c "import json; d=json.load(open('$work/out.json')); print(len(d['events']), len(d['topPerStep']))")
echo "10 widgets, $days days, 1-minute step, $((days * 1440)) glances: events and steps: $events"
echo "best of 3: ${best} s (target < 1 s for 7 days)"
# A report, not a timed test, in quick mode (Benchmarks/quick.sh): the numbers are printed, not judged.
[[ -n "${BENCH_QUICK:-}" ]] && exit 0
python3 -c "import sys; sys.exit(0 if $best < 1.0 else 1)" && echo PASS || { echo FAIL; exit 1; }
