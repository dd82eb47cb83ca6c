import Foundation

/// Foundation's formatter of a date relative to another ("in 2 hours", "yesterday", "3d ago"), which
/// swift-corelibs-foundation does not have; this one is there for code that imports the front end. It
/// formats with Foundation's `Date.AnchoredRelativeFormatStyle` (Apple's swift-foundation, the same
/// rules and ICU data as `Date.RelativeFormatStyle`): the largest calendar unit that is not zero,
/// rounded to the nearest whole one, in the formatter's locale. The units styles are ICU's widths:
/// `.full` "2 hours ago", `.spellOut` "two hours ago", `.short` "2 hr. ago", `.abbreviated` "2h ago";
/// `.named` writes "yesterday", "next week", "now" where the language has such words.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    public enum DateTimeStyle: Int, Sendable { case numeric, named }
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }

    public var dateTimeStyle: DateTimeStyle = .numeric
    public var unitsStyle: UnitsStyle = .full
    public var calendar: Calendar! = .current
    public var locale: Locale! = .current

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// `date` as seen from `referenceDate` ("in 2 hours" when `date` is two hours later).
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        var style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: presentation, unitsStyle: width)
        style.locale = locale ?? .current
        style.calendar = calendar ?? .current
        return style.format(referenceDate)
    }

    /// The offset the components describe, from a fixed date ("1 day ago" for `day: -1`).
    open func localizedString(from dateComponents: DateComponents) -> String {
        let reference = Date(timeIntervalSinceReferenceDate: 0)
        let date = (calendar ?? .current).date(byAdding: dateComponents, to: reference) ?? reference
        return localizedString(for: date, relativeTo: reference)
    }

    /// The offset in seconds ("in 5 minutes" for 300).
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let reference = Date(timeIntervalSinceReferenceDate: 0)
        let offset = timeInterval.isFinite ? timeInterval : 0
        return localizedString(for: reference.addingTimeInterval(offset), relativeTo: reference)
    }

    /// A date relative to now.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    var presentation: Date.RelativeFormatStyle.Presentation { dateTimeStyle == .named ? .named : .numeric }

    var width: Date.RelativeFormatStyle.UnitsStyle {
        switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
    }
}
