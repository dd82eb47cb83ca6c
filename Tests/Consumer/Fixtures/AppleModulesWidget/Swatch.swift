#if canImport(UIKit)
import UIKit

extension UIColor {
    /// An image filled with the colour, with the dark appearance's image registered in its image
    /// asset: how UIKit code makes an image of a colour (a control's background, a bar's fill).
    func swatch(size: CGSize = CGSize(width: 1, height: 1)) -> UIImage {
        let light = resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).filledImage(size: size)
        let dark = resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).filledImage(size: size)
        light.imageAsset?.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        return light
    }

    private func filledImage(size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }
}
#endif
