import Foundation
import Testing
import WidgetSnapUI

/// A circle in its frame inset by 12 pt, written as an app would without `inset(by:)`.
private struct SmallerCircle: Shape {
    func path(in rect: CGRect) -> Path { Circle().path(in: rect.insetBy(dx: 12, dy: 12)) }
}

/// A rounded rectangle inset by 10 pt with its 20 pt corners shrunk to 10.
private struct SmallerRoundedRectangle: Shape {
    func path(in rect: CGRect) -> Path { Path(roundedRect: rect.insetBy(dx: 10, dy: 10), cornerRadius: 10) }
}

/// An app's arc as real code writes it: an insettable shape, angles added and subtracted.
private struct Arc: InsettableShape {
    var inset: CGFloat = 0
    func path(in rect: CGRect) -> Path {
        let start = .degrees(-135) - Angle.degrees(90), end = start + .degrees(270) * 0.5
        return Path { p in
            p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2 - inset,
                     startAngle: start, endAngle: end, clockwise: false)
        }
    }
    func inset(by amount: CGFloat) -> Arc { Arc(inset: inset + amount) }
}

/// iOS 17's `fill(_:).stroke(_:)` chain, `InsettableShape` and angle arithmetic, drawn.
@MainActor
@Suite struct ShapeChainTests {
    let drawing = DrawingAgreementTests()

    @Test func fillThenStrokeDrawsTheStrokeOverTheFill() throws {
        let chained = try drawing.pixels(AnyView(Circle().fill(Color.red).stroke(Color.blue, lineWidth: 6).frame(width: 100, height: 100)))
        let overlaid = try drawing.pixels(AnyView(Circle().fill(Color.red).overlay(Circle().stroke(Color.blue, lineWidth: 6)).frame(width: 100, height: 100)))
        let filled = try drawing.pixels(AnyView(Circle().fill(Color.red).frame(width: 100, height: 100)))
        #expect(chained == overlaid)
        #expect(chained != filled, "the stroke is drawn")
        let border = try drawing.pixels(AnyView(Capsule().fill(Color.red).strokeBorder(Color.blue, lineWidth: 6).frame(width: 100, height: 40)))
        let borderOverlaid = try drawing.pixels(AnyView(Capsule().fill(Color.red).overlay(Capsule().strokeBorder(Color.blue, lineWidth: 6)).frame(width: 100, height: 40)))
        #expect(border == borderOverlaid)
    }

    @Test func insetShapesDrawInTheSmallerFrame() throws {
        let inset = try drawing.pixels(AnyView(Circle().inset(by: 12).fill(Color.red).frame(width: 100, height: 100)))
        let written = try drawing.pixels(AnyView(SmallerCircle().fill(Color.red).frame(width: 100, height: 100)))
        let whole = try drawing.pixels(AnyView(Circle().fill(Color.red).frame(width: 100, height: 100)))
        #expect(inset == written)
        #expect(inset != whole)
        #expect(try drawing.pixels(AnyView(Circle().inset(by: 4).inset(by: 8).fill(Color.red).frame(width: 100, height: 100))) == inset)
        // A rounded rectangle's corners shrink by the inset, as SwiftUI's do.
        let corners = try drawing.pixels(AnyView(RoundedRectangle(cornerRadius: 20).inset(by: 10).fill(Color.red).frame(width: 100, height: 60)))
        let shrunk = try drawing.pixels(AnyView(SmallerRoundedRectangle().fill(Color.red).frame(width: 100, height: 60)))
        #expect(corners == shrunk)
        #expect(Rectangle().inset(by: 80).path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).isEmpty, "nothing left to draw")
    }

    @Test func anAppsInsettableArcStrokesItsBorder() throws {
        let arc = try drawing.pixels(AnyView(Arc().strokeBorder(Color.blue, lineWidth: 10).frame(width: 100, height: 100)))
        let blank = try drawing.pixels(AnyView(Color.clear.frame(width: 100, height: 100)))
        #expect(arc != blank)
        #expect(Angle.degrees(-135) - .degrees(90) == .degrees(-225) && -Angle.degrees(30) < .zero && Angle.degrees(90) / 2 == .degrees(45))
    }
}
