#!/usr/bin/env bash
# End-to-end tests of widgetsnap outside its own repository.
#
#   install  `make install` into a temporary prefix (and with DESTDIR), then in an empty folder
#            elsewhere: init, check, render, test (records, then passes), a layout edit (fails),
#            uninstall. No widgetsnap checkout is reachable from the working folder.
#   package  a new SwiftPM package in a temporary folder with a path dependency on this repository
#            and one Swift Testing test calling assertWidgetSnapshot without assets: or goldens:;
#            it records, then passes from the package root and from a subfolder. The widgetsnap command
#            plugin in it: --version, test records into the package, passes on CI, fails after an edit.
#   previews `widgetsnap previews` on a widget file in a temporary package (a widget with a timeline,
#            a view with .sizeThatFitsLayout, a configurable widget with `using:` an intent) and a Live
#            Activity file with an iOS 16 `previewContext(_:viewKind:)` PreviewProvider: the
#            PNGs, the page naming each preview, a byte-identical second run, and a type error that
#            exits 65 naming the user's file:line, two runs at once that take turns. All its runs
#            use the shared build (docs/swiftui.md#the-shared-build) of a cache folder of their own
#            (WIDGETSNAP_PREVIEWS_CACHE keeps it between runs of this script).
#
# Usage: bash Tests/EndToEnd/run.sh [install] [package] [previews]   (default: all three; package
# and previews each build the whole dependency, a few minutes). Ends with "N passed, N failed"; exits 1 on any failure.
set -uo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SWIFT="${SWIFT:-swift}"
parts=("$@")
[ ${#parts[@]} -eq 0 ] && parts=(install package previews)
work="$(mktemp -d "${TMPDIR:-/tmp}/widgetsnap-e2e.XXXXXX")"
trap 'rm -rf "$work"' EXIT
# Local runs record by default; CI would turn recording off, so neither leaks in.
unset CI WIDGETSNAP_RECORD

passed=0
failed=0
log="$work/last.log"

# ok NAME COMMAND...: runs COMMAND (output to $log) and expects exit code 0.
ok() { expect 0 "$@"; }

# expect CODE NAME COMMAND...: runs COMMAND and expects exit code CODE.
expect() {
  local code="$1" name="$2"; shift 2
  "$@" > "$log" 2>&1
  local got=$?
  if [ "$got" -eq "$code" ]; then
    passed=$((passed + 1)); echo "ok    $name"
  else
    failed=$((failed + 1)); echo "FAIL  $name (exit $got, expected $code)"; sed 's/^/      /' "$log" | tail -20
  fi
}

# fails NAME COMMAND...: runs COMMAND and expects it to fail (any non-zero exit code).
fails() {
  local name="$1"; shift
  "$@" > "$log" 2>&1
  local got=$?
  if [ "$got" -ne 0 ]; then
    passed=$((passed + 1)); echo "ok    $name"
  else
    failed=$((failed + 1)); echo "FAIL  $name (exit 0, expected a failure)"; sed 's/^/      /' "$log" | tail -20
  fi
}

# that NAME CONDITION...: a check of files or output, through `test` or grep.
that() {
  local name="$1"; shift
  if "$@" > /dev/null 2>&1; then passed=$((passed + 1)); echo "ok    $name"
  else failed=$((failed + 1)); echo "FAIL  $name: $*"; fi
}

run_install() {
  local prefix="$work/prefix" bin="$work/prefix/bin/widgetsnap" project="$work/project"
  echo "== make install, then widgetsnap in an empty folder"
  ok "make install PREFIX=$prefix" make -C "$repo" --no-print-directory install PREFIX="$prefix"
  that "the executable is installed" test -x "$bin"
  ok "make install with DESTDIR" make -C "$repo" --no-print-directory install DESTDIR="$work/stage" PREFIX=/usr
  that "DESTDIR is honoured" test -x "$work/stage/usr/bin/widgetsnap"

  mkdir -p "$project" && cd "$project" || return
  that "no widgetsnap checkout is reachable" bash -c '! ls -d Assets/Symbols ../Assets/Symbols ../../Assets/Symbols Package.swift'
  ok "widgetsnap --version" "$bin" --version
  ok "widgetsnap init" "$bin" init
  for f in Layouts/hello.json5 Schema/widgetsnap.schema.json Assets/Images .gitignore .github/workflows/widgetsnap.yml; do
    that "init wrote $f" test -e "$f"
  done
  that "the schema is the repository's" cmp Schema/widgetsnap.schema.json "$repo/Schema/widgetsnap.schema.json"
  expect 73 "init refuses to overwrite" "$bin" init
  that "and says so" grep -q "not overwriting existing files" "$log"
  ok "init --force overwrites" "$bin" init --force --quiet

  ok "widgetsnap check" "$bin" check
  that "check found the starter layout" grep -q "ok  Layouts/hello.json5: Hello" "$log"
  (cd Layouts && "$bin" check hello.json5 > "$log" 2>&1)
  that "check works from inside the layouts folder (no assets folder there)" test $? -eq 0

  ok "widgetsnap render" "$bin" render --quiet
  that "render wrote the snapshots" test -s Output/renders/Hello/default/systemSmall/iphone-430x932/00-light-real@3x.png
  that "render wrote the manifest" test -s Output/renders/manifest.json

  ok "widgetsnap test records the goldens" "$bin" test --quiet
  that "it said it recorded them" grep -q "^recorded Hello/default/systemSmall" "$log"
  that "the golden is in Tests/Goldens" test -s Tests/Goldens/Hello/default/systemSmall/iphone-430x932/00-light-real@3x.png
  ok "widgetsnap test passes against them" "$bin" test --quiet
  that "nothing recorded the second time" bash -c "! grep -q recorded '$log' && grep -q ' passed, 0 failed' '$log'"

  sed -i 's/Hello, {entry.name}!/Goodbye, {entry.name}!/' Layouts/hello.json5
  expect 1 "widgetsnap test fails after a layout edit" "$bin" test --quiet --record never
  that "the failure is printed" grep -q "^FAIL Hello/default/systemSmall" "$log"
  that "the .new.png is written" test -s Tests/Goldens/Hello/default/systemSmall/iphone-430x932/00-light-real@3x.new.png
  that "the .diff.png is written" test -s Tests/Goldens/Hello/default/systemSmall/iphone-430x932/00-light-real@3x.diff.png
  that ".gitignore covers them" bash -c "git init -q . && git check-ignore -q Tests/Goldens/Hello/default/systemSmall/iphone-430x932/00-light-real@3x.new.png"

  cd "$work" || return
  ok "make uninstall" make -C "$repo" --no-print-directory uninstall PREFIX="$prefix"
  that "the executable is gone" test ! -e "$bin"
}

run_package() {
  local pkg="$work/UserWidgets" identity
  identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
  echo "== a SwiftPM package that depends on this repository"
  mkdir -p "$pkg/Layouts" "$pkg/Tests/UserWidgetsTests" "$pkg/Sources/UserWidgets"
  cat > "$pkg/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "UserWidgets",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "UserWidgets"),
        .testTarget(name: "UserWidgetsTests", dependencies: [
            "UserWidgets", .product(name: "WidgetSnapshotTesting", package: "$identity"),
        ]),
    ]
)
EOF
  echo 'public let appName = "UserWidgets"' > "$pkg/Sources/UserWidgets/UserWidgets.swift"
  cp "$repo/Sources/WidgetSnapCLI/Starter/hello.json5" "$pkg/Layouts/hello.json5"
  cat > "$pkg/Tests/UserWidgetsTests/WidgetTests.swift" <<'EOF'
import Testing
import WidgetSnapshotTesting

@Test func helloSmall() {
    assertWidgetSnapshot(layout: "Layouts/hello.json5", family: "systemSmall")
}
EOF
  local golden="$pkg/Tests/UserWidgetsTests/__Snapshots__/WidgetTests/Hello/default/systemSmall/iphone-430x932/00-light-real@3x.png"
  cd "$pkg" || return
  ok "swift build --build-tests (builds widgetsnap as a dependency)" "$SWIFT" build --build-tests
  fails "the first swift test records, and so fails" "$SWIFT" test --skip-build
  that "it says it recorded the golden" grep -q "recorded the golden" "$log"
  that "the golden is beside the test file" test -s "$golden"
  ok "swift test passes from the package root" "$SWIFT" test --skip-build
  cd "$pkg/Tests" || return
  ok "swift test passes from a subfolder" "$SWIFT" test --skip-build
  that "no goldens were written elsewhere" bash -c "[ \$(find '$pkg' -path '$pkg/.build' -prune -o -name '*.png' -print | wc -l) -eq 1 ]"
  cd "$pkg" || return
  sed -i 's/Hello, {entry.name}!/Goodbye, {entry.name}!/' Layouts/hello.json5
  fails "swift test fails after a layout edit" "$SWIFT" test --skip-build
  that "the message names the .diff.png" grep -q "00-light-real@3x.diff.png" "$log"
  that "the message says how to accept it" grep -q "WIDGETSNAP_RECORD=failed" "$log"

  # The command plugin: the widgetsnap of the resolved dependency, built into this package's .build (docs/ci.md#the-command-plugin).
  local plugin=("$SWIFT" package --allow-writing-to-package-directory widgetsnap)
  ok "swift package widgetsnap --version (the plugin builds the tool)" "${plugin[@]}" --version
  that "it prints the tool's version" grep -q "^widgetsnap [0-9]" "$log"
  ok "swift package widgetsnap test records goldens into the package" "${plugin[@]}" test Layouts --goldens Tests/PluginGoldens --quiet
  that "the plugin's golden is in the package" test -s "$pkg/Tests/PluginGoldens/Hello/default/systemSmall/iphone-430x932/00-light-real@3x.png"
  ok "swift package widgetsnap test passes on CI" env CI=true "${plugin[@]}" test Layouts --goldens Tests/PluginGoldens --quiet
  sed -i 's/Goodbye, {entry.name}!/Farewell, {entry.name}!/' Layouts/hello.json5
  fails "swift package widgetsnap test fails after a layout edit" env CI=true "${plugin[@]}" test Layouts --goldens Tests/PluginGoldens --quiet
  that "with the tool's failure line" grep -q "^FAIL Hello/default/systemSmall" "$log"
  cd "$work" || return
}

