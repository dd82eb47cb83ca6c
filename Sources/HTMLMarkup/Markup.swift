/// The one escaper for HTML and XML (the report, the gallery, JUnit): `& < > " '` become entities,
/// valid in text and in attribute values of both; characters XML 1.0 and HTML forbid (NUL and the
/// C0 controls other than tab, line feed and carriage return) become U+FFFD.
public enum Markup {
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
            case "\t", "\n", "\r": out.unicodeScalars.append(c)
            default:
                if c.value < 0x20 { out += "\u{FFFD}" } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}
