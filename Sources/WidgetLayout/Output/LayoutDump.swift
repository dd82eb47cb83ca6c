import JSONText
import WidgetModel

/// Text renderings of a layout: a box-drawing tree for people, JSON for tools.
public enum LayoutDump {
    /// A readable tree: one line per node with its path, kind, frame, radius and text lines,
    /// and the modifier layers under it.
    public static func tree(_ root: LayoutNode) -> String {
        var out = ""
        func visit(_ n: LayoutNode, _ prefix: String, _ branch: String) {
            out += prefix + branch + describe(n) + "\n"
            let childPrefix = prefix + (branch.isEmpty ? "" : branch == "└─ " ? "   " : "│  ")
            let items: [Either] = n.modifiers.map { .modifier($0) } + n.children.map { .child($0) }
            for (i, item) in items.enumerated() {
                let last = i == items.count - 1
                switch item {
                case .modifier(let m):
                    if let c = m.content {
                        visit(c, childPrefix, last ? "└─ " : "├─ ")
                    } else {
                        out += childPrefix + (last ? "└─ " : "├─ ") + "#\(m.index) \(m.name) \(m.frame)" + radius(m.cornerRadius) + "\n"
                    }
                case .child(let c): visit(c, childPrefix, last ? "└─ " : "├─ ")
                }
            }
        }
        visit(root, "", "")
        return out
    }

    private enum Either { case modifier(ModifierLayout), child(LayoutNode) }

    private static func describe(_ n: LayoutNode) -> String {
        var s = "\(n.path) \(n.kind) \(n.frame)" + radius(n.cornerRadius)
        if let t = n.text {
            s += " " + t.lines.map { "\"\($0.text)\"" }.joined(separator: " / ")
            if let scale = n.view.map({ t.font.size / $0.environment.resolvedFont.size }), scale < 0.9995 { s += " scaled \(fmt(scale))" }
        }
        return s
    }

    private static func radius(_ r: Double?) -> String { r.map { " r=\(fmt($0))" } ?? "" }

    /// Nested JSON objects, root (the whole widget) first; each has `path`, `kind`, a `frame` with
    /// `x`, `y`, `width`, `height`, and where they apply `cornerRadius`, `text`, `modifiers`, `children`.
    /// Keys are in a fixed order so output is byte-stable.
    public static func json(_ root: LayoutNode) -> String {
        var out = ""
        func frame(_ r: Rect) -> String {
            "{\"x\": \(fmt(r.x)), \"y\": \(fmt(r.y)), \"width\": \(fmt(r.width)), \"height\": \(fmt(r.height))}"
        }
        func node(_ n: LayoutNode, _ indent: String) {
            let i2 = indent + "  "
            var fields = ["\"path\": \(JSONText.quote(n.path))", "\"kind\": \(JSONText.quote(n.kind))", "\"frame\": \(frame(n.frame))"]
            if let r = n.cornerRadius { fields.append("\"cornerRadius\": \(fmt(r))") }
            if let t = n.text {
                let lines = t.lines.map { JSONText.quote($0.text) }.joined(separator: ", ")
                fields.append("\"text\": {\"lines\": [\(lines)], \"fontSize\": \(fmt(t.font.size)), \"truncated\": \(t.truncated)}")
            }
            out += "{\n" + fields.map { i2 + $0 }.joined(separator: ",\n")
            if !n.modifiers.isEmpty {
                out += ",\n\(i2)\"modifiers\": ["
                for (k, m) in n.modifiers.enumerated() {
                    out += (k == 0 ? "\n" : ",\n") + i2 + "  {\"index\": \(m.index), \"name\": \(JSONText.quote(m.name)), \"frame\": \(frame(m.frame))"
                    if let r = m.cornerRadius { out += ", \"cornerRadius\": \(fmt(r))" }
                    if let c = m.content { out += ", \"content\": "; node(c, i2 + "  ") }
                    out += "}"
                }
                out += "\n\(i2)]"
            }
            if !n.children.isEmpty {
                out += ",\n\(i2)\"children\": ["
                for (k, c) in n.children.enumerated() {
                    out += (k == 0 ? "\n" : ",\n") + i2 + "  "
                    node(c, i2 + "  ")
                }
                out += "\n\(i2)]"
            }
            out += "\n\(indent)}"
        }
        node(root, "")
        return out + "\n"
    }

    /// `s` as a JSON string literal.
    @available(*, deprecated, renamed: "JSONText.quote")
    public static func quote(_ s: String) -> String { JSONText.quote(s) }
}
