/// A colour filter on a view's layer (SwiftUI's `grayscale`, `saturation`, `brightness`,
/// `contrast`), applied to the drawn pixels' straight colours; alpha is kept.
public enum ColorEffect: Sendable, Hashable {
    /// 0: no change, 1: fully grey (Rec. 709 luma, as CSS's `grayscale()`).
    case grayscale(Double)
    /// 1: no change, 0: grey, above 1: more saturated (CSS's `saturate()` matrix).
    case saturation(Double)
    /// Added to each channel: 0 no change, 1 white, negative darker.
    case brightness(Double)
    /// Scales each channel about mid-grey: 1 no change, 0 grey, negative inverts.
    case contrast(Double)

    /// The modifier's name as written in layout files.
    public var name: String {
        switch self {
        case .grayscale: "grayscale"
        case .saturation: "saturation"
        case .brightness: "brightness"
        case .contrast: "contrast"
        }
    }
}

/// Where a gradient's colours lie in its frame.
public enum GradientGeometry: Sendable, Hashable {
    /// Along the line from `start` to `end` (points of the frame).
    case linear(start: UnitPoint, end: UnitPoint)
    /// Circles around `center`, from `startRadius` to `endRadius` points.
    case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
    /// Ellipses around `center` with the frame's proportions: a radius fraction of 0.5 reaches the
    /// frame's edges when centred.
    case elliptical(center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    /// Around `center`, from `startAngle` to `endAngle` degrees (0 at the trailing side, clockwise
    /// on screen); colours before the start and after the end are the first and last stop's.
    case angular(center: UnitPoint, startAngle: Double, endAngle: Double)

    /// The gradient view's name as written in layout files.
    public var name: String {
        switch self {
        case .linear: "LinearGradient"
        case .radial: "RadialGradient"
        case .elliptical: "EllipticalGradient"
        case .angular: "AngularGradient"
        }
    }
}
