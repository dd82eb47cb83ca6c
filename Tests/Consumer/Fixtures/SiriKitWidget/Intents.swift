import Intents

// A file of the app named as its definition (Intents.intentdefinition): Xcode projects often have
// one. The plugin's generated file must not be called Intents.swift too, or SwiftPM stops with
// "multiple producers" (bug 4 of issue 26).
extension ConfigurationIntent {
    /// The chosen city's name, or a dash before one is chosen.
    var cityName: String { city?.displayString ?? "—" }
}
