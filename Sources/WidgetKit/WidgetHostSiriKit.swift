import AppIntents
import Intents
import WidgetModel

extension WidgetHost {
    /// One variant of a configured instance of a SiriKit-configured widget (``resolve(family:entryIndex:state:colorScheme:instance:intent:environment:)``
    /// with the generated intent class's value).
    public func resolve<I: INIntent>(family: WidgetFamily, entryIndex: Int = 0, state: WidgetState = .real, colorScheme: ColorScheme = .light,
                                     instance: String, intent: I, environment: (inout EnvironmentValues) -> Void = { _ in }) -> ResolvedWidget? {
        resolve(family: family, entryIndex: entryIndex, state: state, colorScheme: colorScheme, instance: instance,
                intent: _SiriKitIntent(intent) as any WidgetConfigurationIntent, environment: environment)
    }

    /// The widget as a layout file's definition for its Edit Widget sheet, with SiriKit intent values as instances.
    public func configurationDefinition<I: INIntent>(instances: [(name: String, intent: I)]) -> WidgetDefinition {
        configurationDefinition(instances: instances.map { ($0.name, _SiriKitIntent($0.intent) as any WidgetConfigurationIntent) })
    }
}
