// Compiled like user code (`import SwiftUI`, `import WidgetKit`): the APIs real Live Activity and
// control files use that widgetsnap added (docs/swiftui.md, "What real extensions use").
import ActivityKit
import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetModel

/// Patterns and widths the installed faces cannot draw are drawn plainly and noted at their line;
/// the plain forms are not.
private struct Patterned: View {
    static let line = #line + 3
    var body: some View {
        VStack {
            Text("a").strikethrough(true, pattern: .dash, color: .red); Text("b").underline(pattern: .dot); Text("c").fontWidth(.condensed)
        }
    }
}

private struct Plain: View {
    var body: some View {
        VStack {
            Text("a").strikethrough(true, pattern: .solid, color: .red)
            Text("b").fontWidth(.standard).task(id: 3) {}.contentMargins(.all, 0)
            Text("c").strikethrough(false, pattern: .dash)
        }
        .fontWidth(nil)
    }
}

@MainActor @Suite struct RealExtensionAPITests {
    @Test func unsupportedPatternsAndWidthsAreNoted() {
        let e = ViewResolution.evaluation(Patterned(), family: .systemSmall)
        let at = "at RealExtensionAPITests.swift:\(Patterned.line)"
        #expect(e.notDrawn.map(\.description) == ["strikethrough(pattern: .dash) \(at)", "underline(pattern: .dot) \(at)", "fontWidth(.condensed) \(at)"])
        #expect(ViewResolution.evaluation(Plain(), family: .systemSmall).notDrawn.isEmpty)
        // A dashed line is still a line: the same tree as the solid one.
        #expect(String(reflecting: ViewResolution.resolve(Text("a").strikethrough(true, pattern: .dash, color: .red), family: .systemSmall))
            == String(reflecting: ViewResolution.resolve(Text("a").strikethrough(true, color: .red), family: .systemSmall)))
    }

    @Test func hueSaturationBrightness() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 0.5) == Color(red: 0, green: 0.5, blue: 0))
        #expect(Color(hue: 0.5, saturation: 0, brightness: 0.25, opacity: 0.5) == Color(red: 0.25, green: 0.25, blue: 0.25, opacity: 0.5))
    }

    @Test func foundationInitialisersLinuxLacks() {
        #expect(CGFloat(truncating: NSNumber(value: 2.5)) == 2.5)
        #expect(CGFloat(truncating: NSNumber(value: true)) == 1)
        #expect(String(localized: "Arriving", comment: "the driver is near") == "Arriving")
    }

    @Test func theActivityFamilyIsTheIPhones() {
        #expect(EnvironmentValues().activityFamily == .medium)
        #expect(ActivityFamily.allCases == [.small, .medium])
    }
}

extension RealExtensionAPITests {
    @Test func controlReloadsAreRecordedAndActivitiesAreNotEnabled() {
        ControlCenter.shared.removeAllCalls()
        ControlCenter.shared.reloadControls(ofKind: "share-ride")
        ControlCenter.shared.reloadAllControls()
        #expect(ControlCenter.shared.calls == [.reloadControls(ofKind: "share-ride"), .reloadAllControls])
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled == false)
    }

    @Test func verticalPlacementIsNoted() {
        let e = ViewResolution.evaluation(Text("4 min").dynamicIsland(verticalPlacement: .belowIfTooWide), family: .systemSmall)
        #expect(e.notDrawn.map(\.api) == ["dynamicIsland(verticalPlacement: .belowIfTooWide)"])
    }
}

extension RealExtensionAPITests {
    /// Materials are translucent fills of their tint, thicker ones more opaque, white in light and
    /// dark grey in dark; a view's background takes one.
    @Test func materialsAreTranslucentTints() {
        let thicknesses: [Material] = [.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial]
        let alphas = thicknesses.map(\._color.light.a)
        #expect(alphas == alphas.sorted() && Set(alphas).count == 5 && alphas.allSatisfy { $0 > 0 && $0 < 1 })
        #expect(Material.regular._color.light.r == 1 && Material.regular._color.dark.r < 0.2)
        let tree = String(reflecting: ViewResolution.resolve(Text("a").background(.ultraThickMaterial), family: .systemSmall))
        let plain = String(reflecting: ViewResolution.resolve(Text("a").background(Color(white: 1, opacity: 0.9)), family: .systemSmall))
        #expect(tree.contains("background") && tree != String(reflecting: ViewResolution.resolve(Text("a"), family: .systemSmall)))
        #expect(plain.contains("background"))
    }
}
