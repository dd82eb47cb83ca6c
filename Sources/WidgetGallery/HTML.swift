import WidgetSnapshotCore

/// HTML text helpers: every string from a layout goes through `escape`.
public enum HTML {
    /// The one HTML/XML escaper (``Markup/escape(_:)``).
    public static func escape(_ s: String) -> String { Markup.escape(s) }

    /// An `<img>` with width, height, alt and lazy loading; `prefix` makes the path relative to the page.
    static func img(_ image: GalleryImage, prefix: String, className: String? = nil, extra: String = "") -> String {
        "<img" + (className.map { " class=\"\($0)\"" } ?? "") + " src=\"\(escape(prefix + image.path))\" width=\"\(image.width)\" height=\"\(image.height)\" alt=\"\(escape(image.alt))\" loading=\"lazy\"\(extra)>"
    }

    static func page(title: String, css: String, body: String, script: String?) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <link rel="stylesheet" href="\(css)">
        </head>
        <body>
        \(body)
        \(script.map { "<script src=\"\($0)\"></script>" } ?? "")
        </body>
        </html>

        """
    }
}
