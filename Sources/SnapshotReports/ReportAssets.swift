/// The report's stylesheet, script and icons (`Resources/`), built into the program and inlined into
/// index.html so the folder opens from disk with no network. The script only reads the markup that
/// `HTMLReport` writes: it holds no data.
enum ReportAssets {
    /// Light and dark themes (prefers-color-scheme), the sidebar, the toolbar and the four view modes.
    static let style = String(decoding: PackageResources.report_css, as: UTF8.self)
    /// Selection, keyboard navigation, view modes, zoom and the slider.
    static let script = String(decoding: PackageResources.report_js, as: UTF8.self)
    static let logo = String(decoding: PackageResources.logo_svg, as: UTF8.self)
    static let checkIcon = String(decoding: PackageResources.check_svg, as: UTF8.self)
}
