import JSONText

/// JSON for a `<script type="application/json">` element, from an `Encodable` value: keys in the
/// order they are encoded (a type's `CodingKeys` order), no spaces, every string through
/// ``JSONText/quote(_:inScript:)`` (so `<`, `>`, `&`, U+2028 and U+2029 are `\uXXXX` and nothing in
/// it ends the element). The same value gives the same bytes.
///
/// `lineBreakBefore` names keys written on a new line, `lineBreakInside` keys whose array elements
/// are each on their own line: a page's large data stays readable in the browser's source view.
public enum ScriptJSON {
    public static func encode<T: Encodable>(_ value: T, lineBreakBefore: Set<String> = [], lineBreakInside: Set<String> = []) throws -> String {
        let encoder = TreeEncoder(codingPath: [])
        try value.encode(to: encoder)
        var out = ""
        write(encoder.root ?? .null, to: &out, breakBefore: lineBreakBefore, breakInside: lineBreakInside, elementsOnLines: false)
        return out
    }

    private static func write(_ value: Value, to out: inout String, breakBefore: Set<String>, breakInside: Set<String>, elementsOnLines: Bool) {
        switch value {
        case .null: out += "null"
        case .literal(let text): out += text
        case .string(let text): out += JSONText.quote(text, inScript: true)
        case .array(let array):
            out += "["
            for (i, item) in array.items.enumerated() {
                if i > 0 { out += elementsOnLines ? ",\n" : "," }
                write(item, to: &out, breakBefore: breakBefore, breakInside: breakInside, elementsOnLines: false)
            }
            out += "]"
        case .object(let object):
            out += "{"
            for (i, (key, item)) in object.pairs.enumerated() {
                if i > 0 { out += "," }
                if breakBefore.contains(key) { out += "\n" }
                out += JSONText.quote(key, inScript: true) + ":"
                write(item, to: &out, breakBefore: breakBefore, breakInside: breakInside, elementsOnLines: breakInside.contains(key))
            }
            out += "}"
        }
    }
}

// The value tree the encoder builds: containers are references, filled after they are handed out.
private final class ArrayBox { var items: [Value] = [] }
private final class ObjectBox { var pairs: [(String, Value)] = [] }
private enum Value { case null, literal(String), string(String), array(ArrayBox), object(ObjectBox) }

private func scalar(_ value: some Encodable) -> Value? {
    switch value {
    case let v as String: .string(v)
    case let v as Bool: .literal(v ? "true" : "false")
    case let v as Int: .literal(String(v))
    case let v as Double: v.isFinite ? .literal(String(v)) : .null
    default: nil
    }
}

private func encoded(_ value: some Encodable, _ path: [any CodingKey]) throws -> Value {
    if let s = scalar(value) { return s }
    let child = TreeEncoder(codingPath: path)
    try value.encode(to: child)
    return child.root ?? .object(ObjectBox())
}

private final class TreeEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var root: Value?
    init(codingPath: [any CodingKey]) { self.codingPath = codingPath }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object(let o) = root { return KeyedEncodingContainer(Keyed(object: o, codingPath: codingPath)) }
        let o = ObjectBox(); root = .object(o)
        return KeyedEncodingContainer(Keyed(object: o, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array(let a) = root { return Unkeyed(array: a, codingPath: codingPath) }
        let a = ArrayBox(); root = .array(a)
        return Unkeyed(array: a, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let object: ObjectBox
        let codingPath: [any CodingKey]
        mutating func encodeNil(forKey key: Key) throws { object.pairs.append((key.stringValue, .null)) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            object.pairs.append((key.stringValue, try encoded(value, codingPath + [key])))
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let o = ObjectBox(); object.pairs.append((key.stringValue, .object(o)))
            return KeyedEncodingContainer(Keyed<NestedKey>(object: o, codingPath: codingPath + [key]))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let a = ArrayBox(); object.pairs.append((key.stringValue, .array(a)))
            return Unkeyed(array: a, codingPath: codingPath + [key])
        }
        mutating func superEncoder() -> any Encoder { TreeEncoder(codingPath: codingPath) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { TreeEncoder(codingPath: codingPath + [key]) }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let array: ArrayBox
        let codingPath: [any CodingKey]
        var count: Int { array.items.count }
        mutating func encodeNil() throws { array.items.append(.null) }
        mutating func encode<T: Encodable>(_ value: T) throws { array.items.append(try encoded(value, codingPath)) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let o = ObjectBox(); array.items.append(.object(o))
            return KeyedEncodingContainer(Keyed<NestedKey>(object: o, codingPath: codingPath))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let a = ArrayBox(); array.items.append(.array(a))
            return Unkeyed(array: a, codingPath: codingPath)
        }
        mutating func superEncoder() -> any Encoder { TreeEncoder(codingPath: codingPath) }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoder: TreeEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }
        mutating func encodeNil() throws { encoder.root = .null }
        mutating func encode<T: Encodable>(_ value: T) throws { encoder.root = try encoded(value, codingPath) }
    }
}
