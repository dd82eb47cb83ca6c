import AppIntents
import Foundation
import Testing
import WidgetGallery
import EditWidgetSheet
import WidgetKit
import WidgetModel

private let german = """
    "Trip" = "Reise";
    "Distances to a city." = "Entfernungen zu einer Stadt.";
    "City" = "Stadt";
    "Units" = "Einheiten";
    "Metric" = "Metrisch";
    "Imperial" = "Angloamerikanisch";
    "Meter" = "Parkuhr";
    "Where the car is and how long the meter runs." = "Wo das Auto steht und wie lange die Parkuhr läuft.";
    """

/// The intent's strings in the Edit Widget sheet come from the app's string tables in the sheet's language.
@MainActor
@Suite struct IntentLocalizationTests {
    static func germanResources() throws -> AppResources {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intent-de-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/de.lproj", withIntermediateDirectories: true)
        try german.write(toFile: folder + "/de.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try AppResources(folder: folder, language: "de")
    }

    @Test func modelIsTranslated() throws {
        let model = IntentConfigurationModel.intent(TripIntent.self, strings: try Self.germanResources().strings).intent
        #expect(model.title == "Reise")
        #expect(model.description == "Entfernungen zu einer Stadt.")
        #expect(describe(model).prefix(2) == [
            #"city "Stadt" entity(city.suggested, searchable) = string("osa")"#,
            #"units "Einheiten" enum(metric:Metrisch,imperial:Angloamerikanisch,nautical:Nautical) = string("metric")"#,
        ])
        // Without tables (or in English) the strings are shown as written.
        #expect(IntentConfigurationModel.intent(TripIntent.self).intent.title == "Trip")
    }

    @Test func sheetIsDrawnInTheTablesLanguage() throws {
        let host = WidgetHost(MeterWidget())
        let d = host.configurationDefinition(strings: try Self.germanResources().strings)
        var shown: [String] = []
        func walk(_ v: ResolvedView) { if case .text(let s) = v.content { shown.append(s) }; v.children.forEach(walk) }
        walk(EditWidgetImage.view(d, instance: d.instance(named: "default")!))
        #expect(shown.contains("Stadt") && shown.contains("Parkuhr"))
        #expect(!shown.contains("City") && !shown.contains("Meter"))
        #expect(d.displayName == "Parkuhr" && d.description == "Wo das Auto steht und wie lange die Parkuhr läuft.")
    }
}
