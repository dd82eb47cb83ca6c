import Foundation

/// The variants of an image for other traits, as `UIImage.imageAsset` holds them: code that makes
/// an image per appearance registers the dark one (`lightImage.imageAsset?.register(darkImage, with:
/// UITraitCollection(userInterfaceStyle: .dark))`), and a view showing the image draws the variant of
/// its colour scheme. Only the interface style tells variants apart here.
public final class UIImageAsset: @unchecked Sendable {
    private let lock = NSLock()
    private weak var base: UIImage?
    private var variants: [UIUserInterfaceStyle: UIImage] = [:]

    public init() {}
    init(base: UIImage) { self.base = base }

    /// Registers `image` for the traits' interface style (unspecified: the image for every style without its own).
    public func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        lock.withLock { variants[traitCollection.userInterfaceStyle] = image }
    }
    public func unregisterImage(with traitCollection: UITraitCollection) {
        lock.withLock { _ = variants.removeValue(forKey: traitCollection.userInterfaceStyle) }
    }

    /// The variant for the traits: the one registered for their style, else an unspecified one, else the
    /// image the asset belongs to (an asset made with `init()` and nothing registered: an empty image).
    public func image(with traitCollection: UITraitCollection) -> UIImage {
        variant(for: traitCollection.userInterfaceStyle) ?? UIImage()
    }

    func variant(for style: UIUserInterfaceStyle) -> UIImage? {
        lock.withLock { variants[style] ?? variants[.unspecified] ?? base }
    }
}
