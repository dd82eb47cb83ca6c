import Foundation

/// Foundation's formatter of durations ("1h 5m", "1:05:00", "2 hours, 5 minutes"), which
/// swift-corelibs-foundation marks unavailable; this one shadows it for code that imports the
/// front end. English only. A `TimeInterval` is measured from the reference date in the
/// Gregorian calendar in UTC (as Foundation measures it), so months and years are calendar ones.
/// `.spellOut` writes digits (the `.full` words).
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable { case positional, abbreviated, short, full, spellOut, brief }

    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    public var allowedUnits: NSCalendar.Unit = []
    public var unitsStyle: UnitsStyle = .positional
    public var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    public var maximumUnitCount = 0
    public var includesApproximationPhrase = false
    public var includesTimeRemainingPhrase = false
    public var allowsFractionalUnits = false
    public var collapsesLargestUnit = false
    public var calendar: Calendar?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// The units in order, largest first, with their names: abbreviated, brief, short (singular, plural), full (singular, plural).
    static let units: [(NSCalendar.Unit, Calendar.Component, abbreviated: String, brief: String, short: (String, String), full: (String, String))] = [
        (.year, .year, "y", "yr", ("yr", "yrs"), ("year", "years")),
        (.month, .month, "mo", "mth", ("mth", "mths"), ("month", "months")),
        (.weekOfMonth, .weekOfMonth, "w", "wk", ("wk", "wks"), ("week", "weeks")),
        (.day, .day, "d", "d", ("day", "days"), ("day", "days")),
        (.hour, .hour, "h", "hr", ("hr", "hr"), ("hour", "hours")),
        (.minute, .minute, "m", "min", ("min", "min"), ("minute", "minutes")),
        (.second, .second, "s", "sec", ("sec", "sec"), ("second", "seconds")),
    ]

    /// The units used: `allowedUnits`, or (empty) hours, minutes and seconds for positional, else every unit.
    var units: [NSCalendar.Unit] {
        let all = Self.units.map(\.0)
        let chosen = all.filter { allowedUnits.contains($0) }
        if !chosen.isEmpty { return chosen }
        return unitsStyle == .positional ? [.hour, .minute, .second] : [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    }

    var gregorianUTC: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let start = Date(timeIntervalSinceReferenceDate: 0)
        guard let text = string(from: start, to: start.addingTimeInterval(abs(ti)), calendar: calendar ?? gregorianUTC) else { return nil }
        return ti < 0 && text.first?.isNumber == true ? "-" + text : text
    }

    open func string(from startDate: Date, to endDate: Date) -> String? { string(from: startDate, to: endDate, calendar: calendar ?? Calendar.current) }

    func string(from start: Date, to end: Date, calendar: Calendar) -> String? {
        let used = units
        let components = Set(Self.units.filter { row in used.contains(row.0) }.map(\.1))
        return string(from: calendar.dateComponents(components, from: start, to: end))
    }

    open func string(from components: DateComponents) -> String? {
        var values: [(row: Int, value: Int)] = []
        for (i, row) in Self.units.enumerated() where units.contains(row.0) {
            values.append((i, components.value(for: row.1) ?? 0))
        }
        guard !values.isEmpty else { return nil }
        if collapsesLargestUnit, values.count > 1, values[0].value == 0 { values.removeFirst() }
        let positional = unitsStyle == .positional
        // Zero units: positional keeps all but the leading zeros; the others drop every zero.
        var behavior = zeroFormattingBehavior
        if behavior == .default { behavior = positional ? .dropLeading : .dropAll }
        if !behavior.contains(.pad) {
            if behavior.contains(.dropLeading) { while values.count > 1, values[0].value == 0 { values.removeFirst() } }
            if behavior.contains(.dropTrailing) { while values.count > 1, values[values.count - 1].value == 0 { values.removeLast() } }
            if behavior.contains(.dropMiddle), values.count > 2 {
                values = [values[0]] + values[1..<(values.count - 1)].filter { $0.value != 0 } + [values[values.count - 1]]
            }
            if !positional, values.count > 1 { values.removeAll { $0.value == 0 }; if values.isEmpty { values = [(Self.units.count - 1, 0)] } }
        }
        if maximumUnitCount > 0, values.count > maximumUnitCount { values = Array(values.prefix(maximumUnitCount)) }
        if values.isEmpty { return nil }
        let negative = values.contains { $0.value < 0 }
        var text: String
        if positional {
            text = values.enumerated().map { i, v in
                let n = abs(v.value)
                return i == 0 && !behavior.contains(.pad) ? "\(n)" : (n < 10 ? "0\(n)" : "\(n)")
            }.joined(separator: ":")
            if negative { text = "-" + text }
        } else {
            let parts = values.map { v -> String in
                let row = Self.units[v.row], n = v.value, one = abs(n) == 1
                switch unitsStyle {
                case .abbreviated: return "\(n)\(row.abbreviated)"
                case .brief: return "\(n)\(row.brief)"
                case .short: return "\(n) \(one ? row.short.0 : row.short.1)"
                default: return "\(n) \(one ? row.full.0 : row.full.1)"
                }
            }
            text = parts.joined(separator: unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", ")
        }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    open override func string(for obj: Any?) -> String? {
        if let ti = obj as? TimeInterval { return string(from: ti) }
        if let c = obj as? DateComponents { return string(from: c) }
        return nil
    }

    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let f = DateComponentsFormatter()
        f.unitsStyle = unitsStyle
        return f.string(from: components)
    }
}
