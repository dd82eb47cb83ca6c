import Foundation
import Testing
@testable import WidgetDoctor

/// A copy of Fixtures/WeatherApp in a fresh folder with a `.git` marker (a fixture cannot hold one), so
/// the walk finds the repository root as it would in a clone.
private func weatherRepository() throws -> String {
    let source = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/WeatherApp").path
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("doctor-\(UUID().uuidString)").path
    try FileManager.default.copyItem(atPath: source, toPath: root)
    try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
    return root
}

/// Compares with Fixtures/WeatherApp/Expected/NAME; WIDGETSNAP_RECORD=1 rewrites it in the source tree.
private func expectText(_ text: String, equals name: String, file: String = #filePath) throws {
    let expectedPath = URL(fileURLWithPath: file).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/WeatherApp/Expected/\(name)").path
    if ProcessInfo.processInfo.environment["WIDGETSNAP_RECORD"] == "1" {
        try text.write(toFile: expectedPath, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
    #expect(text == expected, "doctor's report differs from Expected/\(name); WIDGETSNAP_RECORD=1 rewrites it")
}

@Suite struct DoctorReportTests {
    @Test func aFolderIsDiagnosedFileByFile() throws {
        let root = try weatherRepository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = Doctor.diagnose(try DoctorFiles.folderInput(root + "/WeatherWidget"))
        #expect(report.split.buildsNow == ["WeatherWidget/WeatherWidgetBundle.swift"])
        #expect(report.split.withStandIns == ["WeatherWidget/Provider.swift", "WeatherWidget/Trend.swift",
                                              "WeatherWidget/WeatherView.swift"])
        #expect(report.split.appleOnly == ["WeatherWidget/Favorites.swift"])
        let shared = try #require(report.modules.first { $0.name == "WeatherShared" })
        #expect(shared.usedTypes == ["Forecast"])
        #expect(shared.location == "Shared")
        #expect(shared.importsExistOnLinux == true)
        let view = try #require(report.files.first { $0.path == "WeatherWidget/WeatherView.swift" })
        #expect(view.imports.map(\.module) == ["SwiftUI"], "comments and strings hold no imports")
        #expect(view.outsideTypes == [.init(name: "Theme", module: nil, declaredAt: "App/Theme.swift:3")])
        let provider = try #require(report.files.first { $0.path == "WeatherWidget/Provider.swift" })
        #expect(provider.imports.map(\.source) == ["widgetsnap", "widgetsnap", "edit", "app-or-package", "compiled-out"])
        #expect(provider.roles == [.provider, .entry])
        #expect(report.resources == ["WeatherWidget/Assets.xcassets"], "catalogs found in the folder")
        #expect(provider.imports.map(\.column) == [8, 8, 8, 8, 8], "the column of the module's name, as the compiler reports it")
        try expectText(report.text, equals: "folder.txt")
    }

    @Test func anXcodeTargetIsReadFromItsSourcesPhase() throws {
        let root = try weatherRepository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let input = try DoctorFiles.projectInput(root + "/WeatherApp.xcodeproj", target: "WeatherWidgetExtension")
        #expect(input.targetFiles.map(\.path) == ["App/Theme.swift", "WeatherWidget/Provider.swift", "WeatherWidget/Trend.swift",
                                                   "WeatherWidget/WeatherView.swift", "WeatherWidget/WeatherWidgetBundle.swift"])
        let report = Doctor.diagnose(input)
        let charting = try #require(report.modules.first { $0.name == "Charting" })
        #expect(charting.package == .init(url: "https://github.com/example/Charting.git", requirement: "from: \"1.2.0\"", localPath: nil))
        let sparkline = try #require(report.modules.first { $0.name == "Sparkline" })
        #expect(sparkline.binary == true)
        #expect(sparkline.usedTypes == ["SparklineView"], "the binary framework's .swiftinterface declares it")
        #expect(report.resources == ["WeatherWidget/Assets.xcassets"], "from the Resources build phase")
        #expect(report.split.appleOnly.isEmpty)
        #expect(report.files.allSatisfy { $0.outsideTypes.allSatisfy { $0.module != nil } },
                "Theme is a member of the target, so it is not outside")
        try expectText(report.text, equals: "project.txt")
        try expectText(report.split.packageManifest, equals: "Package.swift.txt")
    }

    @Test func aSynchronizedFolderGivesItsFilesMinusTheExceptions() throws {
        let root = try weatherRepository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let input = try DoctorFiles.projectInput(root + "/WeatherApp.xcodeproj", target: "WeatherWatchWidget")
        #expect(input.targetFiles.map(\.path) == ["WeatherWidget/Provider.swift", "WeatherWidget/Trend.swift",
                                                   "WeatherWidget/WeatherView.swift", "WeatherWidget/WeatherWidgetBundle.swift"])
    }

    @Test func twoWidgetExtensionsNeedATargetName() throws {
        let root = try weatherRepository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: DoctorFilesError.noTargetGiven(available: ["WeatherApp", "WeatherWatchWidget", "WeatherWidgetExtension"])) {
            try DoctorFiles.projectInput(root + "/WeatherApp.xcodeproj", target: nil)
        }
        #expect(throws: DoctorFilesError.project(path: root + "/WeatherApp.xcodeproj/project.pbxproj",
                                                 .noSuchTarget("Nope", available: ["WeatherApp", "WeatherWatchWidget", "WeatherWidgetExtension"]))) {
            try DoctorFiles.projectInput(root + "/WeatherApp.xcodeproj", target: "Nope")
        }
        #expect(throws: DoctorFilesError.missing(root + "/Nowhere")) { try DoctorFiles.folderInput(root + "/Nowhere") }
        #expect(throws: DoctorFilesError.notAFolder(root + "/App/Theme.swift")) { try DoctorFiles.folderInput(root + "/App/Theme.swift") }
    }

    @Test func aLinkedFileIsNotFollowed() throws {
        let root = try weatherRepository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/WeatherWidget/Linked.swift", withDestinationPath: "/etc/hostname")
        let input = try DoctorFiles.folderInput(root + "/WeatherWidget")
        #expect(!input.targetFiles.contains { $0.path.hasSuffix("Linked.swift") })
    }
}

