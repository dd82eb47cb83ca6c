import WidgetModel

/// A device row of the HIG widget size tables.
public struct Device: Sendable, Hashable {
    /// Stable id used on the command line, e.g. `iphone-430x932`.
    public var id: String
    /// Example models with this screen.
    public var name: String
    /// Portrait screen size in points.
    public var screen: Size
    /// Default display scale.
    public var scale: Double
    /// Widget sizes the layout is computed at (the canvas size on iPad).
    public var familySizes: [WidgetFamily: Size]
    /// On iPad, the size the canvas is scaled down to on the Home Screen.
    public var homeScreenSizes: [WidgetFamily: Size]
    /// The widget's corner radius. Apple publishes no number; see `widgetkit-facts.md` §2.
    public var cornerRadius: Double
    /// A free canvas (``DeviceCatalog/canvas(width:height:scale:)``): the view as a component
    /// snapshot, with no widget chrome.
    public var isCanvas = false

    public var isPad: Bool { id.hasPrefix("ipad") }

    /// The widget size for a family, or nil when the device does not offer that family.
    public func size(of family: WidgetFamily) -> Size? { familySizes[family] }

    /// The container's corner radius for a family: the widget radius, a circle for accessoryCircular,
    /// and no visible container for accessoryInline.
    public func containerRadius(for family: WidgetFamily) -> Double {
        guard let s = size(of: family) else { return cornerRadius }
        switch family {
        case .accessoryCircular: return min(s.width, s.height) / 2
        case .accessoryRectangular: return 12
        case .accessoryInline: return 0
        default: return cornerRadius
        }
    }
}

/// Every iPhone and iPad row of the HIG size tables (widgetkit-facts.md §1.2, §1.4).
public enum DeviceCatalog {
    /// The default device: the 430×932 pt iPhone, where systemSmall is 170×170.
    public static let defaultID = "iphone-430x932"

    public static var `default`: Device { device(id: defaultID)! }

    /// A catalogue device, or a free canvas written `canvas-<width>x<height>` (points, default @3x)
    /// or `canvas-<width>x<height>@<scale>x`, such as `canvas-160x160` or `canvas-350x160@2x`.
    public static func device(id: String) -> Device? { all.first { $0.id == id } ?? canvas(id: id) }

    /// The prefix of free canvas ids.
    public static let canvasPrefix = "canvas-"
    /// The largest free canvas side, in points.
    public static let largestCanvasSide = 2_000.0

    /// A free canvas of a fixed size, like swift-snapshot-testing's `.fixed(width:height:)` hosting a
    /// view in a plain `UIHostingController`: every family has this size; there are no content
    /// margins, no corner mask and no container background (`containerBackground` is not drawn),
    /// and the canvas behind the view is `systemBackground` (white, or black in dark).
    public static func canvas(width: Double, height: Double, scale: Double = 3) -> Device {
        let size = Size(width, height)
        let sizes = Dictionary(uniqueKeysWithValues: WidgetFamily.allCases.map { ($0, size) })
        var id = "\(canvasPrefix)\(number(width))x\(number(height))"
        if scale != 3 { id += "@\(number(scale))x" }
        return Device(id: id, name: "free canvas \(number(width))×\(number(height)) pt @\(number(scale))x", screen: size, scale: scale,
                      familySizes: sizes, homeScreenSizes: sizes, cornerRadius: 0, isCanvas: true)
    }

    /// Parses a canvas id; nil for anything else, a side outside 1...2000 pt or a scale other than 1, 2 or 3.
    static func canvas(id: String) -> Device? {
        guard id.hasPrefix(canvasPrefix) else { return nil }
        var rest = Substring(id.dropFirst(canvasPrefix.count))
        var scale = 3.0
        if let at = rest.firstIndex(of: "@") {
            let s = rest[rest.index(after: at)...]
            guard s.hasSuffix("x"), let v = Double(s.dropLast()), [1.0, 2, 3].contains(v) else { return nil }
            scale = v
            rest = rest[..<at]
        }
        let parts = rest.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = side(parts[0]), let h = side(parts[1]) else { return nil }
        return canvas(width: w, height: h, scale: scale)
    }

    private static func side(_ s: Substring) -> Double? {
        guard !s.isEmpty, s.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let v = Double(s),
              v >= 1, v <= largestCanvasSide else { return nil }
        return v
    }

    private static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

    private static func phone(_ w: Double, _ h: Double, _ scale: Double, _ name: String, small: Double, medium: Size, large: Size,
                              circular: Double?, rectangular: Size?, inline: Size?, radius: Double) -> Device {
        var sizes: [WidgetFamily: Size] = [.systemSmall: Size(small, small), .systemMedium: medium, .systemLarge: large]
        if let circular { sizes[.accessoryCircular] = Size(circular, circular) }
        if let rectangular { sizes[.accessoryRectangular] = rectangular }
        if let inline { sizes[.accessoryInline] = inline }
        return Device(id: "iphone-\(Int(w))x\(Int(h))", name: name, screen: Size(w, h), scale: scale, familySizes: sizes,
                      homeScreenSizes: sizes, cornerRadius: radius)
    }

