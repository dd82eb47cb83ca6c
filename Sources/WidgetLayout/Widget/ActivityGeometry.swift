import WidgetModel

/// Every dimension widgetsnap uses to draw Live Activities and controls, each with its source
/// (docs/live-activities.md lists them in a table). "HIG" is Apple's Human Interface Guidelines,
/// Live Activities → Specifications → iOS dimensions (and iPadOS dimensions); "derived" is computed
/// from HIG numbers; "guess" marks a number Apple does not publish, chosen from published device
/// screenshots and stated as a guess.
public struct ActivityGeometry: Sendable, Hashable {
    /// The device (``DeviceCatalog``) these numbers are for.
    public var deviceID: String
    /// The screen's portrait width.
    public var screenWidth: Double
    /// The Lock Screen presentation's width. HIG: 408 pt (430×932 screens), 371 pt (393×852),
    /// 500 pt (iPad 1024×1366), 425 pt (iPad 768×1024, 810×1080, 834×1194); other screens: guess,
    /// the screen width less 11 pt on each side (as 430 → 408), or 425 pt on other iPads.
    public var lockScreenWidth: Double
    /// The island's numbers, or nil on a device without a Dynamic Island (Lock Screen only).
    public var island: Island?

    /// The Dynamic Island of one screen size.
    public struct Island: Sendable, Hashable {
        /// Each of the compact leading and trailing presentations (HIG: 62.33 × 36.67 pt on the
        /// 430 pt screens, 52.33 × 36.67 pt on the 393 pt screens).
        public var compactSide: Size
        /// The whole island in the compact and minimal presentations (HIG "Dynamic Island width":
        /// 250 pt on the 430 pt screens, 230 pt on the 393 pt screens).
        public var compactWidth: Double
        /// The minimal presentation (HIG: 36.67 pt high, 36.67–45 pt wide; widgetsnap draws the
        /// detached circle, 36.67 × 36.67).
        public var minimal: Size
        /// The expanded presentation's width (HIG: 408 pt on 430 pt screens, 371 pt on 393 pt screens).
        public var expandedWidth: Double

        /// The sensor housing the compact views sit beside: derived, the island's width less both
        /// compact sides (250 − 2 × 62.33 = 230 − 2 × 52.33 = 125.34 pt).
        public var housingWidth: Double { compactWidth - 2 * compactSide.width }
    }

