import AppIntents
import Foundation
import Testing
import WidgetKit
import WidgetModel

struct LineOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Northern", "Victoria", "Jubilee"] }
    func defaultResult() async -> String? { "Victoria" }
}

struct LineIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Line"
    @Parameter(title: "Line", optionsProvider: LineOptions()) var line: String?
    @Parameter(title: "Note", default: "Hi") var note: String
}

/// Results in sections (iOS 17's `IntentItemCollection`): the choices are the items, section after section.
struct SectionedLineOptions: DynamicOptionsProvider {
    func results() async throws -> IntentItemCollection<String> {
        IntentItemCollection {
            IntentItemSection("Deep", items: ["Northern", "Victoria"])
            IntentItemSection("Surface", items: [IntentItem("Overground", title: "London Overground")])
        }
    }
}

struct SectionedLineIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Line"
    @Parameter(title: "Line", optionsProvider: SectionedLineOptions()) var line: String?
}

/// `@Parameter(title:optionsProvider:)`: the provider's results are the Edit Widget sheet's choices
/// and its default result is a new widget's value.
@Suite struct DynamicOptionsTests {
    @Test func providerResultsAreTheChoices() {
        let model = IntentConfigurationModel.intent(LineIntent.self).intent
        #expect(describe(model) == [#"line "Line" enum(Northern:Northern,Victoria:Victoria,Jubilee:Jubilee) = string("Victoria")"#,
                                    #"note "Note" string = string("Hi")"#])
    }

    @Test func sectionedResultsAreTheChoicesInOrder() {
        let model = IntentConfigurationModel.intent(SectionedLineIntent.self).intent
        #expect(describe(model) == [#"line "Line" enum(Northern:Northern,Victoria:Victoria,Overground:Overground) = none"#])
    }

    @Test func aValueSetWinsOverTheProvidersDefault() {
        let intent = LineIntent()
        intent.line = "Jubilee"
        for (_, p) in _parameters(of: intent) { p._applyQueryDefault() }
        #expect(intent.line == "Jubilee")
        #expect(_defaultIntent(LineIntent.self).line == "Victoria")
    }
}

/// The line's stations depend on the line chosen (`@IntentParameterDependency`): a new widget's line.
struct StationOptions: DynamicOptionsProvider {
    @IntentParameterDependency<DependentIntent>(\.$line) var intent
    func results() async throws -> [String] {
        guard let line = intent?.line else { return ["(choose a line)"] }
        return line == "Victoria" ? ["Brixton", "Walthamstow"] : ["Edgware", "Morden"]
    }
}

struct DependentIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Station"
    @Parameter(title: "Line", default: "Victoria") var line: String
    @Parameter(title: "Station", optionsProvider: StationOptions()) var station: String?
    @Parameter(title: "Favourites", size: [.systemSmall: 1, .systemMedium: 3]) var favourites: [String]?
}

/// A summary that names nothing: the sheet lists no parameter.
struct HiddenIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Hidden"
    @Parameter(title: "Line", default: "Victoria") var line: String
    static var parameterSummary: some ParameterSummary { Summary() }
}

/// A parameter with no value makes the dependency nil, as on iOS.
struct NoteIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Note"
    @Parameter(title: "Note") var note: String?
    @Parameter(title: "Line", default: "Victoria") var line: String
}

struct UnsetDependency: DynamicOptionsProvider {
    @IntentParameterDependency<NoteIntent>(\.$line, \.$note) var intent
    func results() async throws -> [String] { intent == nil ? ["none"] : ["some"] }
}

struct SetDependency: DynamicOptionsProvider {
    @IntentParameterDependency<NoteIntent>(\.$line) var intent
    func results() async throws -> [String] { [intent?.line ?? "none"] }
}

@Suite struct ParameterDependencyTests {
    @Test func aDependencyReadsTheNewWidgetsIntent() {
        let model = IntentConfigurationModel.intent(DependentIntent.self).intent
        #expect(describe(model).dropFirst().first == #"station "Station" enum(Brixton:Brixton,Walthamstow:Walthamstow) = none"#)
    }

    @Test func anUnsetParameterGivesNoDependency() async throws {
        #expect(try await UnsetDependency().results() == ["none"])
        #expect(try await SetDependency().results() == ["Victoria"])
    }

    @Test func anEmptySummaryListsNoParameter() {
        #expect(describe(IntentConfigurationModel.intent(HiddenIntent.self).intent).isEmpty)
    }

    @Test func collectionSizes() {
        let size: IntentCollectionSize = [.systemSmall: 1, .systemMedium: 3]
        #expect(size.maximum(for: .systemMedium) == 3 && size.maximum(for: .systemLarge) == nil)
        #expect((5 as IntentCollectionSize).maximum(for: .systemLarge) == 5)
        #expect(IntentCollectionSize(min: 1, max: 4).maximum(for: .systemSmall) == 4)
    }
}