    private static func pad(_ w: Double, _ h: Double, _ name: String, canvas: (Double, Double, Double), device: (Double, Double, Double),
                            accessory: (Double, Size, Size)? = nil) -> Device {
        func sizes(_ s: Double, _ m: Double, _ xl: Double) -> [WidgetFamily: Size] {
            [.systemSmall: Size(s, s), .systemMedium: Size(m, s), .systemLarge: Size(m, m), .systemExtraLarge: Size(xl, m)]
        }
        var c = sizes(canvas.0, canvas.1, canvas.2)
        var d = sizes(device.0, device.1, device.2)
        if let (circular, rect, inline) = accessory {
            for family in [WidgetFamily.accessoryCircular, .accessoryRectangular, .accessoryInline] {
                let s = family == .accessoryCircular ? Size(circular, circular) : family == .accessoryRectangular ? rect : inline
                c[family] = s; d[family] = s
            }
        }
        return Device(id: "ipad-\(Int(w))x\(Int(h))", name: name, screen: Size(w, h), scale: 2, familySizes: c,
                      homeScreenSizes: d, cornerRadius: 20)
    }

    public static let all: [Device] = [
        phone(430, 932, 3, "iPhone 15 Pro Max, 15 Plus, 16 Plus", small: 170, medium: Size(364, 170), large: Size(364, 382),
              circular: 76, rectangular: Size(172, 76), inline: Size(257, 26), radius: 22),
        phone(428, 926, 3, "iPhone 14 Plus, 13 Pro Max, 12 Pro Max", small: 170, medium: Size(364, 170), large: Size(364, 382),
              circular: 76, rectangular: Size(172, 76), inline: Size(257, 26), radius: 22),
        phone(414, 896, 2, "iPhone 11, XR, 11 Pro Max, XS Max", small: 169, medium: Size(360, 169), large: Size(360, 379),
              circular: 76, rectangular: Size(160, 72), inline: Size(248, 26), radius: 22),
        phone(414, 736, 3, "iPhone 8 Plus, 7 Plus, 6s Plus", small: 159, medium: Size(348, 157), large: Size(348, 357),
              circular: 76, rectangular: Size(170, 76), inline: Size(248, 26), radius: 20),
        phone(393, 852, 3, "iPhone 15, 15 Pro, 14 Pro, 16", small: 158, medium: Size(338, 158), large: Size(338, 354),
              circular: 72, rectangular: Size(160, 72), inline: Size(234, 26), radius: 22),
        phone(390, 844, 3, "iPhone 14, 13, 13 Pro, 12, 12 Pro", small: 158, medium: Size(338, 158), large: Size(338, 354),
              circular: 72, rectangular: Size(160, 72), inline: Size(234, 26), radius: 22),
        phone(375, 812, 3, "iPhone 13 mini, 12 mini, 11 Pro, XS, X", small: 155, medium: Size(329, 155), large: Size(329, 345),
              circular: 72, rectangular: Size(157, 72), inline: Size(225, 26), radius: 20),
        phone(375, 667, 2, "iPhone SE (2nd, 3rd gen.), 8, 7, 6s", small: 148, medium: Size(321, 148), large: Size(321, 324),
              circular: 68, rectangular: Size(153, 68), inline: Size(225, 26), radius: 20),
        phone(360, 780, 3, "iPhone 12 mini, 13 mini (Display Zoom)", small: 155, medium: Size(329, 155), large: Size(329, 345),
              circular: 72, rectangular: Size(157, 72), inline: Size(225, 26), radius: 20),
        phone(320, 568, 2, "iPhone SE (1st gen.), iPod touch", small: 141, medium: Size(292, 141), large: Size(292, 311),
              circular: nil, rectangular: nil, inline: nil, radius: 18),
        pad(768, 1024, "iPad 9.7\", iPad mini (5th gen.)", canvas: (141, 305.5, 634.5), device: (120, 260, 540)),
        pad(744, 1133, "iPad mini (6th gen.)", canvas: (141, 305.5, 634.5), device: (120, 260, 540)),
        pad(810, 1080, "iPad 10.2\"", canvas: (146, 320.5, 669), device: (124, 272, 568)),
        pad(820, 1180, "iPad Air 10.9\", iPad (10th gen.)", canvas: (155, 342, 715.5), device: (136, 300, 628),
            accessory: (63, Size(152, 63), Size(372, 36))),
        pad(834, 1194, "iPad Pro 11\"", canvas: (155, 342, 715.5), device: (136, 300, 628)),
        pad(834, 1112, "iPad Air 10.5\", iPad Pro 10.5\"", canvas: (150, 327.5, 682), device: (132, 288, 600)),
        pad(954, 1373, "iPad Pro 11\" (More Space)", canvas: (162, 350, 726), device: (162, 350, 726)),
        pad(970, 1389, "iPad Air 13\" (More Space)", canvas: (162, 350, 726), device: (162, 350, 726)),
        pad(1024, 1366, "iPad Pro 12.9\"", canvas: (170, 378.5, 795), device: (160, 356, 748),
            accessory: (59.5, Size(149, 59.5), Size(374, 36))),
        pad(1192, 1590, "iPad Pro 12.9\" (More Space)", canvas: (188, 412, 860), device: (188, 412, 860)),
    ]
}
