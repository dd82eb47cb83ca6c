import SwiftUI

/// Three quarters of a ring, open at the bottom: an insettable shape, its angles added up.
struct GaugeArc: InsettableShape {
    var fraction: Double = 1
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let start = Angle.degrees(-135) - .degrees(90)
        let end = start + .degrees(270) * fraction
        var p = Path()
        p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2 - insetAmount,
                 startAngle: start, endAngle: end, clockwise: false)
        return p
    }

    func inset(by amount: CGFloat) -> GaugeArc {
        var arc = self
        arc.insetAmount += amount
        return arc
    }
}
