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
        var intent = LineIntent()
        intent.line = "Jubilee"
        for (_, p) in _parameters(of: intent) { p._applyQueryDefault() }
        #expect(intent.line == "Jubilee")
        #expect(_defaultIntent(LineIntent.self).line == "Victoria")
    }
}
