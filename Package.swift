// swift-tools-version:6.0
import PackageDescription

// widgetsnap: declarative WidgetKit-style layouts, laid out like SwiftUI, on Linux.
// Pure targets (WidgetModel, WidgetLayout, ImageDiff) never import a C graphics library.
let package = Package(
    name: "widgetsnap",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "widgetsnap", targets: ["widgetsnap"]),
        .executable(name: "widgetsnap-full", targets: ["widgetsnap-full"]),
        .library(name: "WidgetModel", targets: ["WidgetModel"]),
        .library(name: "WidgetLayout", targets: ["WidgetLayout"]),
        .library(name: "ImageDiff", targets: ["ImageDiff"]),
        .library(name: "WidgetSnapshotTesting", targets: ["WidgetSnapshotTesting"]),
    ],
    dependencies: [],
    targets: [
        // JSON string literals for hand-written JSON. Standard library only.
        .target(name: "JSONText"),
        // "Did you mean …?" for misspelt names. Standard library only.
        .target(name: "Suggestions"),
        // JSON5 text: the scanner, the value tree, source positions and syntax errors. Foundation only.
        .target(name: "JSON5"),
        // The binding expression language: lexer, parser, evaluator, formatters. Foundation only.
        .target(name: "WidgetExpressions", dependencies: ["JSON5", "Suggestions"]),
        // Layout files, configuration, timelines, bindings and diagnostics. Foundation only.
        .target(name: "WidgetModel", dependencies: ["JSON5", "WidgetExpressions", "Suggestions"]),
        // SwiftUI propose-and-respond layout and WidgetKit design rules. Pure.
        .target(name: "WidgetLayout", dependencies: ["WidgetModel", "JSONText"]),
        // The decoded image type (straight RGBA8) and the one unpremultiply routine. Standard library only.
        .target(name: "Pixels"),
        // pixelmatch-compatible image comparison on RGBA buffers. Standard library only.
        .target(name: "ImageDiff", dependencies: ["Pixels"]),
        // libpng and zlib, from Debian's libpng-dev (which brings zlib1g-dev).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // PNG decoding and deterministic encoding through libpng.
        .target(name: "PNGCodec", dependencies: ["CPNG", "Pixels"]),
        // The static HTML gallery: pure functions from gallery data to pages.
        .target(name: "WidgetGallery"),
        // Cairo, Pango, fontconfig and librsvg, from Debian's -dev packages.
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo pangoft2 librsvg-2.0",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "librsvg2-dev", "libfontconfig-dev"])]),
        // The renderer: the only target that imports the C graphics libraries.
        .target(name: "WidgetRender", dependencies: ["WidgetModel", "WidgetLayout", "CPangoCairo", "PNGCodec"]),
        // Argument parsing, exit codes, console and command dispatch. Standard library only.
        .target(name: "CommandLineKit", dependencies: ["Suggestions"]),
        // `widgetsnap diff`: image diff and PNG codec only, so the launcher can run it without the renderer.
        .target(name: "DiffTool", dependencies: ["CommandLineKit", "ImageDiff", "PNGCodec", "JSONText"]),
        // The command-line commands.
        .target(name: "WidgetTool", dependencies: ["CommandLineKit", "DiffTool", "JSONText", "WidgetModel", "WidgetLayout", "WidgetRender", "WidgetGallery", "ImageDiff", "PNGCodec"]),
        // assertWidgetSnapshot for XCTest and Swift Testing suites in other packages.
        .target(name: "WidgetSnapshotTesting", dependencies: ["WidgetTool"]),
        // The launcher: runs `diff` itself and execs widgetsnap-full (next to it) for every other command.
        // Linked as a fully static executable (Debian ships libpng16.a and libz.a): no dynamic loader,
        // no shared libraries to map and relocate, so a diff starts in a fraction of a millisecond.
        .executableTarget(name: "widgetsnap", dependencies: ["CommandLineKit", "DiffTool"],
                          linkerSettings: [.unsafeFlags(["-static-executable"]), .linkedLibrary("z")]),
        // Every command, renderer included. Thin.
        .executableTarget(name: "widgetsnap-full", dependencies: ["WidgetTool"]),

        // Helpers shared by the test targets (not a product).
        .target(name: "TestSupport", path: "Sources/TestSupport"),
        .testTarget(name: "JSON5Tests", dependencies: ["JSON5", "TestSupport"]),
        .testTarget(name: "WidgetExpressionsTests", dependencies: ["WidgetExpressions", "JSON5", "TestSupport"]),
        .testTarget(name: "WidgetModelTests", dependencies: ["WidgetModel", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WidgetLayoutTests", dependencies: ["WidgetLayout", "WidgetModel"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WidgetRenderTests", dependencies: ["WidgetRender", "WidgetLayout", "WidgetModel", "PNGCodec"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "Pixels", "PNGCodec"], resources: [.copy("Fixtures")]),
        .testTarget(name: "PixelsTests", dependencies: ["Pixels"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "Pixels"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WidgetToolTests", dependencies: ["WidgetTool", "PNGCodec"]),
        .testTarget(name: "WidgetSnapshotTestingTests", dependencies: ["WidgetSnapshotTesting"]),
    ]
)
