/// An action of the app. widgetsnap never performs one: `perform()` must compile, and
/// `Button(intent:)` draws its label.
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    associatedtype SummaryContent: ParameterSummary
    init()
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription { get }
    static var isDiscoverable: Bool { get }
    static var openAppWhenRun: Bool { get }
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    static var parameterSummary: SummaryContent { get }
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription { IntentDescription("") }
    public static var isDiscoverable: Bool { true }
    public static var openAppWhenRun: Bool { false }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    public static var parameterSummary: _NoParameterSummary { _NoParameterSummary() }
}

/// The intent of a configurable widget: its parameters are the rows of the Edit Widget sheet.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// A widget's intent is not performed; it is the widget's configuration.
    public func perform() async throws -> some IntentResult { IntentResultContainer() }
}

public struct IntentAuthenticationPolicy: Hashable, Sendable {
    let name: String
    public static let alwaysAllowed = IntentAuthenticationPolicy(name: "alwaysAllowed")
    public static let requiresAuthentication = IntentAuthenticationPolicy(name: "requiresAuthentication")
    public static let requiresLocalDeviceAuthentication = IntentAuthenticationPolicy(name: "requiresLocalDeviceAuthentication")
}
