#!/usr/bin/env bash
# Every benchmark of this folder in a quick mode (a few seconds each), so that none of them can stop
# working unnoticed: `make test` runs this. Nothing here judges a number (timed assertions belong
# to the full runs, see README.md); each benchmark must run, exit 0 and print the line that carries
# its numbers, or this script fails and shows that benchmark's output.
#
#   Benchmarks/quick.sh            # uses .build/release/widgetsnap (make build first)
#   Benchmarks/quick.sh NAME…      # only these: check-scaling modes stack diff-vs-peers
#                                  #   render-vs-chromium gallery-rebuild gallery-scale fidelity startup before-after
#
# The outputs of the benchmarks go to a temporary folder, removed at the end.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
cd "$root"
bin="$root/.build/release/widgetsnap"
[[ -x $bin ]] || { echo "quick.sh: no $bin (run make build)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export BENCH_QUICK=1

# name | the line (an extended regular expression) its output must hold | the command
benchmarks=(
  "check-scaling|^modifiers +400 items +[0-9.]+ s|bash Benchmarks/check-scaling.sh $bin"
  "modes|^dark-clear +[0-9.]+ s per image|bash Benchmarks/modes.sh $bin"
  "stack|^best of 3: [0-9.]+ s|bash Benchmarks/stack.sh $bin"
  "diff-vs-peers|[0-9.]+ ms ≤|bash Benchmarks/diff-vs-peers.sh --runs 2 --warmup 1 --no-image"
  "render-vs-chromium|[0-9.]+×|bash Benchmarks/render-vs-chromium.sh --no-build --runs 1 --cold 2 --shots 3 --warmup 1 --nav 1 --no-unthrottled --out $work/render-vs-chromium"
  "gallery-rebuild|^no change +[0-9.]+ s|bash Benchmarks/gallery-rebuild.sh $bin"
  "gallery-scale|time to interactive: median [0-9]+ ms|bash Benchmarks/gallery-scale.sh 200 $bin"
  "startup|^render +CPU median [0-9.]+ ms|bash Benchmarks/startup.sh $bin"
  "before-after|^systemLarge +weather .* after: +[0-9.]+|python3 Benchmarks/before_after.py $bin $bin"
  "fidelity|whole image: [0-9.]+ %|env WIDGETSNAP=$bin bash Benchmarks/fidelity/run.sh $root/../shared/fidelity/home-assistant-ios $work/fidelity"
)

wanted=("$@")
failed=0
for entry in "${benchmarks[@]}"; do
  IFS='|' read -r name pattern command <<<"$entry"
  if (( ${#wanted[@]} )) && [[ ! " ${wanted[*]} " == *" $name "* ]]; then continue; fi
  if [[ $name == fidelity && ! -d $root/../shared/fidelity/home-assistant-ios ]]; then
    echo "quick: $name skipped (no ../shared/fidelity beside the checkout)"
    continue
  fi
  log="$work/$name.log"
  start=$(date +%s.%N)
  status=0
  $command > "$log" 2>&1 || status=$?
  seconds=$(python3 -c "print(f'{$(date +%s.%N) - $start:.1f}')")
  if (( status != 0 )); then
    echo "quick: $name FAILED (exit $status after $seconds s); its output:"; sed 's/^/    /' "$log"; failed=1
  elif ! grep -Eq "$pattern" "$log"; then
    echo "quick: $name FAILED (no line matching /$pattern/ in its output); its output:"; sed 's/^/    /' "$log"; failed=1
  else
    echo "quick: $name ran in $seconds s: $(grep -E "$pattern" "$log" | head -1 | sed 's/^ *//')"
  fi
done
exit $failed
