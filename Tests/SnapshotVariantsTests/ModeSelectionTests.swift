import Testing
import WidgetLayout
import WidgetModel
@testable import SnapshotVariants

/// `--appearance` with the rendering modes: names, errors with hints, and the families' defaults (C.6).
@Suite struct ModeSelectionTests {
    @Test func namesParse() throws {
        #expect(try Selection.appearance("dark-tinted") == Appearance(colorScheme: .dark, context: .tinted(nil)))
        #expect(try Selection.appearance("light-clear").renderingMode == .accented)
        #expect(try Selection.appearance("vibrant-80b4ff").context == .lockScreen(RGBA(hex: "#80b4ff")))
        #expect(try Selection.appearance("standby-night").renderingMode == .vibrant)
    }

    @Test(arguments: [("light-accented", "light-tinted"), ("dark-vibrant", "standby-night"), ("dark-tinted-orange", "six hex digits"),
                      ("vibrant-xyz", "six hex digits"), ("sepia", "expected one of")])
    func badNamesExplainThemselves(_ name: String, _ hint: String) {
        do {
            _ = try Selection.appearance(name)
            Issue.record("\(name) was taken")
        } catch {
            #expect(error.code == .usage)
            #expect((error.hint ?? "").contains(hint), "\(name): \(error.hint ?? "")")
        }
    }

    @Test func familyDefaults() {
        #expect(VariantFilter.defaultAppearances(for: .accessoryCircular).map(\.description) == ["vibrant"])
        #expect(VariantFilter.defaultAppearances(for: .systemSmall).map(\.description) == ["light", "dark", "dark-tinted", "dark-clear"])
        var f = VariantFilter()
        #expect(f.appearances(for: .systemSmall) == VariantFilter.defaultAppearances, "no --appearance: light and dark, as before")
        f.familyDefaults = true
        f.appearances = [.dark, Appearance(colorScheme: .dark, context: .standByNight)]
        #expect(f.appearances(for: .systemSmall).map(\.description) == ["light", "dark", "dark-tinted", "dark-clear", "standby-night"])
        #expect(f.appearances(for: .accessoryInline).map(\.description) == ["vibrant", "dark", "standby-night"])
    }
}
