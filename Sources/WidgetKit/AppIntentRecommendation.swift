import AppIntents

/// A preconfigured widget the system offers (watchOS, and the Smart Stack's suggestions).
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: @unchecked Sendable {
    public let intent: Intent
    public let description: String
    public init(intent: Intent, description: LocalizedStringResource) { self.intent = intent; self.description = description.string }
    public init(intent: Intent, description: Text) { self.intent = intent; self.description = description._string }
    @_disfavoredOverload public init<S: StringProtocol>(intent: Intent, description: S) { self.intent = intent; self.description = String(description) }
}
