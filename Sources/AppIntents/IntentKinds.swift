import Foundation

// The kinds of intent an app declares beside widget configuration intents. widgetsnap performs no
// intent (a `Button(intent:)` draws its label); these protocols make the declarations compile.

/// An intent that plays audio (a widget's play button).
public protocol AudioPlaybackIntent: SystemIntent {}

/// An intent that starts, updates or ends a Live Activity (a Live Activity's buttons).
public protocol LiveActivityIntent: SystemIntent {}

/// An app intent that replaces a SiriKit intent of the same widget (`intentClassName` names it):
/// widgets configured with the old intent keep their configuration.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    static var intentClassName: String { get }
}

/// An intent the system runs with an app already in the foreground.
public protocol SystemIntent: AppIntent {}

/// An intent that reports its progress in `progress`.
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
    /// A progress object of the intent (a fresh one each time: widgetsnap performs no intent).
    public var progress: Progress { Progress(totalUnitCount: 100) }
}

/// An intent that may ask to continue in the app's foreground.
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
    /// Asks to continue in the foreground: widgetsnap has no app to bring forward, so this throws
    /// ``AppIntentError/notPerformed``.
    public func requestToContinueInForeground(_ dialog: IntentDialog? = nil, continuationHandler: @MainActor @Sendable () async throws -> Void = {}) async throws {
        throw AppIntentError.notPerformed
    }
    public func requestToContinueInForeground<T>(_ dialog: IntentDialog? = nil, continuationHandler: @MainActor @Sendable () async throws -> T) async throws -> T {
        throw AppIntentError.notPerformed
    }
}

/// Why an intent's request to the system failed.
public enum AppIntentError: Error, Sendable, Equatable {
    /// widgetsnap performs no intents and brings no app forward.
    case notPerformed
    /// Thrown by an intent to be performed again (as iOS's `AppIntentError.restartPerform`).
    case restartPerform
}

/// An intent that sets a value (a toggle control's action): the system sets `value` before `perform()`.
public protocol SetValueIntent: SystemIntent {
    associatedtype ValueType
    var value: ValueType { get set }
}

/// The intent a control is configured with (`AppIntentControlConfiguration`): its parameters are the
/// control's settings, drawn with their defaults. Like a widget's, it is not performed.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    public func perform() async throws -> some IntentResult { IntentResultContainer() }
}
