import Testing
import WidgetModel

/// Every number in a layout has a documented range (`docs/limits.md`), enforced when decoding:
/// the error names the range and points at the number. Cases from the hardening issue's
/// reproductions, plus one per range.
struct NumericRangeTests {
    struct Case: CustomStringConvertible, Sendable {
        /// The view snippet; `NUM` is replaced by the number.
        var view: String
        var number: String
        var message: String
        var description: String { "\(view) with \(number)" }
    }

    static let rejected: [Case] = [
        Case(view: #"{Text: "a", modifiers: [{frame: {width: NUM}}]}"#, number: "2200000", message: "expected a length from 0 to 10000, found 2200000"),
        Case(view: #"{Text: "a", modifiers: [{frame: {maxHeight: NUM}}]}"#, number: "1e19", message: "expected a length from 0 to 10000 or Infinity, found 1e+19"),
        Case(view: #"{Text: "a", modifiers: [{frame: {minWidth: NUM}}]}"#, number: "-Infinity", message: "expected a length, found -Infinity"),
        Case(view: #"{Text: "a", modifiers: [{font: {size: NUM}}]}"#, number: "2097153", message: "expected a font size from 1 to 1000, found 2097153"),
        Case(view: #"{Text: "a", modifiers: [{font: {size: NUM}}]}"#, number: "0.5", message: "expected a font size from 1 to 1000, found 0.5"),
        Case(view: #"{Text: "a", modifiers: [{kerning: NUM}]}"#, number: "1e300", message: "expected a distance in points from -1000 to 1000, found 1e+300"),
        Case(view: #"{Text: ["a", {text: "b", baselineOffset: NUM}]}"#, number: "-1001", message: "expected a distance in points from -1000 to 1000, found -1001"),
        Case(view: #"{Text: "a", modifiers: [{minimumScaleFactor: NUM}]}"#, number: "1e-9", message: "expected a scale factor from 0.01 to 1, found 1e-09"),
        Case(view: #"{Text: "a", modifiers: [{minimumScaleFactor: NUM}]}"#, number: "1.5", message: "expected a scale factor from 0.01 to 1, found 1.5"),
        Case(view: #"{VStack: [], spacing: NUM}"#, number: "1e19", message: "expected a spacing from -10000 to 10000, found 1e+19"),
        Case(view: #"{HStack: [], spacing: NUM}"#, number: "-10001", message: "expected a spacing from -10000 to 10000, found -10001"),
        Case(view: #"{Text: "a", modifiers: [{padding: NUM}]}"#, number: "1e300", message: "expected a length from 0 to 10000, found 1e+300"),
        Case(view: #"{Text: "a", modifiers: [{padding: {top: NUM}}]}"#, number: "10001", message: "expected a length from 0 to 10000, found 10001"),
        Case(view: #"{Text: "a", modifiers: [{padding: {length: NUM}}]}"#, number: "NaN", message: "expected a length, found NaN"),
        Case(view: #"{Text: "a", modifiers: [{cornerRadius: NUM}]}"#, number: "1e300", message: "expected a radius from 0 to 10000, found 1e+300"),
        Case(view: #"{RoundedRectangle: {cornerRadius: NUM}}"#, number: "-2", message: "expected a radius from 0 to 10000, found -2"),
        Case(view: #"{Circle: {lineWidth: NUM}}"#, number: "5000", message: "expected a line width from 0 to 1000, found 5000"),
        Case(view: #"{Spacer: {minLength: NUM}}"#, number: "1e12", message: "expected a length from 0 to 10000, found 1000000000000"),
        Case(view: #"{Text: "a", modifiers: [{opacity: NUM}]}"#, number: "-0.5", message: "expected an opacity from 0 to 1, found -0.5"),
        Case(view: #"{Text: "a", modifiers: [{aspectRatio: NUM}]}"#, number: "1e-9", message: "expected a number from 0.0001 to 10000, found 1e-09"),
        Case(view: #"{Text: "a", modifiers: [{layoutPriority: NUM}]}"#, number: "1e300", message: "expected a number from -1000 to 1000, found 1e+300"),
        Case(view: #"{Text: "a", modifiers: [{lineLimit: NUM}]}"#, number: "0", message: "expected a whole number from 1 to 1000, found 0"),
        Case(view: #"{Text: "a", modifiers: [{lineLimit: NUM}]}"#, number: "1e10", message: "expected a whole number from 1 to 1000, found 10000000000"),
        Case(view: #"{ForEach: "entry.items", limit: NUM, content: {Text: "a"}}"#, number: "20000", message: "expected a whole number from 0 to 10000, found 20000"),
        Case(view: #"{Gauge: "entry.n", max: NUM}"#, number: "1e300", message: "expected a number from -1000000000 to 1000000000, found 1e+300"),
        Case(view: #"{ProgressView: "entry.n", total: NUM}"#, number: "-1e10", message: "expected a number from -1000000000 to 1000000000, found -10000000000"),
    ]

    @Test(arguments: rejected)
    func outOfRangeIsAnErrorAtTheNumber(_ c: Case) throws {
        let view = c.view.replacingOccurrences(of: "NUM", with: c.number)
        let text = widgetText(view: view)
        let d = try #require(decodeErrors(text).first { $0.message.contains(c.message) }, "got: \(decodeErrors(text).map(\.message))")
        let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[5]
        let column = try #require(lineText.range(of: c.number).map { lineText.distance(from: lineText.startIndex, to: $0.lowerBound) + 1 })
        #expect(d.location?.line == 6 && d.location?.column == column, "\(d)")
    }

    /// The bounds themselves are accepted.
    @Test(arguments: [
        #"{VStack: [], spacing: 10000}"#, #"{VStack: [], spacing: -2}"#, #"{HStack: [], spacing: -10000}"#, #"{Text: "a", modifiers: [{frame: {minWidth: 0, maxHeight: Infinity}}]}"#,
        #"{Text: "a", modifiers: [{font: {size: 1000}}, {minimumScaleFactor: 0.01}, {lineLimit: 1000}]}"#,
        #"{Text: "a", modifiers: [{font: {size: 1}}, {opacity: 0}, {layoutPriority: -1000}, {aspectRatio: 10000}]}"#,
        #"{Gauge: "entry.n", min: -1000000000, max: 1000000000}"#,
    ])
    func boundsAreAccepted(_ view: String) {
        #expect(decodeErrors(widgetText(view: view)).isEmpty, "\(decodeErrors(widgetText(view: view)))")
    }

    @Test func relevanceAndParameterBounds() {
        let text = widgetText(view: #"{Text: "a"}"#, extra: #" intent: {title: "x", parameters: [{name: "n", type: "integer", min: -1e20, default: 1}]},"#)
        #expect(decodeErrors(text).contains { $0.message == "expected a number from -1000000000000000 to 1000000000000000, found -1e+20" }, "\(decodeErrors(text))")
    }
}

/// SF Pro Rounded shares SF Pro's tracking table (it has SF Pro's advance widths).
struct RoundedTrackingTests {
    @Test(arguments: [11.0, 17, 22, 30, 34])
    func roundedTracksLikeSFPro(_ size: Double) {
        #expect(FontSpec.tracking(forSize: size, design: .rounded) == FontSpec.tracking(forSize: size, design: .default))
    }
}
