import Foundation
import WidgetLayout

/// The screen of widgetsnap's default device (the iPhone of the device catalogue, 430 × 932 pt at
/// 3x), for code that sizes things by `UIScreen.main.bounds`.
public final class UIScreen: @unchecked Sendable {
    public static let main = UIScreen(DeviceCatalog.default)
    public let bounds: CGRect
    public let scale: CGFloat
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    public var nativeScale: CGFloat { scale }
    init(_ device: Device) {
        bounds = CGRect(x: 0, y: 0, width: device.screen.width, height: device.screen.height)
        scale = CGFloat(device.scale)
    }
}

public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6 }

/// The device widgetsnap draws for: an iPhone running iOS 18.
public final class UIDevice: @unchecked Sendable {
    public static let current = UIDevice()
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    public let systemName = "iOS"
    public let systemVersion = "18.0"
    public let model = "iPhone"
    public let localizedModel = "iPhone"
    public let name = "iPhone"
}