@Suite struct SourceFactsTests {
    @Test(arguments: [
        ("import SwiftUI\nimport struct UIKit.UIColor\n@testable import Shared\n@preconcurrency import Combine", ["SwiftUI", "UIKit", "Shared", "Combine"]),
        ("import os.log\nimport os", ["os.log", "os"]),
        ("let s = \"\"\"\nimport Nope\n\\(x.import)\n\"\"\"\nimport Yes", ["Yes"]),
        ("let r = ##\"a \"# import Nope\"##; import Yes", ["Yes"]),
        ("/* a /* b */ import Nope */ import Yes", ["Yes"]),
        ("let s = \"\\(\"import Nope\")\"\nimport Yes", ["Yes"]),
    ])
    func importsAreFoundOutsideCommentsAndStrings(source: String, modules: [String]) {
        #expect(SourceFacts(source: source).imports.map(\.module) == modules)
    }

    @Test func branchesDecideWhetherAnImportIsCompiled() {
        let source = """
            #if canImport(UIKit)
            import UIKit
            #elseif os(macOS)
            import AppKit
            #else
            import Nothing
            #endif
            #if DEBUG
            import Debug
            #endif
            #if os(iOS) // a comment
            import HealthKit
            #else
            import Foundation
            #endif
            """
        let facts = SourceFacts(source: source)
        #expect(facts.imports.map(\.compiled) == [.yes, .no, .no, .unknown, .no, .yes])
        #expect(facts.imports.map(\.line) == [2, 4, 6, 9, 12, 14])
    }

    @Test func objectiveCInteropIsFoundOutsideSkippedBranches() {
        let facts = SourceFacts(source: """
            final class Store: NSObject {
                @objc dynamic var count = 0
                let cloud = NSUbiquitousKeyValueStore.default
                func f() { _ = #selector(g) }
            }
            #if canImport(ObjectiveC)
            @objcMembers class Hidden {}
            #endif
            """)
        #expect(facts.appleOnlyUses == [AppleOnlyUse(name: "objc", line: 2, column: 5),
                                        AppleOnlyUse(name: "NSUbiquitousKeyValueStore", line: 3, column: 17),
                                        AppleOnlyUse(name: "#selector", line: 4, column: 20)])
    }

    @Test func aReturnOnlyInsideSkippedBranchesIsFound() {
        let facts = SourceFacts(source: """
            var name: String {
                #if os(iOS)
                return "phone"
                #endif
                #if os(watchOS)
                return "watch"
                #endif
            }
            var other: String {
                #if os(iOS)
                return "phone"
                #else
                return "other"
                #endif
            }
            """)
        #expect(facts.appleOnlyUses.map(\.line) == [2, 5])
        #expect(facts.appleOnlyUses.first?.hint.contains("`#if os(iOS)`") == true)
    }

    @Test func rolesComeFromConformances() {
        let facts = SourceFacts(source: """
            struct A: Widget { }
            struct B<T>: View where T: Hashable { }
            extension C: TimelineEntry {}
            class func notAType() {}
            struct Attributes: ActivityAttributes { struct ContentState: Codable, Hashable {} }
            """)
        #expect(facts.roles == [.widget, .views, .entry, .liveActivity])
        #expect(facts.declarations.map(\.name) == ["A", "B", "Attributes", "ContentState"])
    }
}