    /// The top of the island from the top of the screen. Guess: 11 pt, measured on iPhone 14 Pro
    /// and 15 Pro screenshots (the island at rest sits about 11 pt below the screen's edge).
    public static let islandTop = 11.0
    /// Compact and minimal height. HIG: 36.67 pt.
    public static let compactHeight = 36.67
    /// The gap between the island and a detached minimal circle. Guess: 6 pt, from screenshots
    /// of two activities.
    public static let detachedGap = 6.0
    /// The expanded island's and the Lock Screen presentation's height range. HIG: 84–160 pt (the
    /// presentation hugs its content within it; widgetsnap cuts taller content at 160 pt).
    public static let minimumHeight = 84.0
    public static let maximumHeight = 160.0
    /// StandBy's scale of the Lock Screen presentation. WWDC23 "Design dynamic Live Activities":
    /// in StandBy the presentation is "upsized 200%" and its background extended to fill the screen
    /// (the ActivityKit documentation: "the system expands the Lock Screen presentation to fill the
    /// whole screen"). The screen is the device's, in landscape.
    public static let standByScale = 2.0
    /// The Lock Screen presentation's corner radius. Guess: 24 pt, from iOS 17 Lock Screen screenshots.
    public static let lockScreenCornerRadius = 24.0
    /// The Dynamic Island's corner radius. HIG: 44 pt ("its rounded corner shape matches the
    /// TrueDepth camera"); widgetsnap uses it for the expanded island (compact and minimal are capsules,
    /// whose half height, 18.3 pt, is smaller).
    public static let expandedCornerRadius = 44.0
    /// Default content margins. The Lock Screen's 14 pt: WWDC23 "Design dynamic Live Activities"
    /// ("be aware of 14 pt margins added to all notifications"); the expanded island's 16 pt
    /// leading/trailing and 8 pt top beside the housing, compact 6 pt leading/trailing (so a symbol
    /// clears the curve), minimal 6 pt: guesses from screenshots.
    public static let lockScreenMargin = 14.0
    public static let expandedMargins = EdgeInsets(top: 8, leading: 16, bottom: 12, trailing: 16)
    public static let compactMargins = EdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)
    public static let minimalMargins = EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
    /// The screen strip behind island surfaces in dark appearance: a choice, not Apple's number: the dark
    /// grouped background (#1C1C1E), so that the black island's shape shows (over a black app it would not).
    public static let darkStrip = (red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255)

    /// The Lock Screen presentation's background when no `activityBackgroundTint` is given: the
    /// widget container's background of the appearance (white, or black in dark). iOS draws a
    /// translucent platter over the wallpaper there; widgetsnap has no wallpaper (a known difference).

    /// The compact island's total width: leading, housing, trailing.
    public var compactWidth: Double? { island?.compactWidth }

    /// The numbers for a device: Dynamic Island rows from the HIG table, the others Lock Screen only.
    public static func of(_ device: Device) -> ActivityGeometry {
        let w = device.screen.width
        switch device.id {
        case "iphone-430x932":
            return ActivityGeometry(deviceID: device.id, screenWidth: w, lockScreenWidth: 408,
                                    island: Island(compactSide: Size(62.33, 36.67), compactWidth: 250, minimal: Size(36.67, 36.67),
                                                   expandedWidth: 408))
        case "iphone-393x852":
            return ActivityGeometry(deviceID: device.id, screenWidth: w, lockScreenWidth: 371,
                                    island: Island(compactSide: Size(52.33, 36.67), compactWidth: 230, minimal: Size(36.67, 36.67),
                                                   expandedWidth: 371))
        default:
            // iPads: the HIG's iPadOS table (500 pt on the 12.9" screen, 425 pt on the others it lists).
            if device.isPad { return ActivityGeometry(deviceID: device.id, screenWidth: w, lockScreenWidth: w >= 1024 ? 500 : 425, island: nil) }
            return ActivityGeometry(deviceID: device.id, screenWidth: w, lockScreenWidth: w - 22, island: nil)
        }
    }
}

/// Control sizes (docs/live-activities.md). Apple publishes no point sizes for controls; all are
/// guesses measured on iOS 18 Control Center and Lock Screen screenshots of a 393 pt iPhone.
public enum ControlGeometry {
    /// Control Center's grid cell: guess, 62 pt, with 16 pt between cells (4 columns on a 393 pt screen).
    public static let cell = 62.0
    public static let spacing = 16.0
    /// A small control: one cell, a circle.
    public static let small = Size(62, 62)
    /// A medium control: two cells wide, one high, a capsule.
    public static let medium = Size(140, 62)
    /// A large control: two by two cells, a rounded square with the cell's half as radius.
    public static let large = Size(140, 140)
    /// A Lock Screen corner control: guess, a 50 pt circle, 20 pt symbol.
    public static let lockScreen = Size(50, 50)
    /// The symbol's point size in a control: guess, 22 pt in Control Center, 20 pt on the Lock Screen.
    public static let symbolSize = 22.0
    public static let lockScreenSymbolSize = 20.0
    /// The Action button's label in the Dynamic Island: guesses from iOS 18 screenshots of the
    /// Action button running a control (a 17 pt symbol, 15 pt semibold words, 14 pt from each end).
    public static let actionButtonSymbolSize = 17.0
    public static let actionButtonTextSize = 15.0
    public static let actionButtonPadding = 14.0
}