run_previews() {
  local pkg="$work/PreviewedApp" bin="$repo/.build/debug/widgetsnap" cache="${WIDGETSNAP_PREVIEWS_CACHE:-$work/previews-cache}"
  echo "== widgetsnap previews on a package's widget file"
  [ -x "$bin" ] || ok "swift build --product widgetsnap" "$SWIFT" build --package-path "$repo" --product widgetsnap
  mkdir -p "$pkg/Sources/AppWidgets"
  printf '// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: "PreviewedApp", targets: [.target(name: "AppWidgets")])\n' > "$pkg/Package.swift"
  cat > "$pkg/Sources/AppWidgets/Widgets.swift" <<'EOF'
import AppIntents
import SwiftUI
import WidgetKit

struct TallyEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct TallyProvider: TimelineProvider {
    func placeholder(in context: Context) -> TallyEntry { TallyEntry(date: .now, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (TallyEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TallyEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct TallyView: View {
    let entry: TallyEntry
    var body: some View {
        VStack(alignment: .leading) {
            Text("Tally").font(.caption)
            Text("\(entry.count) {cups}").font(.title)
        }
        .containerBackground(.orange.gradient, for: .widget)
    }
}

struct TallyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "tally", provider: TallyProvider()) { TallyView(entry: $0) }
    }
}

struct RepeatIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Repeat"
    @Parameter(title: "Times", default: 1)
    var times: Int
    init() {}
    init(times: Int) { self.times = times }
}

struct RepeatProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> TallyEntry { TallyEntry(date: .now, count: 0) }
    func snapshot(for configuration: RepeatIntent, in context: Context) async -> TallyEntry { placeholder(in: context) }
    func timeline(for configuration: RepeatIntent, in context: Context) async -> Timeline<TallyEntry> {
        Timeline(entries: (0..<configuration.times).map { TallyEntry(date: .now, count: $0) }, policy: .atEnd)
    }
}

