import CWidgetSnapClock
import Foundation

/// The process's wall clock and time zone, pinned while a snapshot is drawn, so that a provider's
/// `Date()` or a view's `Date.now` gives the same instant on every run.
///
/// While ``run(at:_:)`` runs its body, `Date()`, `Date.now`, `time()`, `gettimeofday()` and
/// `clock_gettime(CLOCK_REALTIME)` return `instant` on every thread (the C library's functions are
/// replaced in the program that links this module; Linux only), and the time zone is UTC (`TZ`,
/// `TimeZone.current`, `NSTimeZone.default`). The monotonic clocks (`ContinuousClock`,
/// `DispatchTime`) keep running. Calls nest: each restores what was there before it. The clock is
/// one per process: sections on other threads at the same instant run together, one at another
/// instant waits until they have ended (so tests that run in parallel cannot move each other's clock).
public enum PinnedClock {
    private static let condition = NSCondition()
    /// The sections open on all threads, and the instant they pinned.
    nonisolated(unsafe) private static var sections = 0
    nonisolated(unsafe) private static var current = Int64.min
    nonisolated(unsafe) private static var savedTZ: String?
    nonisolated(unsafe) private static var savedDefaultZone: TimeZone?
    private static let depthKey = "widgetsnap.PinnedClock.depth"

    /// Whether this platform's build replaces the wall-clock functions (Linux: true). Elsewhere
    /// ``run(at:_:)`` still pins the time zone but `Date()` keeps the machine's time.
    public static var interposes: Bool { widgetsnap_clock_interposes() != 0 }

    /// The pinned instant, or nil when the clock runs.
    public static var pinned: Date? {
        let ns = widgetsnap_clock_pinned()
        return ns == Int64.min ? nil : Date(timeIntervalSince1970: Double(ns) / 1e9)
    }

    /// Runs `body` with the wall clock reading `instant` (whole nanoseconds) and the time zone UTC.
    public static func run<R>(at instant: Date, _ body: () throws -> R) rethrows -> R {
        let previous = enter(nanoseconds(instant))
        defer { leave(previous) }
        return try body()
    }

    /// Nanoseconds since 1970 (whole seconds and the fraction apart, so that no precision is lost),
    /// clamped to what the C side can hold (1678 to 2262).
    static func nanoseconds(_ date: Date) -> Int64 {
        let t = min(max(date.timeIntervalSince1970, -9.2e9), 9.2e9)
        let seconds = t.rounded(.down)
        return Int64(seconds) * 1_000_000_000 + Int64(((t - seconds) * 1e9).rounded())
    }

    /// How many sections this thread has open.
    private static var depth: Int {
        get { Thread.current.threadDictionary[depthKey] as? Int ?? 0 }
        set { Thread.current.threadDictionary[depthKey] = newValue }
    }

    private static func enter(_ ns: Int64) -> Int64 {
        condition.lock()
        defer { condition.unlock() }
        // Another thread's sections at another instant: wait for them (a section nested in this
        // thread's own never waits).
        while sections > 0, current != ns, depth == 0 { condition.wait() }
        if sections == 0 {
            savedTZ = ProcessInfo.processInfo.environment["TZ"]
            savedDefaultZone = NSTimeZone.default
            setZone("UTC", TimeZone(identifier: "UTC")!)
        }
        sections += 1
        depth += 1
        current = ns
        return widgetsnap_clock_exchange(ns)
    }

    /// `previous`: what this section's `enter` replaced, the instant of this thread's enclosing
    /// section when there is one.
    private static func leave(_ previous: Int64) {
        condition.lock()
        defer { condition.unlock() }
        sections -= 1
        depth -= 1
        if sections == 0 {
            _ = widgetsnap_clock_exchange(Int64.min)
            current = Int64.min
            if let zone = savedDefaultZone { setZone(savedTZ, zone) }
            savedTZ = nil
            savedDefaultZone = nil
        } else if depth > 0 {
            // Back to this thread's enclosing section.
            _ = widgetsnap_clock_exchange(previous)
            current = previous
        }
        // Else other threads' sections at the same instant go on: the clock stays.
        condition.broadcast()
    }

    /// `TZ` for the C library and `TimeZone.current` (nil: the machine's zone), and Foundation's
    /// default zone (which `DateFormatter` and `Calendar.current` take). TZ exists from before
    /// `main` (see `widgetsnap_clock_machine_zone`), so this replaces its value and never reshapes
    /// the environment under a thread that is reading it.
    private static func setZone(_ tz: String?, _ zone: TimeZone) {
        setenv("TZ", tz ?? String(cString: widgetsnap_clock_machine_zone), 1)
        tzset()
        NSTimeZone.resetSystemTimeZone()
        NSTimeZone.default = zone
    }
}
