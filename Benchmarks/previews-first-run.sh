#!/usr/bin/env bash
# How long `widgetsnap previews` takes in a package that depends on widgetsnap by URL (SwiftPM
# checked it out under .build/checkouts/widgetsnap), before and after the shared build
# (docs/swiftui.md#the-shared-build):
#   before  the former default: a scratch package per user package (--build-dir <pkg>/.build/widgetsnap-previews),
#           which builds a second copy of widgetsnap in every package;
#   after   the default: one build per widgetsnap version and toolchain under $XDG_CACHE_HOME/widgetsnap/previews.
# For each: package A's first run, its second run (nothing changed), a run after a one-line change
# of A's widget, then package B's first run (another package, the same widgetsnap version).
# The "after" runs start from an empty cache (XDG_CACHE_HOME is a folder of this run).
#
#   Benchmarks/previews-first-run.sh            # .build/debug/widgetsnap (built when missing)
#   Benchmarks/previews-first-run.sh BINARY     # another build of the command
#   PREVIEWS_BENCH_DIR=DIR                       # work there (kept) instead of a temporary folder
#
# widgetsnap's version is this repository's HEAD commit (a clone of it is the packages' URL), so
# commit first. Four full builds of widgetsnap in debug: minutes. Not a timed test: it only prints.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"
bin="${1:-.build/debug/widgetsnap}"
[[ -x "$bin" ]] || swift build --product widgetsnap >&2
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"
if [[ -n "${PREVIEWS_BENCH_DIR:-}" ]]; then work="$PREVIEWS_BENCH_DIR"; rm -rf "$work"; mkdir -p "$work"
else work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT; fi
work="$(cd "$work" && pwd)"
revision="$(git rev-parse HEAD)"
git clone -q --no-checkout "$repo" "$work/widgetsnap"

# package NAME: a package whose widget file has a #Preview, depending on widgetsnap at HEAD.
package() {
  local pkg="$work/$1"
  mkdir -p "$pkg/Sources/AppWidgets"
  cat > "$pkg/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "$1", platforms: [.macOS(.v14)],
    dependencies: [.package(url: "file://$work/widgetsnap", revision: "$revision")],
    targets: [.target(name: "AppWidgets", dependencies: [.product(name: "SwiftUI", package: "widgetsnap"),
                                                        .product(name: "WidgetKit", package: "widgetsnap")])])
MANIFEST
  cat > "$pkg/Sources/AppWidgets/Widgets.swift" <<'SWIFT'
import SwiftUI
import WidgetKit

struct TallyEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct TallyView: View {
    var entry: TallyEntry
    var body: some View {
        VStack(alignment: .leading) {
            Text("Tally").font(.headline)
            Text("\(entry.count)").font(.largeTitle)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

#Preview("Tally", as: .systemSmall) {
    TallyWidget()
} timeline: {
    TallyEntry(date: .now, count: 3)
}

struct TallyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tally", provider: TallyProvider()) { TallyView(entry: $0) }
    }
}

struct TallyProvider: TimelineProvider {
    func placeholder(in context: Context) -> TallyEntry { TallyEntry(date: .now, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (TallyEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TallyEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}
SWIFT
  (cd "$pkg" && swift package resolve >/dev/null 2>&1)
  [[ -d "$pkg/.build/checkouts/widgetsnap" ]] || { echo "SwiftPM did not check widgetsnap out into $pkg" >&2; exit 1; }
}

seconds() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$1" "$2"; }
# timed PKG [OPTION...]: one run of previews on PKG's widget file; prints its seconds.
timed() {
  local pkg="$work/$1"; shift
  local start; start=$(date +%s.%N)
  (cd "$pkg" && XDG_CACHE_HOME="$work/cache" "$bin" previews Sources/AppWidgets --quiet "$@") > "$work/last.log" 2>&1 \
    || { cat "$work/last.log" >&2; exit 1; }
  seconds "$start" "$(date +%s.%N)"
}
edit() { sed -i "s/count: 3)/count: $2)/" "$work/$1/Sources/AppWidgets/Widgets.swift"; }

echo "widgetsnap previews, one #Preview (a systemSmall widget); widgetsnap $revision; $(nproc) cores; seconds, wall clock"
echo "| run | before (a build per package) | after (the shared build) |"
echo "| --- | --- | --- |"
declare -A before after
for mode in before after; do
  rm -rf "$work/A" "$work/B" "$work/cache"
  package A; package B
  opts_a=(); opts_b=()
  if [[ $mode == before ]]; then opts_a=(--build-dir "$work/A/.build/widgetsnap-previews"); opts_b=(--build-dir "$work/B/.build/widgetsnap-previews"); fi
  t1=$(timed A "${opts_a[@]}"); t2=$(timed A "${opts_a[@]}"); edit A 4; t3=$(timed A "${opts_a[@]}"); t4=$(timed B "${opts_b[@]}")
  if [[ $mode == before ]]; then before=([1]=$t1 [2]=$t2 [3]=$t3 [4]=$t4); else after=([1]=$t1 [2]=$t2 [3]=$t3 [4]=$t4); fi
  cp -R "$work/A/.build/previews" "$work/page-$mode"
done
echo "| package A, first run | ${before[1]} | ${after[1]} |"
echo "| package A, second run (no change) | ${before[2]} | ${after[2]} |"
echo "| package A, after a one-line change | ${before[3]} | ${after[3]} |"
echo "| package B, first run (same widgetsnap) | ${before[4]} | ${after[4]} |"
if diff -r "$work/page-before" "$work/page-after" >/dev/null; then echo "the pages of both are byte-identical"
else echo "the pages differ" >&2; exit 1; fi
