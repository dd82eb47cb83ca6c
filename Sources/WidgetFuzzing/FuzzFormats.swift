import Foundation
import IntentDefinitionCodegen
import PNGCodec
import WidgetModel
import WidgetSnapPreviewSyntax
import WidgetSnapUI
import WidgetSnapshotCore

/// The registry of input formats the fuzzer covers besides layouts (``FuzzPipeline``): one entry
/// each, with its seeds, its mutations and how one input runs and which properties it checks.
public enum FuzzFormats {
    public static let all: [FuzzFormat] = [scenario, decisions, suppressions, intentDefinition, xcstrings, strings, contentsJSON, swift, baseline]

    public static func named(_ name: String) -> FuzzFormat? { all.first { $0.name == name } }

    /// Whether `text` holds a character that must never reach a terminal raw (a line break is allowed).
    static func rawControl(_ text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { s in
            switch s.value {
            case 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }

    static func text(_ bytes: [UInt8]) -> String? { String(validating: bytes, as: UTF8.self) }

    /// Text mutations (``LayoutMutator``'s) plus `snippets` of the format inserted at random places.
    static func textMutator(_ snippets: [String]) -> @Sendable ([UInt8], inout FuzzRandom) -> [UInt8] {
        { seed, random in
            var bytes = LayoutMutator().mutate(String(decoding: seed, as: UTF8.self), &random)
            if !snippets.isEmpty, random.chance(0.5) {
                for _ in 0...random.below(3) {
                    bytes.insert(contentsOf: Array(random.pick(snippets).utf8), at: random.below(bytes.count + 1))
                }
            }
            return bytes
        }
    }

    // MARK: Smart Stack scenarios

    static let scenario = FuzzFormat(
        name: "scenario", fileExtension: "json5", seedFolders: ["Stacks", "Tests/Stacks"], builtInSeeds: [],
        mutate: textMutator(["{layout: \"layouts/b4-weather.json5\", name: \"\\u001b]0;x\\u0007\"},", "days: 31,", "step: 1,",
                             "glances: {every: 1, from: \"00:00\", to: \"23:59\"},", "{at: \"12:00\", days: [-1, -2, -3], intent: \"StackParkedCar\"},",
                             "title: \"\\u009b2J\\u202e\",", "{layout: \"../../../etc/passwd\"},", "{layout: \"layouts/.hidden.json5\"},"]),
        generate: { random in
            // A valid scenario (most mutated ones are not): random days, steps, glances, donations and
            // names with control characters, so the simulator, the outputs and the diff are exercised.
            let names = ["W", "Weather\\u001b[31m", "\\u0007Bell", "\\u202Eright", "日本語😀", "\\u009b2J", "a\\nb"]
            var members: [String] = []
            for (k, layout) in ["b4-weather", "b4-up-next", "b4-parked-car"].enumerated() where k == 0 || random.chance(0.7) {
                members.append("{layout: \"layouts/\(layout).json5\", name: \"\(random.pick(names))\(k)\"}")
            }
            let donations = (0..<random.below(40)).map { _ in
                "{at: \"\(String(format: "%02d:%02d", random.below(24), random.below(60)))\", days: [\((1...(1 + random.below(6))).map { "-\($0)" }.joined(separator: ", "))], intent: \"StackParkedCar\"}"
            }
            let text = """
                {title: "\(random.pick(names))", day: "2026-06-01", days: \(1 + random.below(random.chance(0.2) ? 31 : 3)), step: \(1 + random.below(30)),
                 smartRotate: \(random.chance(0.8)), widgetSuggestions: \(random.chance(0.8)),
                 stack: [\(members.joined(separator: ", "))],
                 glances: {every: \(1 + random.below(120)), from: "0\(random.below(9)):00", to: "2\(random.below(4)):00"},
                 donations: [\(donations.joined(separator: ", "))],
                 parameters: {minDwell: \(random.below(120)), habitMinDays: 1, history: 7, habitWindow: \(random.below(720))}}
                """
            return Array(text.utf8)
        },
        run: { bytes, workspace in
            let file = workspace.write(bytes, to: "Stacks/fuzz.json5")
            do {
                switch try StackScenarios.load(file) {
                case .failure(let e):
                    _ = e.description
                    return .rejected
                case .success(let s):
                    let day = StackScenarios.simulate(s)
                    let text = StackOutput.text(s, day)
                    if let c = rawControl(text) { return .broken("stack output holds U+\(String(c.value, radix: 16, uppercase: true)) raw") }
                    let json = try StackOutput.json(s, day)
                    if let c = json.unicodeScalars.first(where: { $0.value >= 0x7F && rawControl(String($0)) != nil }) {
                        return .broken("stack --json holds U+\(String(c.value, radix: 16, uppercase: true)) raw")
                    }
                    // The golden diff of a day against a changed one stays bounded.
                    _ = StackGolden.diff(expected: text, actual: String(text.dropFirst(text.count / 3)))
                    return .accepted
                }
            } catch {
                return .rejected
            }
        })

    // MARK: decisions files

    static let decisions = FuzzFormat(
        name: "decisions", fileExtension: "json", seedFolders: [],
        builtInSeeds: ["""
            {"format": "widgetsnap-decisions", "version": 1, "decisions": [
              {"variant": "Weather/default/systemSmall/iphone-430x932/00-light-real@3x", "decision": "accepted", "status": "changed", "diffPixels": 3},
              {"variant": "Weather/default/systemSmall/iphone-430x932/00-dark-real@3x", "decision": "rejected"}
            ]}
            """],
        mutate: textMutator(["\"decision\": \"accepted\", ", "\"variant\": \"../../etc/passwd\", ", "\"format\": \"x\", ",
                             "{\"variant\": \"Weather/default/systemSmall/iphone-430x932/00-light-real@3x\", \"decision\": \"accepted\"},"]),
        generate: nil,
        run: { bytes, _ in
            guard let text = text(bytes) else { return .rejected }
            do {
                let d = try AcceptDecisions.parse(text, file: "decisions.json")
                // Every name accepted is a variant name: never a path out of the goldens.
                if let bad = d.decisions.first(where: { $0.variant.split(separator: "/").contains("..") }) { return .broken("accepted the variant '\(bad.variant)'") }
                return .accepted
            } catch {
                return .rejected
            }
        })

    // MARK: lint suppressions (the `lint` option of layout files)

    static let suppressions = FuzzFormat(
        name: "suppressions", fileExtension: "json5", seedFolders: ["Tests/Lint/suppression-errors", "Tests/Lint/contrast"], builtInSeeds: [],
        mutate: textMutator(["lint: {disable: [\"contrast\"], reason: \"  \"}, ", "lint: {disable: [\"no-such-rule\"], reason: \"x\"}, ",
                             "lint: {disable: [], reason: \"\\u200b\"}, ", "lint: {disable: [\"contrast\", \"contrast\"]}, "]),
        generate: { random in
            // A valid widget with lint options on the file and its views: rules known and unknown,
            // reasons visible, blank or invisible.
            let rules = ["contrast", "truncated-text", "no-such-rule", "minimum-text-size", "\\u001b", ""]
            let reasons = ["a reason", " ", "\\n\\t", "\\u200B", "\\u00A0\\u2028", "ok \\u202E", ""]
            func option() -> String {
                "lint: {disable: [\((0..<random.below(3)).map { _ in "\"\(random.pick(rules))\"" }.joined(separator: ", "))], reason: \"\(random.pick(reasons))\"}"
            }
            let text = """
                {kind: "Case", displayName: "Case", description: "d", families: ["systemSmall"], \(random.chance(0.5) ? option() + "," : "")
                 timeline: {entries: [{date: "2026-06-01T09:00:00Z"}]},
                 view: {VStack: [{Text: "a", \(option())}, {Text: "b"}], \(random.chance(0.5) ? option() : "spacing: 2")}}
                """
            return Array(text.utf8)
        },
        run: { bytes, workspace in
            let file = workspace.write(bytes, to: "suppressions.json5")
            do {
                switch try LayoutFiles.load(file) {
                case .failure(let e): _ = e.description; return .rejected
                case .success(let layout):
                    let errors = LintRunner.suppressionErrors([layout])
                    _ = errors.map(\.description)
                    // A suppression that was accepted has a reason with a visible character.
                    for s in LintSuppressions.all(layout, map: SourceMap(text: layout.text)) where s.reason.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
                        return .broken("accepted a suppression whose reason is blank")
                    }
                    return errors.isEmpty ? .accepted : .rejected
                }
            } catch {
                return .rejected
            }
        })

    // MARK: .intentdefinition property lists

    static let intentDefinition = FuzzFormat(
        name: "intentdefinition", fileExtension: "intentdefinition",
        seedFolders: ["Tests/IntentDefinitionCodegenTests/Fixtures/Generated", "Tests/IntentDefinitionCodegenTests/Fixtures/Malformed"], builtInSeeds: [],
        mutate: textMutator(["<!DOCTYPE plist [<!ENTITY a \"aaaaaaaaaa\">]>", "&a;", "<!ENTITY x SYSTEM \"file:///etc/passwd\">", "&x;",
                             "<string>Evil\"); exit(1); //</string>", "<key>INIntentClassPrefix</key><string>X { }; func f() {</string>",
                             "<integer>99999999999999999999999</integer>", "<real>1e300</real>", "<string>\u{202E}</string>"]),
        generate: nil,
        run: { bytes, _ in
            do {
                let definition = try IntentDefinitionReader.read(Data(bytes), file: "fuzz.intentdefinition")
                let swift = SwiftGenerator.generate(definition, source: "fuzz.intentdefinition")
                if let c = swift.unicodeScalars.first(where: { $0 != "\n" && $0 != "\t" && rawControl(String($0)) != nil }) {
                    return .broken("the generated Swift holds U+\(String(c.value, radix: 16, uppercase: true)) raw")
                }
                return .accepted
            } catch {
                _ = String(describing: error)
                return .rejected
            }
        })

    // MARK: the app's resources

    static let xcstrings = FuzzFormat(
        name: "xcstrings", fileExtension: "xcstrings", seedFolders: [],
        builtInSeeds: ["""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Hello" : {"localizations" : {"en" : {"stringUnit" : {"state" : "translated", "value" : "Hello"}},
                                              "fr" : {"stringUnit" : {"state" : "translated", "value" : "Bonjour"}}}},
                "%lld items" : {"localizations" : {"en" : {"variations" : {"plural" : {
                  "one" : {"stringUnit" : {"state" : "translated", "value" : "%lld item"}},
                  "other" : {"stringUnit" : {"state" : "translated", "value" : "%lld items"}}}}}}}
              },
              "version" : "1.0"
            }
            """],
        mutate: textMutator(["\"x\" : {\"localizations\" : {}}, ", "\"variations\" : {\"plural\" : {\"one\" : {}}}, ", "\u{FEFF}", "\"\\ud800\""]),
        generate: nil,
        run: { bytes, _ in
            do {
                let text = try AppResources.text(bytes, file: "Localizable.xcstrings")
                var tables = AppStringTables()
                try tables.add(xcstrings: text, file: "Localizable.xcstrings", language: "fr")
                return .accepted
            } catch {
                _ = String(describing: error)
                return .rejected
            }
        })

    static let strings = FuzzFormat(
        name: "strings", fileExtension: "strings", seedFolders: [],
        builtInSeeds: ["/* A comment */\n\"Hello\" = \"Bonjour\";\n\"Items %d\" = \"%d éléments\";\n// line comment\n\"Quote \\\"x\\\"\" = \"\\\"y\\\"\";\n"],
        mutate: textMutator(["\"k\" = \"v\";", "/* unterminated", "\"\\U0041\" = \"\\n\";", "= ;"]),
        generate: nil,
        run: { bytes, _ in
            do {
                let text = try AppResources.text(bytes, file: "en.lproj/Localizable.strings")
                var tables = AppStringTables()
                try tables.add(strings: text, file: "en.lproj/Localizable.strings", table: "Localizable")
                return .accepted
            } catch {
                return .rejected
            }
        })

    static let contentsJSON = FuzzFormat(
        name: "contents-json", fileExtension: "Contents.json", seedFolders: ["Tests/Consumer/Fixtures/BrandedWidget/Assets.xcassets"], builtInSeeds: [],
        mutate: textMutator(["{\"filename\": \"../../../../etc/passwd\", \"scale\": \"3x\"}, ", "\"filename\": \"a/b.png\", ",
                             "\"red\": \"0x1FF\", ", "\"components\": {\"red\": \"1e300\"}, ", "\"appearances\": [{\"value\": \"dark\"}], "]),
        generate: nil,
        run: { bytes, _ in
            guard let text = try? AppResources.text(bytes, file: "Contents.json") else { return .rejected }
            var accepted = false
            if (try? AssetCatalog.color(text, file: "Brand.colorset/Contents.json")) != nil { accepted = true }
            do {
                if let name = try AssetCatalog.imageFile(text, file: "Logo.imageset/Contents.json") {
                    if name.isEmpty || name == "." || name == ".." || name.contains("/") { return .broken("an image set's filename '\(name)' leaves its folder") }
                    accepted = true
                }
            } catch {}
            return accepted ? .accepted : .rejected
        })

    // MARK: Swift files through the #Preview rewriter

    /// Literal forms with `#Preview` and `@main` inside them, and code around them.
    static let swiftLiterals = ["\"#Preview { Text(\\\"x\\\") } @main\"", "#\"#Preview { \"@main\" }\"#", "\"\"\"\n#Preview {\n  @main\n\"\"\"",
                                "/#Preview\\s*\\{/", "/\"@main\"/", "#/#Preview { \"@main\" }/#", "##/a/#b/##", "#/\n  @main # x\n  \\#Preview\n/#",
                                "/* #Preview { } /* @main */ */", "// #Preview { Text(\"x\") }\n", "\"\\(1 + 2) #Preview { \\(\"@main\") }\"",
                                "#\"a \\#(\"#Preview {\") b\"#", "/[{(]+/", "/\\}/", "10 / 2 / 1", "half/5/1", "(x) / 2", "0x1p-3", "1_000"]

    static let swift = FuzzFormat(
        name: "swift", fileExtension: "swift",
        seedFolders: ["Tests/WidgetSnapPreviewSyntaxTests/Fixtures/rewrite", "Tests/WidgetSnapPreviewSyntaxTests/Fixtures/unchanged"], builtInSeeds: [],
        mutate: textMutator(swiftLiterals.map { "\nlet v = " + $0 + "\n" } + ["#Preview { Text(\"x\") }\n", "@main\n", "/", "\"", "#/", "{", "}"]),
        generate: { random in
            // A file of literals only (no preview can be found, it must come out unchanged), or the
            // same with a real #Preview after them (exactly one must be found).
            var lines = ["import SwiftUI"]
            for k in 0..<(1 + random.below(12)) { lines.append("let v\(k) = " + random.pick(swiftLiterals)) }
            if random.chance(0.5) { lines.append("#Preview(\"Found\") {\n    Text(\"ok\")\n}") }
            return Array((lines.joined(separator: "\n") + "\n").utf8)
        },
        run: { bytes, _ in
            guard let source = text(bytes) else { return .rejected }
            let rewritten: RewrittenSource
            do { rewritten = try PreviewRewrite.rewrite(source, file: "/fuzz/Widget.swift", functionPrefix: "_p") } catch { return .rejected }
            let newlines = { (s: String) in s.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
            // The two #sourceLocation lines, and a newline ending the last line if it had none (an
            // empty file has no last line to end).
            if newlines(rewritten.text) != newlines(source) + (source.isEmpty || source.hasSuffix("\n") ? 2 : 3) { return .broken("lines moved") }
            let generated = source.hasPrefix("import SwiftUI\nlet v0 = ")
            let real = source.contains("#Preview(\"Found\") {\n    Text(\"ok\")\n}")
            if generated, rewritten.previews.count != (real ? 1 : 0) {
                return .broken("found \(rewritten.previews.count) previews, expected \(real ? 1 : 0)")
            }
            // The round trip: no preview and no @main attribute, the file is unchanged (a generated
            // file has @main only inside literals and comments).
            if rewritten.previews.isEmpty, generated || !source.contains("@main"),
               rewritten.text != PreviewRewrite.unchangedText(source, file: "/fuzz/Widget.swift") {
                return .broken("a file without previews was changed")
            }
            return .accepted
        })

    // MARK: baseline images

    static let baseline = FuzzFormat(
        name: "baseline", fileExtension: "png", seedFolders: ["Tests/PNGCodecTests/Fixtures/png"], builtInSeeds: [],
        mutate: { seed, random in
            var b = seed
            for _ in 0...random.below(3) {
                guard !b.isEmpty else { break }
                switch random.below(5) {
                case 0: b[random.below(b.count)] = UInt8(truncatingIfNeeded: random.next())
                case 1: b.removeSubrange(random.below(b.count)..<b.count)
                case 2:
                    // The width or height in IHDR (bytes 16–23).
                    if b.count > 24 { b[16 + random.below(8)] = random.pick([0x00, 0x7F, 0xFF]) }
                case 3:
                    let start = random.below(b.count), length = min(1 + random.below(200), b.count - start)
                    b.insert(contentsOf: Array(b[start..<(start + length)]), at: start)
                default:
                    // A text chunk with a bogus length.
                    let at = min(33, b.count)
                    b.insert(contentsOf: [0x7F, 0xFF, 0xFF, 0xFF] + Array("tEXt".utf8) + [0x41, 0x42], at: at)
                }
            }
            return b
        },
        generate: nil,
        run: { bytes, _ in
            guard bytes.count <= PNGLimits.maximumFileBytes else { return .rejected }
            do {
                let image = try PNGDecoder().decode(bytes)
                // What the gallery copies: the pixels re-encoded, which decode to the same pixels.
                let again = try PNGDecoder().decode(try FastPNGEncoder().encode(image))
                return again == image ? .accepted : .broken("a re-encoded baseline decodes to other pixels")
            } catch {
                return .rejected
            }
        })
}
