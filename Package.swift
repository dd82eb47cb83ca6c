// swift-tools-version:6.0
import PackageDescription
import CompilerPluginSupport

// widgetsnap: declarative WidgetKit-style layouts, laid out like SwiftUI and rendered on Linux.
//
//   JSON5 ─┬─ WidgetExpressions ─┐
//          └─────────────────────┴─ WidgetModel ── WidgetLayout ── WidgetRender (Cairo, Pango)
//   Pixels ── ImageDiff, PNGCodec (libpng)                              │
//   SnapshotFiles ── SnapshotVariants ── SnapshotPipeline ── SnapshotReports ── SnapshotGoldens ─┘
//     ── SmartStackScenarios, SnapshotLint;  WidgetSnapshotCore re-exports them all;  EditWidgetSheet
//   WidgetGallery ── WidgetSnapshotCore, EditWidgetSheet;  WidgetSnapshotTesting ── WidgetSnapshotCore, EditWidgetSheet
//   WidgetSnapCLI (arguments, printing) ── everything above;  widgetsnap (main.swift) ── WidgetSnapCLI
//
// Only WidgetRender imports the C graphics libraries; the model, expressions, layout and diff are pure.
let package = Package(
    name: "widgetsnap",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "widgetsnap", targets: ["widgetsnap"]),
        .library(name: "WidgetModel", targets: ["WidgetModel"]),
        .library(name: "WidgetLayout", targets: ["WidgetLayout"]),
        .library(name: "ImageDiff", targets: ["ImageDiff"]),
        .library(name: "WidgetSnapshotCore", targets: ["WidgetSnapshotCore"]),
        .library(name: "WidgetSnapshotTesting", targets: ["WidgetSnapshotTesting"]),
        .library(name: "WidgetSnapUI", targets: ["WidgetSnapUI"]),
        // Modules named as Apple's, for widget code on Linux (docs/swiftui.md).
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "os", targets: ["os"]),
        .library(name: "AudioToolbox", targets: ["AudioToolbox"]),
        // Live Activities' attributes and content states: `import ActivityKit` (docs/live-activities.md).
        .library(name: "ActivityKit", targets: ["ActivityKit"]),
        // Swift Charts in widgets: `import Charts` (docs/charts.md).
        .library(name: "Charts", targets: ["Charts"]),
        // SiriKit-configured widgets: `import Intents`, and the plugin that generates the classes of an `.intentdefinition`.
        .library(name: "Intents", targets: ["Intents"]),
        .plugin(name: "IntentDefinitions", targets: ["IntentDefinitions"]),
        // `Image(.logo)`, `Color.brand`: the symbols Xcode generates from a target's asset catalogs.
        .plugin(name: "AssetSymbols", targets: ["AssetSymbols"]),
        .plugin(name: "AssetResourceSymbols", targets: ["AssetResourceSymbols"]),
        // `swift package --allow-writing-to-package-directory widgetsnap test …`: the tool of the pinned dependency (docs/ci.md).
        .plugin(name: "WidgetSnapCommand", targets: ["WidgetSnapCommand"]),
        // The program `widgetsnap previews` builds from a folder's sources links this (docs/swiftui.md#previews).
        .library(name: "WidgetSnapPreviews", targets: ["WidgetSnapPreviews"]),
    ],
    dependencies: [],
    targets: [
        // JSON string literals for hand-written JSON. Standard library only.
        .target(name: "JSONText"),
        // "Did you mean …?" for misspelt names: the one edit distance. Standard library only.
        .target(name: "Suggestions"),
        // JSON5 text: the scanner, the value tree, source positions and syntax errors. Foundation only.
        .target(name: "JSON5"),
        // The binding expression language: lexer, parser, evaluator, formatters. Foundation only.
        .target(name: "WidgetExpressions", dependencies: ["JSON5", "Suggestions"]),
        // Layout files, configuration, timelines, the view IR, resolution and diagnostics. Foundation only.
        // The SF Symbols tables travel inside the binary: Symbols/sf-symbols.json and
        // Symbols/sf-symbols-estimated.txt link to Assets/Symbols/ (the source of truth).
        .target(name: "WidgetModel", dependencies: ["JSON5", "WidgetExpressions", "Suggestions", "ChartScales"],
                resources: [.embedInCode("Symbols/sf-symbols.json"), .embedInCode("Symbols/sf-symbols-estimated.txt"),
                            .embedInCode("Symbols/sf-symbol-metrics.json")]),
        // SwiftUI propose-and-respond layout and WidgetKit design rules. Pure.
        .target(name: "WidgetLayout", dependencies: ["WidgetModel", "JSONText"]),
        // The decoded image type (straight RGBA8) and the one unpremultiply routine. Standard library only.
        .target(name: "Pixels"),
        // The design lint: one rule per file over a variant's positioned tree (and its pixels for contrast). Pure.
        .target(name: "WidgetLint", dependencies: ["WidgetModel", "WidgetLayout", "Pixels"]),
        // pixelmatch-compatible image comparison on RGBA buffers. Standard library only.
        .target(name: "ImageDiff", dependencies: ["Pixels"]),
        // libpng and zlib, from Debian's libpng-dev (which brings zlib1g-dev).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // PNG decoding (libpng) and the deterministic FastPNG encoder.
        .target(name: "PNGCodec", dependencies: ["CPNG", "Pixels"]),
        // Cairo, Pango and fontconfig, from Debian's -dev packages (librsvg and poppler-glib are opened
        // when an SVG or PDF asset is first drawn: WidgetRender/Drawing/VectorLibraries.swift).
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo pangoft2",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "librsvg2-dev", "libfontconfig-dev", "libpoppler-glib-dev"])]),
        // The renderer: the only target that imports the C graphics libraries.
        .target(name: "WidgetRender", dependencies: ["WidgetModel", "WidgetLayout", "CPangoCairo", "PNGCodec"]),
        // The one HTML writer and escaper (the report, JUnit, the gallery) and JSON for script elements. Standard library only.
        .target(name: "HTMLMarkup", dependencies: ["JSONText"]),
        // The modules below, re-exported under the one name users and the other targets import.
        .target(name: "WidgetSnapshotCore", dependencies: ["SnapshotFiles", "SnapshotVariants", "SnapshotPipeline", "SnapshotReports",
                                                        "SnapshotGoldens", "SmartStackScenarios", "SnapshotLint", "HTMLMarkup"]),
        // A project's files: layouts loaded with their sources, assets, confined paths, atomic writes, hashes, the version.
        .target(name: "SnapshotFiles", dependencies: ["WidgetModel", "WidgetLayout", "WidgetRender", "PNGCodec"]),
        // Variants: their identities and file names, filters, the selection of families/appearances/locales, prune scopes.
        .target(name: "SnapshotVariants", dependencies: ["SnapshotFiles", "WidgetModel", "WidgetLayout", "Suggestions"]),
        // Rendering variants to PNG: the worker (fonts, assets, symbols), the worker pool, the pipeline, the manifest.
        .target(name: "SnapshotPipeline", dependencies: ["SnapshotFiles", "SnapshotVariants", "WidgetModel", "WidgetLayout", "WidgetRender", "PNGCodec", "JSONText"]),
        // Outcomes and what is written from them: the HTML report, JUnit, results JSON, text, GitHub summaries, merges.
        .target(name: "SnapshotReports", dependencies: ["SnapshotFiles", "SnapshotVariants", "SnapshotPipeline", "HTMLMarkup", "WidgetModel", "WidgetLayout"],
                resources: [.embedInCode("Resources/report.css"), .embedInCode("Resources/report.js"),
                            .embedInCode("Resources/logo.svg"), .embedInCode("Resources/check.svg")]),
        // Goldens: the one golden check, record modes and CI policy, renderer stamps, accept decisions and artifacts.
        .target(name: "SnapshotGoldens", dependencies: ["SnapshotFiles", "SnapshotVariants", "SnapshotPipeline", "SnapshotReports",
                                                     "WidgetModel", "WidgetLayout", "WidgetRender", "ImageDiff", "PNGCodec", "JSONText"]),
        // Smart Stack scenario files decoded, run through WidgetIntelligence, printed and checked against their goldens.
        .target(name: "SmartStackScenarios", dependencies: ["SnapshotFiles", "SnapshotReports", "SnapshotGoldens", "WidgetIntelligence", "WidgetModel", "Suggestions"]),
        // The design lint over a project's variants, and its outputs (text, JSON, SARIF, GitHub annotations);
        // VariantPass: one pass per variant that draws it and lints it from the same tree (test --lint, the gallery).
        .target(name: "SnapshotLint", dependencies: ["SnapshotFiles", "SnapshotVariants", "SnapshotPipeline", "SnapshotReports",
                                                  "WidgetLint", "WidgetModel", "WidgetLayout", "WidgetRender", "Pixels"]),
        // The Smart Stack model: relevance windows, habits, supported combinations, ranking, rotation, timelines. Pure.
        .target(name: "WidgetIntelligence"),
        // The static design-review site: pages, the Edit Widget sheet, Home Screens, reuse of unchanged images.
        // The Edit Widget sheet of a configured instance: its view tree and its image (the gallery shows it, the test API compares it).
        .target(name: "EditWidgetSheet", dependencies: ["WidgetModel", "WidgetLayout", "WidgetRender", "SnapshotFiles", "SnapshotPipeline"]),
        .target(name: "WidgetGallery", dependencies: ["JSONText", "WidgetSnapshotCore", "WidgetIntelligence", "WidgetLint", "WidgetSnapPreviewSyntax",
                                                      "EditWidgetSheet", "HTMLMarkup"],
                resources: [.embedInCode("Resources/gallery.css"), .embedInCode("Resources/gallery.js")]),
        // assertWidgetSnapshot for XCTest and Swift Testing suites, over the core.
        .target(name: "WidgetSnapshotTesting", dependencies: ["WidgetSnapshotCore", "WidgetSnapUI", "WidgetKit", "EditWidgetSheet", "Intents",
                                                           "WidgetSnapClock", "ActivityKit"]),
        // The wall clock pinned while a snapshot is drawn: the C library's clock functions defined again
        // (Linux), so `Date()` in a user's provider reads the pinned instant; the time zone UTC. Foundation only.
        .target(name: "CWidgetSnapClock", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "WidgetSnapClock", dependencies: ["CWidgetSnapClock"]),
        // The SwiftUI-compatible front end: views, modifiers and the environment evaluated once into the
        // ResolvedView IR (docs/swiftui.md). Foundation, WidgetModel, and WidgetLayout for the device sizes.
        .target(name: "WidgetSnapUI", dependencies: ["WidgetModel", "WidgetLayout", "WidgetSnapPreviewMacros", "CombineCore"]),
        // `import Combine` on Linux: publishers, subjects, AnyCancellable, ObservableObject and @Published
        // (SwiftUI re-exports it, as the SDK's does). Foundation only.
        // Combine's subset (ObservableObject, @Published, publishers, subjects, operators), which the front end uses;
        // `import Combine` re-exports it with FoundationNetworking (URLSession, its data task publisher), as Apple's
        // Foundation has URLSession. The tool links CombineCore only, so its executable needs no libcurl.
        .target(name: "CombineCore"),
        .target(name: "Combine", dependencies: ["CombineCore"]),
        // How `#Preview`'s text splits into arguments, by hand (no swift-syntax), and how `widgetsnap previews`
        // rewrites a file's previews into functions (PreviewRewrite). Standard library only.
        .target(name: "WidgetSnapPreviewSyntax"),
        // The `#Preview` compiler plugin: the plugin protocol spoken by hand. Foundation only.
        .macro(name: "WidgetSnapPreviewMacros", dependencies: ["WidgetSnapPreviewSyntax"]),
        // `import SwiftUI`, `import WidgetKit`, `import AppIntents` on Linux: re-export the front end;
        // WidgetKit adds widgets, configurations and timeline providers.
        .target(name: "SwiftUICore", dependencies: ["WidgetSnapUI"]),
        .target(name: "SwiftUI", dependencies: ["SwiftUICore", "WidgetSnapUI", "WidgetKit", "Combine"]),
        .target(name: "WidgetKit", dependencies: ["WidgetSnapUI", "WidgetModel", "WidgetLayout", "AppIntents", "Intents",
                                                  "ActivityKit"]),
        // `import ActivityKit`: ActivityAttributes, ActivityContent, ActivityViewContext, Activity. Foundation only.
        .target(name: "ActivityKit", dependencies: ["CombineCore"]),
        .target(name: "AppIntents", dependencies: ["WidgetSnapUI"]),
        // `import UIKit` re-exports the front end (its UIKit subset: UIColor, UIImage, UIFont, UITraitCollection);
        // `import os` / `import OSLog`: Logger writing to standard error at WIDGETSNAP_LOG_LEVEL. Foundation only.
        .target(name: "UIKit", dependencies: ["WidgetSnapUI", "_Testing_UIKit"]),
        // The module Swift Testing's cross-import overlay for UIKit names (a test importing Testing and UIKit needs it).
        .target(name: "_Testing_UIKit"),
        // `import os.log` names a submodule: a Swift module cannot have one, so `os` re-exports a clang module
        // of the same name whose (empty) submodules are log, signpost and activity.
        .systemLibrary(name: "os_submodules", path: "Sources/os_submodules"),
        .target(name: "os", dependencies: ["os_submodules"]),
        .target(name: "OSLog", dependencies: ["os"]),
        // `import AudioToolbox`: the system-sound calls widget intents make for haptics (recorded, not heard). Foundation only.
        .target(name: "AudioToolbox"),
        // What `widgetsnap previews` runs: every preview of a folder drawn in light and dark, with its manifest.
        .target(name: "WidgetSnapPreviews", dependencies: ["WidgetSnapUI", "WidgetKit", "WidgetLayout", "WidgetModel",
                                                           "WidgetSnapshotCore", "WidgetRender", "WidgetSnapPreviewSyntax",
                                                           "WidgetSnapClock"]),
        // Layouts/ examples written as SwiftUI widgets (not a product).
        .target(name: "SwiftUIExamples", dependencies: ["SwiftUI", "WidgetKit", "AppIntents",
                                                        "ActivityKit", "Charts"], path: "Examples/SwiftUI"),
        // What `widgetsnap previews` builds and runs: the scratch package written from a folder's sources, `swift build`, the runner.
        .target(name: "PreviewsBuilder", dependencies: ["SnapshotFiles", "WidgetModel", "WidgetSnapPreviewSyntax"]),
        .testTarget(name: "PreviewsBuilderTests", dependencies: ["PreviewsBuilder", "SnapshotFiles"]),
        // The command line: arguments, help and printing over the core and the gallery.
        // `widgetsnap init` writes the starter files of Starter/ (the schema links to Schema/), built in.
        .target(name: "WidgetSnapCLI", dependencies: ["Suggestions", "WidgetDoctor", "WidgetSnapshotCore", "WidgetGallery", "WidgetLint", "WidgetSnapPreviewSyntax",
                                                      "PreviewsBuilder", "WidgetKit", "EditWidgetSheet"],
                resources: [.embedInCode("Starter/widgetsnap.schema.json"), .embedInCode("Starter/hello.json5"),
                            .embedInCode("Starter/gitignore"), .embedInCode("Starter/widgetsnap.yml"),
                            .embedInCode("Starter/install-widgetsnap.sh")]),
        // `widgetsnap doctor`: what keeps a widget target's files from compiling on Linux (imports, outside types,
        // Xcode target membership) and the Package.swift that splits it out. Foundation only.
        .target(name: "WidgetDoctor"),
        // The one executable.
        .executableTarget(name: "widgetsnap", dependencies: ["WidgetSnapCLI"]),
        // Fuzzing: mutated layouts and generated expressions through decode, resolve, layout and render.
        .target(name: "WidgetFuzzing", dependencies: ["WidgetModel", "WidgetLayout", "WidgetRender", "TestSupport",
                                               "WidgetSnapshotCore", "WidgetSnapUI", "WidgetSnapPreviewSyntax", "IntentDefinitionCodegen", "PNGCodec"]),
        // `swift run -c release widgetsnap-fuzz --seconds 3600` (not a product).
        .executableTarget(name: "widgetsnap-fuzz", dependencies: ["WidgetFuzzing"]),

        // Helpers shared by the test targets (not a product).
        .target(name: "TestSupport", path: "Sources/TestSupport"),
        .testTarget(name: "JSON5Tests", dependencies: ["JSON5", "TestSupport"]),
        .testTarget(name: "HTMLMarkupTests", dependencies: ["HTMLMarkup"]),
        .testTarget(name: "WidgetExpressionsTests", dependencies: ["WidgetExpressions", "JSON5", "TestSupport"]),
        .testTarget(name: "WidgetModelTests", dependencies: ["WidgetModel", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WidgetLayoutTests", dependencies: ["WidgetLayout", "WidgetModel"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WidgetRenderTests", dependencies: ["WidgetRender", "WidgetLayout", "WidgetModel", "PNGCodec"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "Pixels", "PNGCodec"], resources: [.copy("Fixtures")]),
        .testTarget(name: "PixelsTests", dependencies: ["Pixels"], resources: [.copy("Fixtures")]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "Pixels"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WidgetSnapCLITests", dependencies: ["WidgetSnapCLI", "WidgetSnapshotCore", "WidgetGallery", "WidgetSnapshotTesting", "PNGCodec", "TestSupport",
                                                           "PreviewsBuilder", "SnapshotReports", "SmartStackScenarios", "WidgetSnapPreviews"]),
        .testTarget(name: "WidgetSnapshotTestingTests", dependencies: ["WidgetSnapshotTesting", "WidgetSnapUI",
                                                                   "ActivityKit", "WidgetKit", "SwiftUIExamples",
                                                                   "WidgetSnapPreviews", "WidgetGallery"]),
        // The tests of the modules WidgetSnapshotCore re-exports, one target each.
        .testTarget(name: "SnapshotFilesTests", dependencies: ["SnapshotFiles", "WidgetLayout"]),
        .testTarget(name: "SnapshotVariantsTests", dependencies: ["SnapshotVariants", "WidgetModel", "WidgetLayout"]),
        .testTarget(name: "SnapshotPipelineTests", dependencies: ["SnapshotPipeline", "SnapshotVariants", "SnapshotFiles", "WidgetModel", "WidgetLayout", "WidgetRender"]),
        .testTarget(name: "SnapshotReportsTests", dependencies: ["SnapshotReports", "SnapshotPipeline", "SnapshotVariants"]),
        .testTarget(name: "SnapshotGoldensTests", dependencies: ["SnapshotGoldens", "SnapshotPipeline", "SnapshotReports", "SnapshotVariants", "ImageDiff", "PNGCodec",
                                                          "WidgetModel", "WidgetLayout"]),
        .testTarget(name: "SmartStackScenariosTests", dependencies: ["SmartStackScenarios", "WidgetIntelligence"]),
        .testTarget(name: "SnapshotLintTests", dependencies: ["SnapshotLint", "WidgetLint", "JSON5"]),
        .testTarget(name: "WidgetIntelligenceTests", dependencies: ["WidgetIntelligence", "WidgetSnapshotCore"]),
        .testTarget(name: "WidgetLintTests", dependencies: ["WidgetLint", "WidgetSnapshotCore", "WidgetModel", "WidgetSnapCLI", "TestSupport"]),
        .testTarget(name: "WidgetFuzzingTests", dependencies: ["WidgetFuzzing", "WidgetModel"]),
        .testTarget(name: "WidgetSnapPreviewSyntaxTests", dependencies: ["WidgetSnapPreviewSyntax"], resources: [.copy("Fixtures")]),
        .testTarget(name: "AppIntentsTests", dependencies: ["AppIntents", "WidgetKit", "WidgetModel", "WidgetGallery", "WidgetSnapshotCore", "WidgetLayout", "WidgetSnapshotTesting",
                                                        "EditWidgetSheet"]),
        .testTarget(name: "CombineTests", dependencies: ["Combine"]),
        .testTarget(name: "WidgetDoctorTests", dependencies: ["WidgetDoctor"], resources: [.copy("Fixtures")]),
        .testTarget(name: "AppleModulesTests", dependencies: ["SwiftUI", "SwiftUICore", "UIKit", "OSLog", "os", "AudioToolbox", "WidgetKit", "AppIntents", "WidgetSnapUI", "WidgetModel"]),
        .testTarget(name: "WidgetSnapUITests", dependencies: ["WidgetSnapUI", "WidgetKit", "AppIntents", "SwiftUIExamples", "WidgetModel", "WidgetLayout", "WidgetRender", "WidgetSnapshotCore"]),

        // SiriKit intents (docs/swiftui.md, "SiriKit intents"): `import Intents` (INIntent, INObject,
        // INObjectCollection, INExtension). Foundation only.
        .target(name: "Intents"),
        // An `.intentdefinition` read (PropertyListSerialization) and its Swift classes written. Foundation only.
        .target(name: "IntentDefinitionCodegen"),
        .executableTarget(name: "IntentDefinitionGenerator", dependencies: ["IntentDefinitionCodegen"]),
        .plugin(name: "IntentDefinitions", capability: .buildTool(), dependencies: ["IntentDefinitionGenerator"]),
        .target(name: "AssetSymbolsCodegen"),
        .executableTarget(name: "AssetSymbolsGenerator", dependencies: ["AssetSymbolsCodegen"]),
        .plugin(name: "AssetSymbols", capability: .buildTool(), dependencies: ["AssetSymbolsGenerator"]),
        .plugin(name: "AssetResourceSymbols", capability: .buildTool(), dependencies: ["AssetSymbolsGenerator"]),
        .testTarget(name: "AssetSymbolsCodegenTests", dependencies: ["AssetSymbolsCodegen"]),
        .plugin(name: "WidgetSnapCommand",
                capability: .command(intent: .custom(verb: "widgetsnap", description: "run widgetsnap (check, test, lint, accept …) in this package"),
                                     permissions: [.writeToPackageDirectory(reason: "widgetsnap writes goldens, reports, JUnit and SARIF into the package")]),
                dependencies: ["widgetsnap"]),
        .testTarget(name: "IntentDefinitionCodegenTests", dependencies: ["IntentDefinitionCodegen"], resources: [.copy("Fixtures")]),

        // Swift Charts' layout rules (docs/charts.md): domains, axis values, labels, stacking, curves, the plot area. Foundation only.
        .target(name: "ChartScales"),
        // `import Charts`: Chart, its marks, scales, axes and legend, drawn through the front end's views.
        .target(name: "Charts", dependencies: ["ChartScales", "WidgetSnapUI", "WidgetModel"]),
        .testTarget(name: "ChartScalesTests", dependencies: ["ChartScales"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts", "ChartScales", "WidgetSnapUI", "WidgetModel", "WidgetLayout", "WidgetRender", "WidgetSnapshotCore", "WidgetLint"]),
    ]
)
