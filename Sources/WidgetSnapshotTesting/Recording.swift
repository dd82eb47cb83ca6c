import WidgetSnapshotCore

/// The record mode for the snapshot assertions inside a scope, set with
/// ``withWidgetSnapshotRecording(_:operation:)``. A task-local value: it applies to the code inside
/// the closure (and the tasks it starts), never to other tests running at the same time.
public enum WidgetSnapshotRecording {
    /// The mode of the current scope; nil outside any scope.
    @TaskLocal public static var mode: RecordMode? = nil

    /// The mode an assertion uses: its own `record:` argument, else the scope's, else
    /// `WIDGETSNAP_RECORD` (and `CI`), read from `environment`.
    public static func effective(_ explicit: RecordMode?, environment: [String: String]) throws(GoldensError) -> RecordMode {
        if let explicit { return explicit }
        if let mode { return mode }
        return try RecordMode.fromEnvironment(environment)
    }
}

/// Runs `operation` with every ``assertWidgetSnapshot(layout:family:instance:entry:appearance:state:named:goldens:assets:device:record:threshold:maxDiffPixels:fileID:file:line:column:)``
/// inside it recording in `mode` (unless an assertion passes its own `record:`):
///
/// ```swift
/// @Test func weather() {
///     withWidgetSnapshotRecording(.failed) {   // accept the new images, then remove this line
///         assertWidgetSnapshot(layout: "Layouts/weather.json5", family: "systemSmall")
///     }
/// }
/// ```
public func withWidgetSnapshotRecording<R>(_ mode: RecordMode, operation: () throws -> R) rethrows -> R {
    try WidgetSnapshotRecording.$mode.withValue(mode, operation: operation)
}

/// The `async` form of ``withWidgetSnapshotRecording(_:operation:)``.
public func withWidgetSnapshotRecording<R>(_ mode: RecordMode, isolation: isolated (any Actor)? = #isolation,
                                           operation: () async throws -> R) async rethrows -> R {
    try await WidgetSnapshotRecording.$mode.withValue(mode, operation: operation)
}
