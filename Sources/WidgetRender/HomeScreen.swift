import CPangoCairo
import Pixels
import WidgetLayout
import WidgetModel

/// A widget placed on a device-sized Home Screen, among app-icon placeholders at the real grid
/// positions, on a light or dark wallpaper: how it looks in place.
public enum HomeScreen {
    /// Grid geometry in points for a device: four columns, icon pitch from the widget sizes
    /// (a medium widget spans four columns, a small one two).
    struct Grid {
        let left: Double, top: Double, pitchX: Double, pitchY: Double, icon: Double, gutter: Double
        init(device: Device) {
            let small = device.size(of: .systemSmall) ?? Size(170, 170)
            let medium = device.size(of: .systemMedium) ?? Size(364, 170)
            gutter = medium.width - 2 * small.width
            pitchX = (medium.width + gutter) / 4
            pitchY = (small.height + gutter) / 2
            icon = (pitchX - gutter) * 0.88
            left = (device.screen.width - medium.width) / 2
            top = device.screen.height * 0.075
        }
    }

    /// Composes the Home Screen at `scale`; the widget image must be at `widgetScale` (nil: the
    /// Home Screen with the widget's place left free, for the gallery to lay a snapshot on).
    public static func render(widget: RenderedImage?, widgetScale: Double, family: WidgetFamily, device: Device,
                              appearance: Appearance, scale: Double = 2) throws(RenderError) -> RenderedImage {
        let w = Int((device.screen.width * scale).rounded()), h = Int((device.screen.height * scale).rounded())
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)), let cr = cairo_create(surface) else {
            throw .cairo("cannot create the Home Screen surface")
        }
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        cairo_scale(cr, scale, scale)
        // Wallpaper: the one the clear mode's glass blurs (``HomeScreen/wallpaper(_:)``).
        let light = appearance.colorScheme == .light
        do {
            let paper = try wallpaper(appearance.colorScheme).image(x: 0, y: 0, step: 1 / scale, columns: w, rows: h,
                                                                    width: device.screen.width, height: device.screen.height)
            ContextScreens.place(paper, scale, x: 0, y: 0, cr)
        } catch {
            throw .cairo("cannot draw the wallpaper: \(error)")
        }
        let grid = Grid(device: device)
        let span: (cols: Int, rows: Int) = switch family {
        case .systemSmall: (2, 2)
        case .systemMedium: (4, 2)
        case .systemLarge, .systemExtraLarge: (4, 4)
        default: (0, 0)
        }
        let iconColor = light ? (1.0, 1.0, 1.0, 0.55) : (1.0, 1.0, 1.0, 0.18)
        let rows = 6
        for row in 0..<rows {
            for col in 0..<4 {
                if row < span.rows && col < span.cols { continue }
                let x = grid.left + Double(col) * grid.pitchX + (grid.pitchX - grid.gutter - grid.icon) / 2
                let y = grid.top + Double(row) * grid.pitchY
                cairo_set_source_rgba(cr, iconColor.0, iconColor.1, iconColor.2, iconColor.3)
                CairoPaths.add(ContinuousCorners.path(Rect(x: x, y: y, width: grid.icon, height: grid.icon), radius: grid.icon * 0.225), cr)
                cairo_fill(cr)
                // The app name under the icon, as a short bar.
                cairo_set_source_rgba(cr, 1, 1, 1, light ? 0.7 : 0.35)
                CairoPaths.circular(Rect(x: x + grid.icon * 0.18, y: y + grid.icon + 6, width: grid.icon * 0.64, height: 5), radius: 2.5, cr)
                cairo_fill(cr)
            }
        }
        // Dock.
        let dockHeight = grid.icon + 2 * 16
        let dock = Rect(x: 12, y: device.screen.height - dockHeight - 12, width: device.screen.width - 24, height: dockHeight)
        cairo_set_source_rgba(cr, 1, 1, 1, light ? 0.35 : 0.12)
        CairoPaths.add(ContinuousCorners.path(dock, radius: 34), cr)
        cairo_fill(cr)
        for col in 0..<4 {
            let x = grid.left + Double(col) * grid.pitchX + (grid.pitchX - grid.gutter - grid.icon) / 2
            cairo_set_source_rgba(cr, iconColor.0, iconColor.1, iconColor.2, iconColor.3 + 0.15)
            CairoPaths.add(ContinuousCorners.path(Rect(x: x, y: dock.y + 16, width: grid.icon, height: grid.icon), radius: grid.icon * 0.225), cr)
            cairo_fill(cr)
        }
        // The widget at the top-left of the grid (``HomeScreen/frame(of:on:)``).
        if span.cols > 0, let widget { ContextScreens.place(widget, widgetScale, x: grid.left, y: grid.top, cr) }
        cairo_surface_flush(surface)
        return try WidgetRenderer.straightRGBA(surface, w, h)
    }

    /// The wallpaper of a colour scheme's Home Screen (the same for every device, scaled to its screen).
    public static func wallpaper(_ scheme: ColorScheme) -> Wallpaper { scheme == .light ? .light : .dark }

    /// Where the Home Screen puts a widget of `family` on `device`, in points: the top-left of the
    /// icon grid (a small widget spans two columns and two rows, a medium four by two, a large four
    /// by four), at its Home Screen size. Nil for the accessory families (not on the Home Screen).
    public static func frame(of family: WidgetFamily, on device: Device) -> Rect? {
        guard !family.isAccessory, let size = device.homeScreenSizes[family] ?? device.size(of: family) else { return nil }
        let grid = Grid(device: device)
        return Rect(x: grid.left, y: grid.top, width: size.width, height: size.height)
    }
}
