#!/usr/bin/env bash
# The workflow `widgetsnap init` writes, run step by step as written (issue 28): Tests/Workflow/simulate.py
# plays the GitHub runner on this machine (debian:bookworm), installing widgetsnap from the release
# archive of `make dist` with the installer init wrote. The first run has no goldens: the snapshot
# step fails saying the goldens folder is missing, and the artifact holds the report, JUnit, the new
# images and the decisions; `widgetsnap accept` on it records the goldens; the second run passes,
# and a third one takes widgetsnap from the cache.
#
# Usage: bash Tests/Workflow/run.sh. Ends with "N passed, N failed"; exits 1 on any failure.
set -uo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SWIFT="${SWIFT:-swift}"
work="$(mktemp -d "${TMPDIR:-/tmp}/widgetsnap-workflow.XXXXXX")"
trap 'rm -rf "$work"' EXIT
unset CI WIDGETSNAP_RECORD GITHUB_ACTIONS
log="$work/last.log"
log_lines=40
. "$repo/Tests/lib/checks.sh"

dist="$work/dist"
ok "make dist" make -C "$repo" --no-print-directory dist DIST="$dist" SWIFT="$SWIFT"
tool="$repo/.build/release/widgetsnap"
project="$work/app"
ok "widgetsnap init in an empty repository" "$tool" init "$project" --quiet
workflow="$project/.github/workflows/widgetsnap.yml"
py=/usr/bin/python3; [ -x "$py" ] || py=python3
simulate() { "$py" "$repo/Tests/Workflow/simulate.py" "$workflow" --workspace "$project" --state "$work/runner" --var "WIDGETSNAP_RELEASES=file://$dist"; }

expect 1 "the first run fails: no goldens yet" simulate
cp "$log" "$work/run1.log"
for step in "Debian packages widgetsnap draws with" "Cache widgetsnap" "Install widgetsnap" "widgetsnap --version" "widgetsnap check Layouts" \
            "Design lint" "Upload the report, JUnit and the new images" "Upload the lint to code scanning"; do
  that "run 1: '$step' ran and passed" grep -q "^ok    $step" "$work/run1.log"
done
that "run 1: the snapshot step failed" grep -q "^FAIL  (exit 1) Snapshots" "$work/run1.log"
that "run 1: it says the goldens folder is missing" grep -q "no goldens folder Tests/Goldens" "$work/run1.log"
that "run 1: and does not suggest --record missing on CI" bash -c "! grep -q -- '--record missing' '$work/run1.log'"
artifact="$work/runner/artifacts/widgetsnap-report"
for f in report/index.html report/report.json report/decisions.json junit.xml; do
  that "the artifact holds $f" test -s "$artifact/$f"
done
that "the artifact holds the new images" bash -c "find '$artifact/Tests/Goldens' -name '*.new.png' | grep -q ."
that "the SARIF was uploaded" test -s "$work/runner/artifacts/widgetsnap.sarif"
that "the step summary was written" grep -q "widgetsnap test" "$work/runner/tmp/github_step_summary"

cd "$project" || exit 1
ok "widgetsnap accept the artifact" "$tool" accept "$artifact"
that "the goldens are in the checkout" bash -c "find Tests/Goldens -name '*.png' ! -name '*.new.png' ! -name '*.diff.png' | grep -q ."
that "stamped with the renderer" grep -q "^renderer " Tests/Goldens/widgetsnap-renderer.txt
find Tests/Goldens -name '*.new.png' -delete
cd "$work" || exit 1

ok "the second run passes" simulate
that "run 2: every snapshot passed" grep -q " passed, 0 failed" "$log"
ok "the third run passes" simulate
that "run 3: widgetsnap came from the cache" grep -q "^skip  Install widgetsnap" "$log"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
