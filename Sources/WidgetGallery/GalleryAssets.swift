/// The gallery's stylesheet and script (`Resources/`), built into the program and written once to
/// the site's `assets/` folder.
public enum GalleryAssets {
    public static let css = String(decoding: PackageResources.gallery_css, as: UTF8.self)
    public static let js = String(decoding: PackageResources.gallery_js, as: UTF8.self)
}
