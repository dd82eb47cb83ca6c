@_exported import WidgetSnapClock
import Foundation

extension WidgetSnapshots {
    /// Runs `body` (one assertion's rendering: the provider's timeline, the views, the comparison) on
    /// the clock ``SnapshotClock/effective(_:environment:)`` chooses: `explicit`, else the enclosing
    /// ``withPinnedClock(_:operation:)``, else `WIDGETSNAP_CLOCK`, else 2026-06-01T09:41:00Z; the time
    /// zone UTC. Every assertion goes through here; a new kind of assertion should too. An invalid
    /// `WIDGETSNAP_CLOCK`, or a program where the clock cannot be pinned, gives `failure(message)`
    /// instead of running `body`. `environment` is the process's unless a test passes its own (a test
    /// that set the process's variable would move every assertion running beside it).
    public static func onSnapshotClock<R>(_ explicit: SnapshotClock?, environment: [String: String] = ProcessInfo.processInfo.environment,
                                          failure: (String) -> R, _ body: () throws -> R) rethrows -> R {
        let clock: SnapshotClock
        switch SnapshotClock.effective(explicit, environment: environment) {
        case .success(let c): clock = c
        case .failure(let error): return failure(error.description)
        }
        return try clock.run { () throws -> R in
            if let instant = clock.instant, PinnedClock.interposes, abs(Date().timeIntervalSince(instant)) > 0.001 {
                return failure("the clock could not be pinned to \(clock): Date() reads \(Date()) (hint: link WidgetSnapshotTesting statically"
                               + " into the test program, as SwiftPM does by default, or set \(SnapshotClock.environmentVariable)=system)")
            }
            return try body()
        }
    }

    /// ``onSnapshotClock(_:failure:_:)`` for a check that returns nil or one failure message.
    public static func onSnapshotClock(_ explicit: SnapshotClock?, environment: [String: String] = ProcessInfo.processInfo.environment,
                                       _ body: () -> String?) -> String? {
        onSnapshotClock(explicit, environment: environment, failure: { $0 }, body)
    }

    /// ``onSnapshotClock(_:failure:_:)`` for a check that returns its failure messages.
    public static func onSnapshotClock(_ explicit: SnapshotClock?, environment: [String: String] = ProcessInfo.processInfo.environment,
                                       _ body: () -> [String]) -> [String] {
        onSnapshotClock(explicit, environment: environment, failure: { [$0] }, body)
    }
}
