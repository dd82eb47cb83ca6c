import WidgetLayout
import WidgetModel
import WidgetSnapUI

/// The places a control is drawn; each names its goldens' folder (`…/controlCenter-small/…`).
public enum ControlSurface: String, CaseIterable, Sendable {
    case controlCenterSmall = "controlCenter-small"
    case controlCenterMedium = "controlCenter-medium"
    case controlCenterLarge = "controlCenter-large"
    /// A bottom corner of the Lock Screen.
    case lockScreen
    /// The Action button's label: what the Dynamic Island shows when the Action button runs the
    /// control (its symbol, and its action hint or title), on a strip of the screen's top.
    case actionButton

    /// Whether the device has the surface: the Action button's label is drawn in the Dynamic Island.
    public func isAvailable(on device: Device) -> Bool { self != .actionButton || ActivityGeometry.of(device).island != nil }

    /// Why the device does not have the surface, or nil when it has.
    public func unavailable(on device: Device) -> String? {
        isAvailable(on: device) ? nil : "\(device.id) has no Dynamic Island for the Action button's label"
    }

    /// The surfaces a device has, in order.
    public static func available(on device: Device) -> [ControlSurface] { allCases.filter { $0.isAvailable(on: device) } }
}

/// Runs a ``ControlWidget`` the way iOS 18 draws it (docs/live-activities.md, "Controls": every
/// number and colour there is a guess from screenshots, Apple publishes none).
@MainActor
public struct ControlHost<C: ControlWidget> {
    public let control: C
    let description: _ControlDescription

    public init(_ control: C = C()) { self.control = control; description = control.body._description }

    public var kind: String { description.kind }
    public var displayName: String { description.displayName }
    public var controlDescription: String { description.description }
    /// The values drawn: off and on for a toggle with a `Bool` provider, else the one state (nil).
    public var values: [Bool?] { description.values }
    /// Whether the control's template for `value` has a symbol (the `control-has-symbol` lint rule).
    public func hasSymbol(value: Bool?) -> Bool { description.template(value).symbol != nil }

    /// The surface's picture for a value: the control on a patch of its backdrop, and the patch's size;
    /// nil when `device` does not have the surface. The control's content is drawn as iOS draws
    /// Control Center: light symbols on dark platters; the backdrop follows the appearance.
    public func surface(_ surface: ControlSurface, value: Bool?, colorScheme: ColorScheme, device: Device) -> (view: AnyView, size: Size)? {
        ControlPresentation.surface(surface, template: description.template(value), colorScheme: colorScheme, device: device)
    }
}

