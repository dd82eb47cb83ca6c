import Foundation
import Testing
import WidgetModel

/// The Dynamic Type reference data, its scaling rule (text styles scale, fixed sizes do not),
/// `env.dynamicTypeSize` in bindings, and the table in docs/format.md.
struct DynamicTypeTests {
    @Test func everyCategoryHasEveryStyle() {
        #expect(DynamicTypeSize.allCases.count == 12)
        for size in DynamicTypeSize.allCases {
            for style in TextStyle.allCases {
                let m = DynamicTypeTable.metrics(style, size)
                #expect(m.size >= 11 && m.leading > m.size, "\(style) at \(size): \(m.size)/\(m.leading)")
            }
        }
    }

    @Test func largeIsTheTableOfToday() {
        for style in TextStyle.allCases {
            let m = DynamicTypeTable.metrics(style, .large)
            #expect(m.size == style.metrics.size && m.leading == style.metrics.leading && m.weight == style.metrics.weight, "\(style)")
            #expect(FontSpec(style: style).resolved() == FontSpec(style: style).resolved(dynamicType: .large))
        }
    }

    /// No style gets smaller at a larger category (the HIG's tables only grow).
    @Test func sizesNeverShrinkFromOneCategoryToTheNext() {
        for style in TextStyle.allCases {
            for (a, b) in zip(DynamicTypeSize.allCases, DynamicTypeSize.allCases.dropFirst()) {
                #expect(DynamicTypeTable.metrics(style, a).size <= DynamicTypeTable.metrics(style, b).size, "\(style): \(a) → \(b)")
            }
        }
        #expect(DynamicTypeTable.metrics(.body, .accessibility5).size == 53)
        #expect(DynamicTypeTable.metrics(.title, .accessibility5).leading == 68)
        #expect(DynamicTypeTable.metrics(.subheadline, .xxxLarge).leading == 28)
    }

    @Test func textStylesScaleAndFixedSizesDoNot() {
        for size in DynamicTypeSize.allCases {
            let styled = FontSpec(style: .body, weight: .bold).resolved(dynamicType: size)
            #expect(styled.size == DynamicTypeTable.metrics(.body, size).size && styled.weight == .bold)
            #expect(FontSpec(size: 20).resolved(dynamicType: size).size == 20, "a fixed size scaled at \(size)")
            // .custom(_:size:) scales with body, .custom(_:size:relativeTo:) with its style, by the ratio of their sizes.
            let body = DynamicTypeTable.metrics(.body, size).size / 17, title = DynamicTypeTable.metrics(.title, size).size / 28
            #expect(abs(FontSpec(size: 20, family: "Material Icons").resolved(dynamicType: size).size - 20 * body) < 1e-9)
            #expect(abs(FontSpec(size: 20, relativeTo: .title).resolved(dynamicType: size).size - 20 * title) < 1e-9)
        }
        #expect(FontSpec(size: 20, family: "Material Icons").resolved(dynamicType: .accessibility5).size > 62)
        #expect(FontSpec().resolved(dynamicType: .accessibility5).size == 53, "no style means body")
    }

    @Test func relativeToNeedsASize() throws {
        let errors = decodeErrors(widgetText(view: #"{Text: "a", modifiers: [{font: {style: "body", relativeTo: "title"}}]}"#))
        #expect(errors.contains { $0.message.hasPrefix("relativeTo scales a font of a size") }, "\(errors)")
        let ok = try decode(widgetText(view: #"{Text: "a", modifiers: [{font: {size: 30, relativeTo: "title"}}]}"#)).get()
        var selection = VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)
        selection.dynamicTypeSize = .accessibility5
        let env = try #require(Resolver(definition: ok).resolve(selection)).root.environment
        #expect(abs(env.resolvedFont.size - 30 * 58 / 28) < 1e-9)
    }

    @Test func namesParseInEitherSpelling() {
        #expect(DynamicTypeSize(name: "ax5") == .accessibility5)
        #expect(DynamicTypeSize(name: "AX1") == .accessibility1)
        #expect(DynamicTypeSize(name: "accessibility3") == .accessibility3)
        #expect(DynamicTypeSize(name: "xsmall") == .xSmall)
        #expect(DynamicTypeSize(name: "huge") == nil)
        #expect(DynamicTypeSize.allCases.map(\.shortName) == ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "ax1", "ax2", "ax3", "ax4", "ax5"])
    }

    @Test func envDynamicTypeSizeIsReadableAndChecked() throws {
        let text = widgetText(view: #"{Text: "{env.dynamicTypeSize}"}"#)
        let d = try decode(text).get()
        var selection = VariantSelection(family: .systemSmall, instance: "default", entryIndex: 0, state: .real)
        selection.dynamicTypeSize = .accessibility5
        let resolved = try #require(Resolver(definition: d).resolve(selection))
        guard case .text(let s) = resolved.root.content else { Issue.record("not a text"); return }
        #expect(s == "accessibility5")
        #expect(resolved.root.environment.dynamicTypeSize == .accessibility5)
        let errors = decodeErrors(widgetText(view: #"{Text: "{env.dynamicType}"}"#))
        #expect(errors.count == 1 && errors.first?.message == "unknown binding path 'env.dynamicType'")
        #expect(errors.first?.hint?.contains("did you mean 'env.dynamicTypeSize'?") == true, "\(errors)")
    }

    /// docs/format.md's table (size/leading per style and category) is the data's.
    @Test func theDocumentedTableIsTheData() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("docs/format.md"), encoding: .utf8)
        let lines = doc.split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.hasPrefix("| Style | xSmall |") })
        let columns = header.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.dropFirst()
        #expect(columns.compactMap { DynamicTypeSize(name: $0) } == DynamicTypeSize.allCases)
        var checked = 0
        for style in TextStyle.allCases {
            let row = try #require(lines.first { $0.hasPrefix("| `\(style.rawValue)` | ") && $0.contains("/") }, "no row for \(style)")
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.dropFirst()
            for (size, cell) in zip(DynamicTypeSize.allCases, cells) {
                let m = DynamicTypeTable.metrics(style, size)
                #expect(cell == "\(Int(m.size))/\(Int(m.leading))", "\(style) at \(size): docs \(cell)")
                checked += 1
            }
        }
        #expect(checked == 132)
    }
}
