#!/usr/bin/env bash
# The consumer harness (docs/development.md#the-consumer-harness): ONE scratch SwiftPM package that
# depends on this repository by path, as a user's package would, with
#   - every Tests/Consumer/Fixtures/<Name>/ as a library target and <Name>Tests/ as its test target;
#   - every conformance case of ../shared/conformance/swiftui-widgets (index.json) as its own library
#     target, its files copied unchanged, with a Swift Testing test that renders its widgets' families
#     from their own providers against Tests/Consumer/Conformance/Goldens/<case>/.
# A case passes when it compiles and all its snapshots match. Each case's outcome must be the one
# Tests/Consumer/Conformance/expected.json states ("passes", or "known-failure" with a reason), either way.
#   bash Tests/Consumer/run.sh
#   WIDGETSNAP_CONSUMER_DIR=DIR   build the scratch package there (kept; a later run builds incrementally)
#   WIDGETSNAP_CONFORMANCE_DIR=DIR  the conformance cases (default ../shared/conformance/swiftui-widgets)
#   WIDGETSNAP_RECORD=missing|failed|all  record goldens and copy them back into the repository
#                                 (default: never, so that a run never writes into the repository)
# The tests run as a user's would: the assertions pin the clock to 2026-06-01T09:41:00Z and the time
# zone to UTC themselves (WidgetSnapClock; docs/swiftui.md#the-pinned-clock), nothing is preloaded.
# Every build log is checked: a warning from widgetsnap's own sources fails the run (a user's first
# build must be quiet). An incremental run sees only the files it recompiled.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
SWIFT="${SWIFT:-swift}"
conformance="${WIDGETSNAP_CONFORMANCE_DIR:-$repo/../shared/conformance/swiftui-widgets}"
record="${WIDGETSNAP_RECORD:-never}"
if [ -n "${WIDGETSNAP_CONSUMER_DIR:-}" ]; then
  scratch="$WIDGETSNAP_CONSUMER_DIR"; mkdir -p "$scratch"
else
  scratch="$(mktemp -d)"; trap 'rm -rf "$scratch"' EXIT
fi
scratch="$(cd "$scratch" && pwd)"
start=$(date +%s)

cases=()
if [ -f "$conformance/index.json" ]; then
  conformance="$(cd "$conformance" && pwd)"
  mapfile -t cases < <(python3 -c 'import json,sys; print("\n".join(c["case"] for c in json.load(open(sys.argv[1]))))' "$conformance/index.json")
else
  echo "consumer harness: no conformance cases at $conformance; skipping the conformance part (fixtures only)"
  conformance=""
fi

