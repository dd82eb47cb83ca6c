import Foundation
import Testing
import WidgetModel
@testable import WidgetSnapUI

/// The first text of a tree, depth first.
private func firstText(_ v: ResolvedView) -> String? {
    if case .text(let s) = v.content { return s }
    return v.children.lazy.compactMap(firstText).first
}

private func allTexts(_ v: ResolvedView) -> [String] {
    (firstTextOnly(v).map { [$0] } ?? []) + v.children.flatMap(allTexts)
}
private func firstTextOnly(_ v: ResolvedView) -> String? { if case .text(let s) = v.content { s } else { nil } }

private struct Artwork: View {
    var body: some View {
        VStack {
            if let i = UIImage(named: "Art") { Image(uiImage: i) }
            if UIImage(named: "Missing") == nil { Text("no image") }
        }
    }
}

private let catalog = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "%lld day streak": {"localizations": {"en": {"variations": {"plural": {
        "one": {"stringUnit": {"state": "translated", "value": "%lld-day streak"}},
        "other": {"stringUnit": {"state": "translated", "value": "%lld-day streaks"}}}}}}},
      "goal.met": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Goal met, %@!"}}}},
      "untranslated": {}
    }}
    """

private let stringsFile = """
    /* A comment. */
    "All done!" = "Everything's in the basket";
    // another comment
    "%lld left" = "%lld to buy";
    "quote" = "a \\"quoted\\" word\\n";
    """

private let colorSet = """
    {"colors": [
      {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "0xB5", "green": "0x5A", "blue": "0x2E"}}, "idiom": "universal"},
      {"appearances": [{"appearance": "luminosity", "value": "dark"}],
       "color": {"color-space": "srgb", "components": {"alpha": "0.500", "red": "242", "green": "0.608", "blue": "0.384"}}, "idiom": "universal"}
    ], "info": {"author": "xcode", "version": 1}}
    """

/// Bad files: file:line:column, what was expected, a hint.
private let malformed: [(kind: String, text: String, expected: String)] = [
    ("strings", "\"a\" = \"b\"\n\"c\" = \"d\";", "x.strings:2:1: error: expected ';'\n  hint: each line is \"key\" = \"value\";"),
    ("strings", "\"a\" = \"b;\n", "x.strings:1:7: error: unterminated string\n  hint: close the string with \""),
    ("strings", "/* open", "x.strings:1:1: error: unterminated comment\n  hint: close it with */"),
    ("strings", "a = \"b\";", "x.strings:1:1: error: expected a quoted string\n  hint: each line is \"key\" = \"value\";"),
    ("xcstrings", "{\"strings\": {\"k\": {\"localizations\": {\"en\": {}}}}}",
     "x.xcstrings:1:44: error: expected a 'stringUnit' with a 'value' or 'variations' (at $.strings.k.localizations.en)"),
    ("xcstrings", "{\"strings\": ", "x.xcstrings:1:13:"),
    ("xcstrings", "{\"version\": 1}", "x.xcstrings:1:1: error: a string catalog needs a 'strings' object (at $)"),
    ("colorset", "{\"colors\": [{\"color\": {\"components\": {\"red\": \"2.5\", \"green\": \"0\", \"blue\": \"0\"}}}]}",
     "x.colorset:1:46: error: component 'red' is '2.5'; expected 0...1, 0...255 or 0x00...0xFF (at $.colors[0].color.components.red)"),
    ("colorset", "{\"colors\": [{\"color\": {\"platform\": \"ios\", \"reference\": \"systemBlueColor\"}}]}",
     "x.colorset:1:23: error: expected a 'components' object (at $.colors[0].color)\n  hint: system colour references ('platform') are not read; give sRGB components"),
    ("colorset", "{\"colors\": []}", "x.colorset:1:1: error: a colour set needs a non-empty 'colors' array (at $)"),
    ("imageset", "{\"info\": {}}", "x.imageset:1:1: error: an image set needs an 'images' array (at $)"),
]

@MainActor
@Suite struct ResourceTests {
    static func resources() throws -> AppResources {
        var r = AppResources()
        try r.strings.add(xcstrings: catalog, file: "Localizable.xcstrings")
        try r.strings.add(strings: stringsFile, file: "en.lproj/Localizable.strings", table: "Localizable")
        r.colors["PaperTint"] = try AssetCatalog.color(colorSet, file: "PaperTint.colorset/Contents.json")
        return r
    }

    /// `Text(key)` → the drawn text, with the app's tables.
    static let translations: [(String, @MainActor () -> Text)] = [
        ("1-day streak", { Text("\(1) day streak") }),
        ("12-day streaks", { Text("\(12) day streak") }),
        ("Everything's in the basket", { Text("All done!") }),
        ("3 to buy", { Text("\(3) left") }),
        ("a \"quoted\" word\n", { Text("quote") }),
        ("untranslated", { Text("untranslated") }),
        ("not in any table", { Text("not in any table") }),
        ("All done!", { Text(verbatim: "All done!") }),
    ]

    @Test func stringTablesTranslateKeys() throws {
        let r = try Self.resources()
        for (expected, make) in Self.translations {
            let tree = ViewResolution.resolve(make(), family: .systemSmall) { $0.appResources = r }
            #expect(firstText(tree) == expected)
        }
        #expect(AppStringTables.substitute("Goal met, %@! %1$@ %2$lld %%", [.string("Ana"), .integer(3)]) == "Goal met, Ana! Ana 3 %")
        // Without resources, keys are drawn as written.
        #expect(firstText(ViewResolution.resolve(Text("All done!"), family: .systemSmall)) == "All done!")
    }

    @Test func colourSetsHaveLightAndDarkValues() throws {
        let r = try Self.resources()
        let c = try #require(r.colors["PaperTint"])
        #expect(c.light == RGBA(r8: 0xB5, g8: 0x5A, b8: 0x2E))
        #expect(c.dark == RGBA(r8: 242, g8: 155, b8: 98, alpha: 0.5) || abs(c.dark.g - 0.608) < 0.001)
        let tree = ViewResolution.resolve(Color("PaperTint"), family: .systemSmall) { $0.appResources = r }
        guard case .color(let drawn) = tree.content else { Issue.record("not a colour: \(tree.content)"); return }
        #expect(drawn == c)
        // Unknown names: a system colour by name, else magenta.
        guard case .color(let gray) = ViewResolution.resolve(Color("systemBackground"), family: .systemSmall).content else { return }
        #expect(gray == SystemColors.all["systemBackground"])
    }

    @Test func aFolderIsSearchedForCatalogsAndTables() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("surface-resources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        func write(_ rel: String, _ text: String) throws {
            let url = dir.appendingPathComponent(rel)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("Sources/App/Localizable.xcstrings", catalog)
        try write("Sources/App/en.lproj/Localizable.strings", stringsFile)
        try write("Sources/App/fr.lproj/Localizable.strings", "\"All done!\" = \"Tout est fait\";")
        try write("Sources/App/Assets.xcassets/PaperTint.colorset/Contents.json", colorSet)
        try write("Sources/App/Assets.xcassets/Art.imageset/Contents.json",
                  #"{"images": [{"filename": "art.png", "idiom": "universal", "scale": "1x"}, {"filename": "art@3x.png", "idiom": "universal", "scale": "3x"}]}"#)
        try write("Sources/App/Assets.xcassets/Logo.imageset/Contents.json", #"{"images": [{"filename": "Logo.svg", "idiom": "universal"}]}"#)
        try write("Package.swift", "// swift-tools-version: 6.0")
        let r = try AppResources(folder: dir.appendingPathComponent("Sources").path)
        let found = try AppResources.package(containing: dir.appendingPathComponent("Tests/AppTests/SnapshotTests.swift").path)
        #expect(found.colors == r.colors && found.images == r.images && found.strings.lookup("All done!") == r.strings.lookup("All done!"))
        #expect(try AppResources.package(containing: "/nonexistent/x.swift").colors.isEmpty)
        #expect(r.strings.lookup("All done!") == "Everything's in the basket")
        #expect(r.colors.keys.sorted() == ["PaperTint"])
        #expect(r.images["Art"]?.hasSuffix("Art.imageset/art@3x.png") == true)
        #expect(r.images["Logo"]?.hasSuffix("Logo.imageset/Logo.svg") == true)
        // UIImage(named:) finds image sets; unknown names give nil.
        let tree = ViewResolution.resolve(Artwork(), family: .systemSmall) { $0.appResources = r }
        #expect(tree.children.count == 2)
        if case .image(let name, _, _) = tree.children[0].content { #expect(name == "Art") } else { Issue.record("not an image") }
    }

    @Test(arguments: 0..<malformed.count)
    func malformedFilesPointAtTheProblem(_ i: Int) {
        let (kind, text, expected) = malformed[i]
        let file = "x.\(kind)"
        var tables = AppStringTables()
        do throws(ResourceError) {
            switch kind {
            case "strings": try tables.add(strings: text, file: file, table: "Localizable")
            case "xcstrings": try tables.add(xcstrings: text, file: file)
            case "colorset": _ = try AssetCatalog.color(text, file: file)
            default: _ = try AssetCatalog.imageFile(text, file: file)
            }
            Issue.record("no error for \(kind) #\(i)")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(kind) #\(i): \(error.description)")
        }
    }
}

/// The conformance cases' own resource files (outside the repository; skipped when absent) parse.
@MainActor @Test func conformanceResourcesParse() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/conformance/swiftui-widgets").path
    guard FileManager.default.fileExists(atPath: root) else { return }
    let streak = try AppResources(folder: root + "/reading-streak/resources")
    #expect(streak.colors["PaperTint"]?.light == RGBA(r8: 0xB5, g8: 0x5A, b8: 0x2E))
    #expect(streak.colors["PaperTint"]?.dark == RGBA(r8: 0xF2, g8: 0x9B, b8: 0x62))
    let tree = ViewResolution.resolve(Text("\(1) day streak"), family: .systemSmall) { $0.appResources = streak }
    #expect(firstTextForConformance(tree) == "1-day streak")
    let grocery = try AppResources(folder: root + "/grocery-list/resources")
    #expect(grocery.strings.lookup("All done!") == "Everything's in the basket")
    let podcast = try AppResources(folder: root + "/podcast-up-next/resources")
    #expect(podcast.images.keys.sorted() == ["LanterncastMark", "artwork-field-notes", "artwork-harbor-lights", "artwork-slow-science"])
    #expect(podcast.images["LanterncastMark"]?.hasSuffix(".svg") == true)
}

private func firstTextForConformance(_ v: ResolvedView) -> String? {
    if case .text(let s) = v.content { return s }
    return v.children.lazy.compactMap(firstTextForConformance).first
}
