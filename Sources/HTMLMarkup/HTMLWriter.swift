/// Appends HTML with escaped text and attribute values: the one writer of the report and the gallery.
///
/// Two ways to give attributes: a dictionary, written in sorted order (the report), or pairs written in
/// the order given (the gallery's pages). Either way a `nil` value is left out. In a dictionary an empty
/// value is written as a bare (boolean) attribute; with pairs an empty value is written `name=""` and the
/// boolean attributes are named in `bare:`, written after the others.
public struct HTMLWriter {
    public private(set) var text = ""
    public init() {}

    /// Markup written as is: only for text that is already HTML (a fragment another writer built) or fixed markup.
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

    /// Attributes in the order given (`nil` values left out, empty ones written `name=""`), then the
    /// boolean attributes of `bare`.
    public mutating func open(_ name: String, ordered attributes: KeyValuePairs<String, String?>, bare: [String] = []) {
        text += "<" + name
        for (key, value) in attributes {
            guard let value else { continue }
            text += " \(key)=\"\(Markup.escape(value))\""
        }
        for key in bare { text += " " + key }
        text += ">"
    }

    public mutating func void(_ name: String, _ attributes: [String: String?] = [:]) { open(name, attributes) }

    public mutating func void(_ name: String, ordered attributes: KeyValuePairs<String, String?>, bare: [String] = []) {
        open(name, ordered: attributes, bare: bare)
    }

    public mutating func close(_ name: String) { text += "</\(name)>" }

    public mutating func element(_ name: String, _ attributes: [String: String?] = [:], text content: String) {
        open(name, attributes)
        text(content)
        close(name)
    }

    public mutating func element(_ name: String, ordered attributes: KeyValuePairs<String, String?>, bare: [String] = [], text content: String) {
        open(name, ordered: attributes, bare: bare)
        text(content)
        close(name)
    }

    /// A fragment: what `build` writes into a new writer.
    public static func fragment(_ build: (inout HTMLWriter) -> Void) -> String {
        var h = HTMLWriter()
        build(&h)
        return h.text
    }
}
