/// Appends HTML with escaped text and attributes in sorted order.
public struct HTMLWriter {
    public private(set) var text = ""
    public init() {}

    public mutating func raw(_ s: String) { text += s }

    public mutating func text(_ s: String) { text += Markup.escape(s) }

    /// `nil` values are left out; an empty value is written as a bare (boolean) attribute.
    public mutating func open(_ name: String, _ attributes: [String: String?] = [:]) {
        text += "<" + name
        for key in attributes.keys.sorted() {
            guard let value = attributes[key] ?? nil else { continue }
            text += value.isEmpty ? " \(key)" : " \(key)=\"\(Markup.escape(value))\""
        }
        text += ">"
    }

    public mutating func void(_ name: String, _ attributes: [String: String?] = [:]) { open(name, attributes) }

    public mutating func close(_ name: String) { text += "</\(name)>" }

    public mutating func element(_ name: String, _ attributes: [String: String?] = [:], text content: String) {
        open(name, attributes)
        text(content)
        close(name)
    }
}
