import Foundation
import Testing
import WidgetLayout
import WidgetModel

/// One data-driven runner for every file in Fixtures/layout: an input view tree, a proposal, and
/// the expected frames (and radii, text lines), laid out with the fixed-advance test measurer.
struct LayoutFixtureTests {
    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/layout")
    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".json5") }.sorted()

    @Test func fixturesArePresent() {
        #expect(Self.names.count >= 40)
    }

    @Test(arguments: names)
    func fixture(_ name: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        let fixture = try decoder.decode(JSONValue.self, from: Data(text.utf8))
        let proposal = try #require(fixture["proposal"]?.arrayValue)
        let box = Size(proposal[0].numberValue ?? 0, proposal[1].numberValue ?? 0)
        let scale = fixture["scale"]?.numberValue ?? 3
        var images: [String: Size] = [:]
        for (k, v) in fixture["images"]?.objectValue ?? [:] {
            if let a = v.arrayValue, a.count == 2 { images[k] = Size(a[0].numberValue ?? 0, a[1].numberValue ?? 0) }
        }
        let viewValue = try #require(fixture["view"])
        let node: ViewNode
        switch LayoutFile.decodeView(viewValue, at: JSONPath([.key("view")]), file: name, sourceMap: SourceMap(text: text)) {
        case .success(let n): node = n
        case .failure(let e): Issue.record("\(e)"); return
        }
        var selection = VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)
        if let direction = fixture["layoutDirection"]?.stringValue {
            selection.layoutDirection = try #require(LayoutDirection(rawValue: direction), "\(name): layoutDirection")
        }
        if let name = fixture["dynamicType"]?.stringValue { selection.dynamicTypeSize = try #require(DynamicTypeSize(name: name)) }
        let resolved = try #require(Resolver(definition: .standalone(view: node)).resolve(selection))
        #expect(resolved.issues.isEmpty, "\(resolved.issues)")
        let engine = WidgetLayoutEngine(measurer: FixedAdvanceTextMeasurer(), assets: FixedAssetSizes(images))
        let root = engine.layout(resolved.root, box: box, scale: scale)
        let actual = Dictionary(root.frames(), uniquingKeysWith: { a, _ in a })
        let dump = LayoutDump.tree(root)

        for (path, value) in (fixture["expect"]?.objectValue ?? [:]).sorted(by: { $0.key < $1.key }) {
            let e = (value.arrayValue ?? []).compactMap(\.numberValue)
            guard let a = actual[path] else {
                Issue.record("\(name): no node at \(path)\n\(dump)")
                continue
            }
            let ok = e.count == 4 && abs(a.x - e[0]) < 0.01 && abs(a.y - e[1]) < 0.01 && abs(a.width - e[2]) < 0.01 && abs(a.height - e[3]) < 0.01
            #expect(ok, "\(name): \(path) expected \(e) got \(a)\n\(dump)")
        }
        for (path, value) in fixture["expectRadius"]?.objectValue ?? [:] {
            let r = root.node(at: path)?.cornerRadius
            #expect(r.map { abs($0 - (value.numberValue ?? -1)) < 0.01 } == true, "\(name): \(path) radius expected \(value) got \(String(describing: r))\n\(dump)")
        }
        // Drawn font sizes (Dynamic Type and minimumScaleFactor).
        for (path, value) in fixture["expectFontSize"]?.objectValue ?? [:] {
            let size = root.node(at: path)?.text?.font.size
            #expect(size.map { abs($0 - (value.numberValue ?? -1)) < 0.001 } == true, "\(name): \(path) font size expected \(value) got \(String(describing: size))\n\(dump)")
        }
        // The truncation and clipping report: every recorded text, in order, at its Text key's line:column.
        if let expected = fixture["expectTextFits"]?.arrayValue {
            let map = SourceMap(text: text)
            let got: [String] = root.textFits.map { fit in
                let at = fit.sourcePath.flatMap { map.keyLocation(of: $0.appending(key: "Text")) }.map { "\($0.line):\($0.column)" } ?? "?"
                var s = "\(fit.node) \(at) \(fit.kinds.joined(separator: "+"))"
                if let n = fit.truncatedLines { s += " lines=\(n)" }
                if let f = fit.scale { s += " scale=\(f)" }
                if let c = fit.clip { s += " clip=\(c.edge):\(c.by)" }
                return s
            }
            #expect(got == expected.compactMap(\.stringValue), "\(name): text fits\n\(dump)")
        }
        // Symbol names as drawn (symbolVariant resolves `heart` with `fill` to `heart.fill`).
        for (path, value) in fixture["expectSymbols"]?.objectValue ?? [:] {
            var drawn: String?
            if case .symbol(let s, _)? = root.node(at: path)?.view?.content { drawn = s }
            #expect(drawn == value.stringValue, "\(name): \(path) symbol expected \(value) got \(String(describing: drawn))\n\(dump)")
        }
        for (path, value) in fixture["expectLines"]?.objectValue ?? [:] {
            let lines = root.node(at: path)?.text?.lines.map(\.text)
            #expect(lines == value.arrayValue?.compactMap(\.stringValue), "\(name): \(path) lines expected \(value) got \(String(describing: lines))\n\(dump)")
        }
    }
}
