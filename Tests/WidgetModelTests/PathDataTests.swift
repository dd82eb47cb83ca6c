import Foundation
import Testing
import WidgetModel

/// SVG path data (the layout format's `Path`), from the cases in Fixtures/path-data.json: what
/// valid data parses to, and where and how bad data is reported.
struct PathDataTests {
    struct Fixture: Decodable {
        struct Valid: Decodable, Sendable, CustomTestStringConvertible {
            var d: String
            var segments: [[JSONNumberOrString]]?
            var cubics: Int?
            var end: [Double]?
            var testDescription: String { d }
        }
        struct Invalid: Decodable, Sendable, CustomTestStringConvertible {
            var d: String, offset: Int, message: String, hint: String
            var testDescription: String { d.isEmpty ? "(empty)" : d }
        }
        var valid: [Valid]
        var invalid: [Invalid]
    }
    enum JSONNumberOrString: Decodable, Sendable, Equatable {
        case number(Double), string(String)
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let d = try? c.decode(Double.self) { self = .number(d) } else { self = .string(try c.decode(String.self)) }
        }
    }

    static let fixture: Fixture = {
        let url = Bundle.module.url(forResource: "path-data", withExtension: "json", subdirectory: "Fixtures")!
        return try! JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }()

    static func describe(_ s: PathSegment) -> [JSONNumberOrString] {
        switch s {
        case .move(let p): [.string("M"), .number(p.x), .number(p.y)]
        case .line(let p): [.string("L"), .number(p.x), .number(p.y)]
        case .quad(let c, let p): [.string("Q"), .number(c.x), .number(c.y), .number(p.x), .number(p.y)]
        case .cubic(let a, let b, let p): [.string("C"), .number(a.x), .number(a.y), .number(b.x), .number(b.y), .number(p.x), .number(p.y)]
        case .close: [.string("Z")]
        }
    }

    @Test(arguments: fixture.valid)
    func validData(_ c: Fixture.Valid) throws {
        let segments = try PathData.parse(c.d).get()
        if let expected = c.segments { #expect(segments.map(Self.describe) == expected) }
        if let n = c.cubics {
            #expect(segments.filter { if case .cubic = $0 { true } else { false } }.count == n)
            if case .cubic(_, _, let p)? = segments.last, let end = c.end { #expect(abs(p.x - end[0]) < 1e-9 && abs(p.y - end[1]) < 1e-9) } else { Issue.record("no final cubic") }
        }
    }

    @Test(arguments: fixture.invalid)
    func invalidData(_ c: Fixture.Invalid) {
        guard case .failure(let e) = PathData.parse(c.d) else { Issue.record("parsed"); return }
        #expect(e.offset == c.offset)
        #expect(e.message.hasPrefix(c.message), "\(e.message)")
        #expect(e.hint.hasPrefix(c.hint), "\(e.hint)")
    }

    /// SVG's sweep flag 1 runs through increasing angles: y-down, the arc from (0,0) to (10,0) bulges
    /// upwards (negative y) with sweep 1, and downwards with sweep 0.
    @Test func arcSweepFollowsSVG() throws {
        func midY(_ d: String) throws -> Double {
            guard case .cubic(_, _, let p) = try PathData.parse(d).get()[1] else { return .nan }
            return p.y
        }
        #expect(try midY("M0 0 A5 5 0 0 1 10 0") < -4.9)
        #expect(try midY("M0 0 A5 5 0 0 0 10 0") > 4.9)
    }

    /// SwiftUI's addArc in y-down space: `clockwise: false` goes through increasing angles (through
    /// +y, downwards, from 0 to 90°), `clockwise: true` the long way round through -y.
    @Test func arcClockwiseFollowsSwiftUI() {
        var a = PathBuilder()
        a.arc(center: PathPoint(0, 0), radius: 10, start: 0, end: .pi / 2, clockwise: false)
        var b = PathBuilder()
        b.arc(center: PathPoint(0, 0), radius: 10, start: 0, end: .pi / 2, clockwise: true)
        #expect(a.segments.count == 2) // move + one quarter
        #expect(b.segments.count == 4) // move + three quarters
        if case .cubic(_, _, let p) = b.segments[1] { #expect(abs(p.y + 10) < 1e-9) } else { Issue.record("no cubic") }
    }

    /// A bad `d` in a layout file is reported at its character, with line and column.
    @Test func layoutFileErrorPointsIntoTheData() throws {
        let text = widgetText(view: ##"{Path: {d: "M0 0 L5 5 X", viewBox: [0, 0, 10, 10]}}"##)
        let d = try #require(decodeErrors(text).first)
        #expect(d.message == "unknown path command 'X'")
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[5]
        let column = line.distance(from: line.startIndex, to: line.range(of: " X\"")!.lowerBound) + 2
        #expect(d.description.hasPrefix("t.json5:6:\(column): error: unknown path command 'X'"), "\(d.description)")
        #expect(d.hint?.contains("commands: M L H V") == true)
    }

    @Test(arguments: [
        (##"{Path: {d: "M0 0", viewBox: [0, 0, 10]}}"##, "a view box has 4 numbers, found 3"),
        (##"{Path: {d: "M0 0", viewBox: [0, 0, 0, 10]}}"##, "a view box's width and height must be above 0"),
        (##"{Path: {d: "M0 0", fit: "fit"}}"##, "fit needs a viewBox"),
        (##"{Path: {d: "M0 0", fillRule: "odd"}}"##, "unknown fill rule 'odd'"),
        (##"{Path: {}}"##, "Path is missing the required key 'd'"),
        (##"{RadialGradient: {colors: ["red", "blue"]}}"##, "RadialGradient is missing the required key 'endRadius'"),
        (##"{LinearGradient: {stops: [{color: "red", location: 0.5}, {color: "blue", location: 0.2}]}}"##, "stop locations must not decrease"),
        (##"{AngularGradient: {colors: ["red", "blue"], startAngle: 90, endAngle: 10}}"##, "the end angle must be greater than the start angle"),
        (##"{Text: "a", modifiers: [{blur: -1}]}"##, "expected a radius in points from 0 to 1000, found -1"),
        (##"{Text: "a", modifiers: [{shadow: {x: 2}}]}"##, "shadow is missing the required key 'radius'"),
    ])
    func drawingErrors(_ view: String, _ message: String) {
        let messages = decodeErrors(widgetText(view: view)).map(\.message)
        #expect(messages.contains { $0.hasPrefix(message) }, "\(messages)")
    }
}
