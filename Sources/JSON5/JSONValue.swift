import Foundation

/// A JSON value as decoded from a layout file: app data, entry values, parameter values.
///
/// Numbers are `Double`, as in JSON. Objects are unordered; where order matters the layout
/// format uses arrays.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// A short name of the value's type for messages: "string", "number", "object", ...
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    public var stringValue: String? { if case .string(let s) = self { s } else { nil } }
    public var numberValue: Double? { if case .number(let n) = self { n } else { nil } }
    public var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { a } else { nil } }
    public var objectValue: [String: JSONValue]? { if case .object(let o) = self { o } else { nil } }
    public var isNull: Bool { self == .null }

    /// Member access for objects; `nil` for a missing key or a non-object.
    public subscript(key: String) -> JSONValue? { objectValue?[key] }
}

extension JSONValue: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let b = try? container.decode(Bool.self) {
            self = .bool(b)
        } else if let n = try? container.decode(Double.self) {
            self = .number(n)
        } else if let s = try? container.decode(String.self) {
            self = .string(s)
        } else if let a = try? container.decode([JSONValue].self) {
            self = .array(a)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}

extension JSONValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let b): try container.encode(b)
        case .number(let n): try container.encode(n)
        case .string(let s): try container.encode(s)
        case .array(let a): try container.encode(a)
        case .object(let o): try container.encode(o)
        }
    }
}

/// One step of a JSON path: an object key or an array index.
public enum JSONPathComponent: Sendable, Hashable, Codable, CustomStringConvertible {
    case key(String)
    case index(Int)

    public var description: String {
        switch self {
        case .key(let k): k
        case .index(let i): "[\(i)]"
        }
    }
}

/// A JSON path such as `views.systemSmall.VStack[2].modifiers[0].padding`, printed the way users read it.
public struct JSONPath: Sendable, Hashable, Codable, CustomStringConvertible {
    public var components: [JSONPathComponent]
    public init(_ components: [JSONPathComponent] = []) { self.components = components }

    public func appending(_ c: JSONPathComponent) -> JSONPath {
        // One allocation (a copy with room for one more), not a one-element array and a concatenation.
        var out = self
        out.components.reserveCapacity(components.count + 1)
        out.components.append(c)
        return out
    }
    public func appending(key: String) -> JSONPath { appending(.key(key)) }
    public func appending(index: Int) -> JSONPath { appending(.index(index)) }

    public var description: String {
        var out = "$"
        for c in components {
            switch c {
            case .key(let k):
                let plain = !k.isEmpty && k.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
                out += plain ? ".\(k)" : ".\"\(k)\""
            case .index(let i): out += "[\(i)]"
            }
        }
        return out
    }
}
