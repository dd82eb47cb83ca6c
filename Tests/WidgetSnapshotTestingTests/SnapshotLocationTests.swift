import Foundation
import Testing
import WidgetModel
import WidgetSnapshotCore
import WidgetSnapshotTesting

/// A package of the user's in a temporary folder: `Package.swift`, a test file and the weather
/// layout, with nothing of this repository's folders reachable from it.
struct FakePackage {
    let root: URL
    var testFile: String { root.appendingPathComponent("Tests/AppTests/WidgetTests.swift").path }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-package-\(UUID().uuidString)")
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("Tests/AppTests/Layouts"), withIntermediateDirectories: true)
        try "// swift-tools-version:6.0\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "// the test file\n".write(toFile: testFile, atomically: true, encoding: .utf8)
        try fm.copyItem(at: repository.appendingPathComponent("Layouts/weather.json5"),
                        to: root.appendingPathComponent("Tests/AppTests/Layouts/weather.json5"))
    }

    func golden(_ folder: String, appearance: String = "light") -> String {
        root.appendingPathComponent(folder).appendingPathComponent("Weather/default/systemSmall/iphone-430x932/00-\(appearance)-real@3x.png").path
    }
}

/// Where goldens, layouts and assets are found: beside the test file, whatever the working directory.
struct SnapshotLocationTests {
    @Test func goldensGoBesideTheTestFileByDefault() throws {
        let package = try FakePackage()
        let paths = SnapshotPaths(testFile: package.testFile)
        #expect(paths.defaultGoldens == package.root.appendingPathComponent("Tests/AppTests/__Snapshots__/WidgetTests").path)
        #expect(paths.packageRoot.map { URL(fileURLWithPath: $0).standardizedFileURL.path } == package.root.standardizedFileURL.path)

        let recorded = WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemSmall", record: .missing, filePath: package.testFile)
        #expect(recorded?.hasPrefix("recorded the golden") == true, "\(recorded ?? "nil")")
        #expect(FileManager.default.fileExists(atPath: package.golden("Tests/AppTests/__Snapshots__/WidgetTests")))
        #expect(WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemSmall", record: .never, filePath: package.testFile) == nil)
    }

    @Test func relativeGoldensAreFoundFromThePackageRoot() throws {
        let package = try FakePackage()
        let first = WidgetSnapshots.verify(layout: "Tests/AppTests/Layouts/weather.json5", family: "systemSmall", goldens: "Goldens",
                                           record: .missing, filePath: package.testFile)
        #expect(first?.hasPrefix("recorded the golden") == true, "\(first ?? "nil")")
        #expect(FileManager.default.fileExists(atPath: package.golden("Goldens")))
    }

    @Test func aMissingLayoutNamesThePlacesLookedAt() throws {
        let package = try FakePackage()
        let message = WidgetSnapshots.verify(layout: "Layouts/nothing.json5", family: "systemSmall", record: .never, filePath: package.testFile)
        #expect(message?.contains("no layout file Layouts/nothing.json5") == true, "\(message ?? "nil")")
        #expect(message?.contains(package.root.appendingPathComponent("Tests/AppTests/Layouts/nothing.json5").path) == true, "\(message ?? "nil")")
    }

    @Test func namedSnapshotsGetTheirOwnFolder() throws {
        let package = try FakePackage()
        for name in ["first", "second"] {
            let message = WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemSmall", named: name, record: .missing,
                                                 filePath: package.testFile)
            #expect(message?.hasPrefix("recorded the golden") == true, "\(message ?? "nil")")
            #expect(FileManager.default.fileExists(atPath: package.golden("Tests/AppTests/__Snapshots__/WidgetTests/\(name)")))
        }
        let bad = WidgetSnapshots.verify(layout: "Layouts/weather.json5", family: "systemSmall", named: "../up", record: .never,
                                         filePath: package.testFile)
        #expect(bad?.contains("must be a plain name") == true, "\(bad ?? "nil")")
    }

    /// `Assets` beside the layouts' folder wins over the working directory's.
    @Test func assetsAreFoundBesideTheLayouts() throws {
        let package = try FakePackage()
        let layout = package.root.appendingPathComponent("Tests/AppTests/Layouts/weather.json5").path
        #expect(AssetsLocation.resolve(nil, files: [layout]) == "Assets")
        let assets = package.root.appendingPathComponent("Tests/AppTests/Assets")
        try FileManager.default.createDirectory(at: assets.appendingPathComponent("Images"), withIntermediateDirectories: true)
        #expect(AssetsLocation.resolve(nil, files: [layout]) == assets.path)
        #expect(AssetsLocation.resolve("Elsewhere", files: [layout]) == "Elsewhere")
    }

    /// The symbol table is built in, the same bytes as Assets/Symbols/sf-symbols.json, and needs no assets folder.
    @Test func theSymbolTableIsBuiltIn() throws {
        let file = try Data(contentsOf: repository.appendingPathComponent("Assets/Symbols/sf-symbols.json"))
        #expect(Symbols.tableData == file)
        let catalog = try Symbols.catalog(assetsRoot: "/nonexistent")
        #expect(catalog.glyph(for: "sun.max.fill") != nil)
        #expect(catalog.names.count == (try SymbolCatalog(jsonData: file)).names.count)
    }
}