@Suite struct LinuxConditionTests {
    @Test(arguments: [
        ("canImport(UIKit)", ConditionValue.yes), ("canImport(HealthKit)", .no), ("canImport(MyOwn)", .no),
        ("os(iOS)", .no), ("os(Linux)", .yes), ("os(iOS) || os(Linux)", .yes), ("!os(Linux)", .no),
        ("DEBUG", .unknown), ("DEBUG && os(iOS)", .no), ("DEBUG || !os(watchOS)", .yes),
        ("swift(>=5.9)", .yes), ("targetEnvironment(simulator)", .no), ("(", .unknown), ("true", .yes),
        ("canImport(UIKit, _version: 10)", .yes), (String(repeating: "(", count: 500), .unknown),
    ])
    func conditions(text: String, value: ConditionValue) {
        #expect(LinuxCondition.evaluate(text) == value)
    }
}

@Suite struct ModuleCatalogTests {
    @Test func modulesAreClassified() {
        #expect(ModuleCatalog.availability(of: "SwiftUI") == .widgetsnap)
        #expect(ModuleCatalog.availability(of: "Foundation") == .toolchain)
        #expect(ModuleCatalog.availability(of: "MyAppKit") == .other)
        #expect(ModuleCatalog.availability(of: "os.log") == .widgetsnap)
        #expect(ModuleCatalog.availability(of: "os.signpost") == .widgetsnap)
        guard case .replaceable(let hint) = ModuleCatalog.availability(of: "Foundation.NSString") else {
            Issue.record("Foundation.NSString is a submodule Linux's Foundation does not have"); return
        }
        #expect(hint.contains("import Foundation"))
        guard case .appleOnly = ModuleCatalog.availability(of: "CoreData") else { Issue.record("CoreData"); return }
        guard case .appleOnly = ModuleCatalog.availability(of: "NetworkExtension") else { Issue.record("NetworkExtension is Apple's"); return }
        #expect(ModuleCatalog.availability(of: "SwiftUICore") == .widgetsnap)
    }
}

@Suite struct PropertyListTests {
    @Test func errorsArePlaced() {
        #expect(throws: PropertyListError(line: 2, column: 7, expected: "a string, '{' or '('")) {
            try PropertyListText.parse("{\n  a = ;\n}")
        }
        #expect(throws: PropertyListError(line: 1, column: 7, expected: "the closing '\"' of a string")) {
            try PropertyListText.parse("{ a = \"x")
        }
        #expect(throws: PropertyListError(line: 1, column: 65, expected: "at most 64 levels of nesting")) {
            try PropertyListText.parse(String(repeating: "(", count: 100))
        }
    }

    @Test func valuesAreRead() throws {
        let value = try PropertyListText.parse("// !$*UTF8*$!\n{ a = (x, \"y z\", ); /* c */ b = { c = \"q\\\"\"; }; }")
        #expect(value == .dictionary(["a": .array([.string("x"), .string("y z")]), "b": .dictionary(["c": .string("q\"")])]))
    }
}

@Suite struct VisibilityAndManifestTests {
    @Test func onlyTopLevelNonPrivateTypesAreSeenFromOtherFiles() {
        let facts = SourceFacts(source: """
            struct Top { struct Nested {} }
            private struct Hidden {}
            fileprivate final class AlsoHidden {}
            public enum Shown {}
            func f() { struct Local {} }
            """)
        #expect(facts.declarations.filter(\.visibleOutsideFile).map(\.name) == ["Top", "Shown"])
    }

    @Test func aPackageManifestsTargetsAndPathsAreRead() {
        let text = """
            let package = Package(name: "Kit", targets: [
                .target(name: "Kit", dependencies: [.product(name: "Other", package: "x")], path: "Sources"),
                .target(name: "Plain"),
                .testTarget(name: "KitTests", dependencies: ["Kit"]),
                .executableTarget(name: "tool", path: "Tools/tool (\\"quoted\\")"),
            ])
            """
        #expect(ManifestTargets.targets(in: text) == [
            ManifestTarget(name: "Kit", path: "Sources"), ManifestTarget(name: "Plain", path: nil),
            ManifestTarget(name: "tool", path: "Tools/tool (\"quoted\")"),
        ])
    }

    /// No text makes the scanners crash or loop: 2,000 deterministic strings of Swift's punctuation,
    /// quotes, directives and keywords.
    @Test func arbitraryTextNeverCrashes() {
        let pieces = ["\"", "\"\"\"", "#", "##", "\\(", "(", ")", "{", "}", "/*", "*/", "//", "\n", "#if ", "#else",
                      "#endif", "import ", "struct ", "private ", "@main", "`", "x", "Y", ".", ":", "<", ">", "é", "\\"]
        var state: UInt64 = 0x9E3779B97F4A7C15
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<40 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            _ = SourceFacts(source: text)
            _ = try? PropertyListText.parse(text)
            _ = ManifestTargets.targets(in: text)
            _ = LinuxCondition.evaluate(text)
        }
    }
}