/// Draws a control's presentations from its template, for both front ends: SwiftUI's
/// ``ControlWidget`` and a layout file's `control` (``LayoutControl``).
@MainActor
public enum ControlPresentation {
    /// The surface's picture: the control on a patch of its backdrop, and the patch's size; nil when
    /// `device` does not have the surface.
    public static func surface(_ surface: ControlSurface, template: _ControlTemplate, colorScheme: ColorScheme,
                               device: Device) -> (view: AnyView, size: Size)? {
        let t = template
        if surface == .actionButton { return actionButton(template, colorScheme: colorScheme, device: device) }
        var isOn = false
        if case .toggle(let on) = t.kind { isOn = on }
        let tint = t.tint ?? Color.blue
        let platter = isOn ? Color.white : Color.white.opacity(0.2)
        let ink = isOn ? Color.black : Color.white
        let symbolInk = isOn ? tint : Color.white
        let margin = CGFloat(ControlGeometry.spacing)
        let symbol = (t.symbol ?? AnyView(EmptyView())).font(.system(size: CGFloat(ControlGeometry.symbolSize), weight: .medium))
        let title = (t.title ?? AnyView(EmptyView())).font(.system(size: 14, weight: .semibold)).lineLimit(1)
        let valueText = (t.valueText ?? AnyView(EmptyView())).font(.system(size: 13)).lineLimit(1).opacity(0.7)
        let backdrop = colorScheme == .dark ? Color(red: 0.11, green: 0.11, blue: 0.13) : Color(red: 0.55, green: 0.56, blue: 0.6)
        let size: Size
        let body: AnyView
        switch surface {
        case .controlCenterSmall:
            size = ControlGeometry.small
            body = AnyView(ZStack { Circle().fill(platter); symbol.foregroundStyle(symbolInk) })
        case .controlCenterMedium:
            size = ControlGeometry.medium
            body = AnyView(HStack(spacing: 8) {
                symbol.foregroundStyle(symbolInk).frame(width: 36, height: 36)
                VStack(alignment: .leading, spacing: 1) { title; valueText }.foregroundStyle(ink)
                Spacer(minLength: 0)
            }
            .padding(.horizontal, 12)
            .background(Capsule().fill(platter)))
        case .controlCenterLarge:
            size = ControlGeometry.large
            body = AnyView(VStack(alignment: .leading, spacing: 1) {
                symbol.foregroundStyle(symbolInk).frame(width: 36, height: 36)
                Spacer(minLength: 0)
                title
                valueText
            }
            .foregroundStyle(ink)
            .padding(16)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: CGFloat(ControlGeometry.cell / 2), style: .continuous).fill(platter)))
        case .actionButton:
            return nil
        case .lockScreen:
            size = ControlGeometry.lockScreen
            let s = (t.symbol ?? AnyView(EmptyView())).font(.system(size: CGFloat(ControlGeometry.lockScreenSymbolSize), weight: .medium))
            body = AnyView(ZStack {
                Circle().fill(isOn ? Color.white : Color.black.opacity(0.3))
                s.foregroundStyle(isOn ? Color.black : Color.white)
            })
        }
        let wallpaper = colorScheme == .dark ? Color(red: 0.07, green: 0.09, blue: 0.16) : Color(red: 0.55, green: 0.63, blue: 0.78)
        let picture = AnyView(body.frame(width: CGFloat(size.width), height: CGFloat(size.height))
            .padding(margin)
            .background(surface == .lockScreen ? wallpaper : backdrop))
        return (picture, Size(size.width + 2 * Double(margin), size.height + 2 * Double(margin)))
    }

    /// The Action button's label in the Dynamic Island: the symbol on the island's leading side, the
    /// action hint (else the title) on its trailing side, both sides as wide as the text needs
    /// (at least the compact sides, at most the expanded island's), so that the housing stays at the
    /// screen's centre. On a strip of the screen's top, as the island surfaces are drawn.
    static func actionButton(_ t: _ControlTemplate, colorScheme: ColorScheme, device: Device) -> (view: AnyView, size: Size)? {
        let g = ActivityGeometry.of(device)
        guard let island = g.island else { return nil }
        var lit = true
        if case .toggle(let on) = t.kind { lit = on }
        let h = CGFloat(ActivityGeometry.compactHeight), housing = CGFloat(island.housingWidth)
        let side = CGFloat(island.compactSide.width), widest = CGFloat((island.expandedWidth - island.housingWidth) / 2)
        let pad = CGFloat(ControlGeometry.actionButtonPadding)
        let words = (t.actionHint ?? t.title ?? AnyView(EmptyView()))
            .font(.system(size: CGFloat(ControlGeometry.actionButtonTextSize), weight: .semibold)).lineLimit(1).foregroundStyle(Color.white)
        let symbol = (t.symbol ?? AnyView(EmptyView())).font(.system(size: CGFloat(ControlGeometry.actionButtonSymbolSize), weight: .medium))
            .foregroundStyle(lit ? (t.tint ?? Color.blue) : Color.white)
        let pill = HStack(spacing: 0) {
            // The leading side holds the symbol but is as wide as the words (they are there, hidden).
            ZStack(alignment: .leading) { words.hidden(); symbol }.padding(.horizontal, pad).frame(minWidth: side, maxHeight: h)
            Color.clear.frame(width: housing, height: h)
            words.padding(.horizontal, pad).frame(minWidth: side, maxHeight: h)
        }
        .frame(height: h)
        .background(Capsule().fill(Color.black))
        .clipShape(Capsule())
        let dark = ActivityGeometry.darkStrip
        let screen = colorScheme == .dark ? Color(red: dark.red, green: dark.green, blue: dark.blue) : Color.white
        let height = ActivityGeometry.islandTop * 2 + ActivityGeometry.compactHeight
        let strip = AnyView(VStack(spacing: 0) {
            pill.frame(width: 2 * widest + housing).padding(.top, CGFloat(ActivityGeometry.islandTop))
            Spacer(minLength: 0)
        }
        .frame(width: CGFloat(g.screenWidth), height: CGFloat(height))
        .background(screen))
        return (strip, Size(g.screenWidth, height))
    }
}
