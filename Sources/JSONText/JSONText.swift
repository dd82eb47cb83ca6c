/// Writing JSON by hand (layout dumps, the render manifest, `diff --json`) without Foundation.
public enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    /// With `inScript`, also `<`, `>`, `&`, U+2028 and U+2029 as `\uXXXX`, so the literal can sit
    /// inside an HTML `<script>` element: nothing in it ends the element or reads as markup.
    public static func quote(_ text: String, inScript: Bool = false) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case _ where inScript && (scalar == "<" || scalar == ">" || scalar == "&" || scalar == "\u{2028}" || scalar == "\u{2029}"):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
