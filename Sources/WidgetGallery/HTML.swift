/// HTML text helpers: every string from a layout goes through `escape`.
public enum HTML {
    /// Escapes `& < > " '` for text and attribute values; NUL (not allowed in HTML) becomes U+FFFD.
    public static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\0": out += "\u{FFFD}"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

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
