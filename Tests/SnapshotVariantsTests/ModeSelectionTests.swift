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

    @Test(arguments: [("light-accented", "light-tinted", VariantsError.renderingModeNamed(name: "light-accented", scheme: "light")),
                      ("dark-vibrant", "standby-night", .vibrantWithScheme(name: "dark-vibrant")),
                      ("dark-tinted-orange", "six hex digits", .badTint(name: "dark-tinted-orange", example: "dark-tinted-ff8800")),
                      ("vibrant-xyz", "six hex digits", .badTint(name: "vibrant-xyz", example: "vibrant-80b4ff")),
                      ("sepia", "expected one of", .unknownAppearance(name: "sepia", names: Selection.appearanceNames))])
    func badNamesExplainThemselves(_ name: String, _ hint: String, _ expected: VariantsError) {
        do {
            _ = try Selection.appearance(name)
            Issue.record("\(name) was taken")
        } catch {
            #expect(error == expected)
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

/// `VariantsError`: an option that names nothing carries the name and what there was to choose from,
/// in the words the command line printed before it was typed.
struct VariantsErrorTests {
    private func failure<T>(_ body: () throws(VariantsError) -> T) -> VariantsError? {
        do { _ = try body(); return nil } catch { return error }
    }

    @Test func anUnknownDeviceCarriesTheClosestId() {
        let error = failure { () throws(VariantsError) in try Selection.device("iPhone 15 Pro") }
        guard case .unknownDevice(let id, let closest)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(id == "iPhone 15 Pro")
        #expect(closest != nil)
        #expect(error?.message == "unknown device 'iPhone 15 Pro'")
        #expect(error?.hint == "did you mean '\(closest ?? "")'? 'widgetsnap devices' lists them")
    }

    @Test func aLocaleInTheWrongCaseIsGuessed() {
        let error = failure { () throws(VariantsError) in try Selection.locale("DE_de") }
        #expect(error == .unknownLocale(tag: "DE_de", locales: Selection.locales, guess: "de"))
        #expect(error?.hint == "did you mean 'de'? expected one of: " + Selection.locales.joined(separator: ", "))
    }

    @Test func anUnknownStateListsTheStates() {
        let error = failure { () throws(VariantsError) in try Selection.state("privat") }
        #expect(error == .unknownState(name: "privat", states: WidgetState.allCases.map(\.rawValue)))
        #expect(error?.message == "unknown state 'privat'")
        #expect(error?.hint?.hasPrefix("did you mean 'privacy'?") == true, "\(error?.hint ?? "")")
    }

    @Test func anUnknownDynamicTypeSizeListsTheSizes() {
        let error = failure { () throws(VariantsError) in try Selection.dynamicType("hugeish") }
        guard case .unknownDynamicType(let name, let sizes, _)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(name == "hugeish" && sizes == DynamicTypeSize.allCases.map(\.shortName))
        #expect(error?.hint?.hasSuffix(", or all") == true)
    }
}