struct RepeatWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "repeat", intent: RepeatIntent.self, provider: RepeatProvider()) { TallyView(entry: $0) }
    }
}

#Preview("Two entries", as: .systemSmall) {
    TallyWidget()
} timeline: {
    TallyEntry(date: .now, count: 1)
    TallyEntry(date: .now, count: 2) // a comment { with a brace
}

#Preview("Just the view", traits: .sizeThatFitsLayout) {
    TallyView(entry: TallyEntry(date: .now, count: "}".count))
}

#Preview("Three times", as: .systemMedium, using: RepeatIntent(times: 3)) {
    RepeatWidget()
} timelineProvider: {
    RepeatProvider()
}
EOF
  cat > "$pkg/Sources/AppWidgets/Ride.swift" <<'EOF'
import ActivityKit
import SwiftUI
import WidgetKit

struct RideAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var etaMinutes: Int
        var driver: String
    }
    var pickup: String
}

struct RideActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { context in
            HStack {
                Image(systemName: "car.fill").foregroundStyle(.purple)
                Text("\(context.state.driver) · \(context.attributes.pickup)").font(.headline)
                Spacer()
                Text("\(context.state.etaMinutes) min").font(.title2).bold()
            }
            .foregroundStyle(.white)
            .padding()
            .activityBackgroundTint(.black.opacity(0.8))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Image(systemName: "car.fill").foregroundStyle(.purple) }
                DynamicIslandExpandedRegion(.trailing) { Text("\(context.state.etaMinutes) min") }
                DynamicIslandExpandedRegion(.bottom) { Text("\(context.state.driver) is on the way") }
            } compactLeading: {
                Image(systemName: "car.fill").foregroundStyle(.purple)
            } compactTrailing: {
                Text("\(context.state.etaMinutes)m")
            } minimal: {
                Text("\(context.state.etaMinutes)")
            }
        }
    }
}