# 1. The fixtures only: builds widgetsnap, its #Preview plugin and the fixtures.
python3 "$here/generate.py" "$repo" "$scratch"
mkdir -p "$scratch/logs"
# build LOG: builds the scratch package, its output also in logs/LOG.
build() {
  local status=0
  (cd "$scratch" && "$SWIFT" build --build-tests 2>&1) | tee "$scratch/logs/$1" || status=$?
  return "$status"
}
# The scratch package's own targets are always compiled again: SwiftPM's incremental build does not
# notice a change in the layout of a widgetsnap struct seen through a re-exporting module (SwiftUI
# re-exports WidgetSnapUI; swiftlang/swift#89636), and code compiled against the old layout reads
# garbage (it drew italics nobody asked for). widgetsnap's own modules are rebuilt as usual.
for dir in "$here"/Fixtures/*/; do rm -rf "$scratch"/.build/*/debug/"$(basename "$dir")".build; done
rm -rf "$scratch"/.build/*/debug/Conformance*.build
build build-fixtures.log
bin="$(cd "$scratch" && "$SWIFT" build --show-bin-path)"
plugin="$(ls "$bin"/WidgetSnapPreviewMacros-tool* 2>/dev/null | head -n1)"

# 2. Which cases compile, each type-checked alone against the built modules (so that one that does not
#    compile cannot stop the others' build), in its language mode.
compiling=()
mkdir -p "$scratch/logs"
swiftc="$(dirname "$(command -v "$SWIFT")")/swiftc"
for case in "${cases[@]}"; do
  mode=$(python3 -c 'import json,sys; c=[c for c in json.load(open(sys.argv[1])) if c["case"]==sys.argv[2]][0]; print(6 if c.get("swift6") else 5)' "$conformance/index.json" "$case")
  if "$swiftc" -typecheck -swift-version "$mode" -module-name "Conformance_${case//-/_}" -I "$bin/Modules" \
       -I "$repo/Sources/CPangoCairo" -I "$repo/Sources/CPNG" -load-plugin-executable "$plugin#WidgetSnapPreviewMacros" \
       "$conformance/$case"/src/*.swift > "$scratch/logs/$case.compile.log" 2>&1; then
    compiling+=("$case")
  fi
done

# 2b. Compile errors in user code point at the user's file and line, in the compiler's own words.
python3 "$here/check-compile-errors.py" "$swiftc" "$plugin" "$bin/Modules" "$repo" "$here"/CompileErrors/*.swift

# 3. The whole package: fixtures and the cases that compile; their goldens copied in.
python3 "$here/generate.py" "$repo" "$scratch" ${conformance:+"$conformance"} "${compiling[@]}"
rm -rf "$scratch/Goldens"; mkdir -p "$scratch/Goldens"
for case in "${compiling[@]}"; do
  if [ -d "$here/Conformance/Goldens/$case" ]; then cp -R "$here/Conformance/Goldens/$case" "$scratch/Goldens/$case"; fi
done
build build.log

# 3b. No warning from widgetsnap's sources in either build (the consumer's first build is quiet).
python3 "$here/check-warnings.py" "$repo" "$scratch/logs/build-fixtures.log" "$scratch/logs/build.log"

# 4. One test run, as a user's: nothing preloaded, in a time zone far from UTC (the assertions pin both).
status=0
(cd "$scratch" && env TZ=Pacific/Auckland WIDGETSNAP_RECORD="$record" "$SWIFT" test --skip-build) > "$scratch/logs/test.log" 2>&1 || status=$?

# 5. Outcomes against expected.json; recorded goldens copied back when recording was asked for.
python3 - "$here" "$scratch" "$status" "$record" "${cases[@]}" <<'PY'
import json, os, re, shutil, sys
here, scratch, status, record, cases = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5:]
log = open(os.path.join(scratch, "logs", "test.log"), errors="replace").read()
expected = json.load(open(os.path.join(here, "Conformance", "expected.json")))
failures = []
for name in sorted(set(expected) - set(cases)):
    if cases:
        failures.append("expected.json names %s, which is not a conformance case" % name)
for case in cases:
    fn = "conformance_" + case.replace("-", "_")
    compile_log = os.path.join(scratch, "logs", case + ".compile.log")
    errors = [l for l in open(compile_log, errors="replace").read().splitlines() if ": error: " in l]
    if errors:
        outcome, why = "known-failure", "does not compile: " + re.sub(r"^.*?: error: ", "", errors[0]) + " (%d errors)" % len(errors)
    elif re.search(r"Test %s\(\) passed" % fn, log):
        outcome, why = "passes", ""
    else:
        issues = re.findall(r"Test %s\(\) recorded an issue[^\n]*\n?([^\n]*)" % fn, log)
        outcome, why = "known-failure", "snapshots differ or are missing: " + (issues[0].strip() if issues else "see logs/test.log")
    want = expected.get(case, {}).get("expect", "(not in expected.json)")
    mark = "ok  " if want == outcome else "FAIL"
    print("%s %-20s %-13s %s" % (mark, case, outcome, why[:200]))
    if want != outcome:
        failures.append("%s: expected %s, got %s %s" % (case, want, outcome, why))
fixture_failed = [l for l in log.splitlines() if re.search(r"Test (?!conformance_)\S+ (failed|recorded an issue)", l)]
if status != 0 and not re.search(r"Test conformance_\w+\(\) (failed|recorded)", log):
    failures.append("the fixtures' tests failed (exit %d); see below" % status)
if fixture_failed:
    failures.append("fixture tests failed: " + "; ".join(fixture_failed[:5]))
def copy_back(source_root, target_root):
    for root, _, files in os.walk(source_root):
        for f in files:
            if f.endswith(".png") and not f.endswith(".new.png") and not f.endswith(".diff.png"):
                source = os.path.join(root, f)
                target = os.path.join(target_root, os.path.relpath(source, source_root))
                os.makedirs(os.path.dirname(target), exist_ok=True)
                shutil.copyfile(source, target)
if record != "never":
    copy_back(os.path.join(scratch, "Goldens"), os.path.join(here, "Conformance", "Goldens"))
    for name in os.listdir(os.path.join(scratch, "Tests")):
        goldens = os.path.join(scratch, "Tests", name, "__Goldens__")
        if os.path.isdir(goldens) and os.path.isdir(os.path.join(here, "Fixtures", name)):
            copy_back(goldens, os.path.join(here, "Fixtures", name, "__Goldens__"))
if failures:
    print("\n".join(["", "consumer harness FAILED:"] + ["  " + f for f in failures]))
    print("\n".join(log.splitlines()[-40:]))
    sys.exit(1)
PY
echo "consumer harness: passed in $(( $(date +%s) - start )) s (scratch package: $scratch)"
