import Foundation

/// What the wall clock reads while a snapshot is drawn: an instant (``standard`` unless changed), or
/// the machine's own clock (``system``).
///
/// The instant comes from an assertion's `clock:` argument, else the enclosing ``withPinnedClock(_:operation:)``,
/// else `WIDGETSNAP_CLOCK` (an ISO 8601 instant such as `2026-06-01T09:41:00Z`, or `system`), else
/// ``standard``: 2026-06-01T09:41:00Z, the time an iPhone shows in Apple's screenshots.
public struct SnapshotClock: Hashable, Sendable, CustomStringConvertible {
    /// The pinned instant; nil for the machine's clock.
    public let instant: Date?

    /// 2026-06-01T09:41:00Z (also the instant views count relative dates from: `EnvironmentValues.now`).
    public static let standard = SnapshotClock(instant: Date(timeIntervalSince1970: 1_780_306_860))
    /// The machine's clock, not pinned (renders then change as time passes).
    public static let system = SnapshotClock(instant: nil)
    /// The wall clock pinned to `instant`.
    public static func pinned(_ instant: Date) -> SnapshotClock { SnapshotClock(instant: instant) }

    /// The environment variable that changes the default: an ISO 8601 instant or `system`.
    public static let environmentVariable = "WIDGETSNAP_CLOCK"

    /// The clock an enclosing ``withPinnedClock(_:operation:)`` chose; nil outside any.
    @TaskLocal public static var scoped: SnapshotClock? = nil

    /// An ISO 8601 instant with its zone (`2026-06-01T09:41:00Z`, `2026-06-01T11:41:00+02:00`,
    /// fractional seconds allowed), or `system`; nil for anything else.
    public static func parse(_ text: String) -> SnapshotClock? {
        let word = text.trimmingCharacters(in: .whitespaces)
        if word.lowercased() == "system" { return .system }
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds]] {
            let f = ISO8601DateFormatter()
            f.formatOptions = options
            if let date = f.date(from: word) { return .pinned(date) }
        }
        return nil
    }

    /// The clock an assertion uses: `explicit`, else the scope's, else `WIDGETSNAP_CLOCK` from
    /// `environment`, else ``standard``; for a value that is not an instant, the message saying so.
    public static func effective(_ explicit: SnapshotClock?, environment: [String: String]) -> Result<SnapshotClock, SnapshotClockError> {
        if let explicit { return .success(explicit) }
        if let scoped { return .success(scoped) }
        guard let text = environment[environmentVariable], !text.isEmpty else { return .success(.standard) }
        guard let clock = parse(text) else { return .failure(SnapshotClockError(value: text)) }
        return .success(clock)
    }

    public var description: String {
        guard let instant else { return "system" }
        let f = ISO8601DateFormatter()
        f.formatOptions = instant.timeIntervalSince1970.rounded() == instant.timeIntervalSince1970
            ? [.withInternetDateTime] : [.withInternetDateTime, .withFractionalSeconds]
        return f.string(from: instant)
    }

    /// Runs `body` on this clock: pinned (``PinnedClock/run(at:_:)``) or, for ``system``, as it is.
    public func run<R>(_ body: () throws -> R) rethrows -> R {
        guard let instant else { return try body() }
        return try PinnedClock.run(at: instant, body)
    }
}

/// `WIDGETSNAP_CLOCK` holds something that is neither an ISO 8601 instant nor `system`.
public struct SnapshotClockError: Error, Hashable, Sendable, CustomStringConvertible {
    public let value: String
    public var description: String {
        "\(SnapshotClock.environmentVariable) is '\(value)'; expected an ISO 8601 instant with its zone or 'system'"
            + " (hint: e.g. \(SnapshotClock.environmentVariable)=2026-06-01T09:41:00Z, the default; 'system' leaves the machine's clock)"
    }
}

/// Runs `operation` with the wall clock pinned to `clock` (``SnapshotClock/standard`` by default) and
/// the time zone UTC, and with every snapshot assertion inside it drawing at that instant (unless it
/// passes its own `clock:`). For test code that reads `Date()` outside an assertion:
///
/// ```swift
/// @Test func agenda() {
///     withPinnedClock {
///         let entries = AgendaProvider().entries(from: Date())   // 2026-06-01T09:41:00Z
///         assertWidgetSnapshot(timeline: entries) { AgendaView(entry: $0) }
///     }
/// }
/// ```
public func withPinnedClock<R>(_ clock: SnapshotClock = .standard, operation: () throws -> R) rethrows -> R {
    try SnapshotClock.$scoped.withValue(clock) { try clock.run(operation) }
}