// The iOS 16 form: the preview names the attributes only; the widget is the folder's activity for them.
struct RideActivity_Previews: PreviewProvider {
    static let attributes = RideAttributes(pickup: "Hayes St")
    static let contentState = RideAttributes.ContentState(etaMinutes: 4, driver: "Sam")
    static var previews: some View {
        attributes
            .previewContext(contentState, viewKind: .content)
            .previewDisplayName("Notification")
        attributes
            .previewContext(contentState, viewKind: .dynamicIsland(.compact))
            .previewDisplayName("Compact")
    }
}
EOF
  local out="$pkg/.build/previews"
  cd "$pkg" || return
  export XDG_CACHE_HOME="$cache"
  ok "widgetsnap previews builds and draws them" "$bin" previews Sources/AppWidgets --widgetsnap "$repo" --quiet
  that "it wrote the page" test -s "$out/index.html"
  that "nothing was written into the package's own folders" test ! -e "$pkg/Output"
  that "4 + 2 + 6 + 2 + 2 PNGs (2 entries, a view, 3 entries from the intent, the activity's Lock Screen and compact island; light and dark)" \
    test "$(find "$out/images" -name '*.png' | wc -l)" -eq 16
  for name in "Two entries" "Just the view" "Three times" "Widgets.swift:57" "Widgets.swift:64" "Widgets.swift:68" "Notification" "Compact" "Ride.swift:42"; do
    that "the page names $name" grep -q "$name" "$out/index.html"
  done
  that "previewContext(_:viewKind:) drew the folder's activity" test -s "$out/images/02-Ride-42/dynamicIsland-compact/0-dark.png"
  that "with its page (6 presentations, light and dark)" test "$(find "$out/pages" -name '*.png' | wc -l)" -eq 12
  that "the manifest lists 5 previews and the activity's page" test "$(grep -c '"kind"' "$out/previews.json")" -eq 6
  rm -rf "$work/previews-first" && cp -R "$out" "$work/previews-first"
  ok "a second run" "$bin" previews Sources/AppWidgets --widgetsnap "$repo" --quiet
  that "is byte-identical" diff -r "$work/previews-first" "$out"
  that "leaves nothing half-written beside the page" bash -c "[ \$(ls -A '$pkg/.build' | wc -l) -eq 1 ]"
  that "built in one slot of the shared build" test "$(ls -d "$cache"/widgetsnap/previews/*/build/.widgetsnap-previews-build | wc -l)" -eq 1
  # Two runs at once on the one build folder: the second waits for the first; both write the page.
  "$bin" previews Sources/AppWidgets --widgetsnap "$repo" --out "$work/previews-at-once-1" > "$work/at-once-1.log" 2>&1 &
  local first=$!
  "$bin" previews Sources/AppWidgets --widgetsnap "$repo" --out "$work/previews-at-once-2" > "$work/at-once-2.log" 2>&1
  local second=$?
  wait "$first"
  that "two runs at once both succeed" test "$?-$second" = "0-0"
  that "the first run's page is the page" diff -r "$work/previews-first" "$work/previews-at-once-1"
  that "and so is the second's" diff -r "$work/previews-first" "$work/previews-at-once-2"
  expect 64 "an invalid WIDGETSNAP_CLOCK is refused" env WIDGETSNAP_CLOCK=noon "$bin" previews Sources/AppWidgets --widgetsnap "$repo" --quiet
  that "the message says what the clock takes" grep -q "WIDGETSNAP_CLOCK is 'noon'; expected an ISO 8601 instant" "$log"
  that "the page of the good run is kept" diff -r "$work/previews-first" "$out"
  sed -i 's/Text("Tally").font(.caption)/Text("Tally").font(.caption).padding(notAValue)/' Sources/AppWidgets/Widgets.swift
  expect 65 "a type error exits 65" "$bin" previews Sources/AppWidgets --widgetsnap "$repo" --quiet
  that "the message names the user's file and line" grep -q "$pkg/Sources/AppWidgets/Widgets.swift:22:[0-9]*: error: cannot find 'notAValue'" "$log"
  that "the page of the last good run is kept" diff -r "$work/previews-first" "$out"
  unset XDG_CACHE_HOME
  cd "$work" || return
}

for part in "${parts[@]}"; do
  case "$part" in
    install) run_install ;;
    package) run_package ;;
    previews) run_previews ;;
    *) echo "unknown part '$part' (expected install, package or previews)"; failed=$((failed + 1)) ;;
  esac
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
