import WidgetModel

/// A size in points.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    public var width: Double, height: Double
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    public static let zero = Size(0, 0)
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    public var description: String { "\(fmt(width))×\(fmt(height))" }
}

/// A point in points, y down.
public struct Point: Sendable, Hashable {
    public var x: Double, y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
}

/// A rectangle in points: origin top-left, y down.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) { self.x = x; self.y = y; self.width = width; self.height = height }
    public init(origin: Point, size: Size) { self.init(x: origin.x, y: origin.y, width: size.width, height: size.height) }
    public var size: Size { Size(width, height) }
    public var origin: Point { Point(x, y) }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public func insetBy(_ e: EdgeInsets) -> Rect {
        Rect(x: x + e.leading, y: y + e.top, width: max(0, width - e.horizontal), height: max(0, height - e.vertical))
    }
    public var description: String { "(\(fmt(x)), \(fmt(y)), \(fmt(width)), \(fmt(height)))" }
}

/// Horizontal or vertical.
public enum Axis: Sendable, Hashable {
    case horizontal, vertical
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// What a parent offers a child: per axis a length, or nil ("unspecified": answer with your ideal size).
public struct ProposedSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Double?, height: Double?
    public init(_ width: Double?, _ height: Double?) { self.width = width; self.height = height }
    public init(_ size: Size) { self.init(size.width, size.height) }
    public static let unspecified = ProposedSize(nil, nil)
    public static let zero = ProposedSize(0, 0)
    public static let infinity = ProposedSize(.infinity, .infinity)

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    /// A proposal with `major` on `axis` and `minor` on the other.
    init(axis: Axis, major: Double?, minor: Double?) {
        self.init(axis == .horizontal ? major : minor, axis == .horizontal ? minor : major)
    }
    /// nil replaced by `value` (the default 10 pt for views without a natural size).
    public func replacingUnspecified(by value: Double = 10) -> Size { Size(width ?? value, height ?? value) }

    public var description: String {
        "\(width.map(fmt) ?? "nil")×\(height.map(fmt) ?? "nil")"
    }
}

/// Numbers for dumps: at most 3 decimals, no trailing zeros, "inf" for infinity.
func fmt(_ v: Double) -> String {
    if v.isInfinite { return v > 0 ? "inf" : "-inf" }
    if v.isNaN { return "nan" }
    // Beyond 1e12 the thousandths no longer matter (and would not fit an Int): shortest form.
    if abs(v) >= 1e12 { return "\(v)" }
    let r = (v * 1000).rounded() / 1000
    if r == r.rounded() { return String(Int(saturating: r)) }
    var s = String(format3(r))
    while s.hasSuffix("0") { s.removeLast() }
    return s
}

private func format3(_ v: Double) -> String {
    let negative = v < 0
    let scaled = Int(saturating: (abs(v) * 1000).rounded())
    let whole = scaled / 1000, frac = scaled % 1000
    let f = String(frac)
    return (negative ? "-" : "") + "\(whole)." + String(repeating: "0", count: 3 - f.count) + f
}
