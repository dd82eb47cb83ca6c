import Foundation

/// Reads an `.intentdefinition` property list into an ``IntentDefinition``; every value it needs
/// is checked, and a wrong one is an ``IntentDefinitionError`` naming its key path.
public enum IntentDefinitionReader {
    /// The parameter types it supports (`INIntentParameterType`).
    public static let supportedTypes = ["String", "Integer", "Decimal", "Boolean", "DateComponents", "URL", "Duration", "Object"]

    public static func read(_ data: Data, file: String) throws(IntentDefinitionError) -> IntentDefinition {
        try PropertyListScreen.check(data, file: file)
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw IntentDefinitionError(file: file, keyPath: "", expected: "an XML property list (an .intentdefinition file)",
                                        found: "text that is not one (\((error as NSError).localizedDescription))")
        }
        let top = Node(value: root, path: "", file: file)
        let dict = try top.dictionary()
        let enums = try top.optionalArray("INEnums", in: dict).map(readEnum)
        let types = try top.optionalArray("INTypes", in: dict).map(readType)
        let intents = try top.optionalArray("INIntents", in: dict).map(readIntent)
        let definition = IntentDefinition(intents: intents, enums: enums, types: types)
        try check(definition, intentsNode: top.child("INIntents"), in: dict)
        try checkProperties(definition, typesNode: top.child("INTypes"))
        return definition
    }

    // MARK: - Parts

    static func readIntent(_ node: Node) throws(IntentDefinitionError) -> IntentDefinition.Intent {
        let d = try node.dictionary()
        let name = try node.string("INIntentName", in: d)
        try node.child("INIntentName").identifier(name)
        let prefix = try node.optionalString("INIntentClassPrefix", in: d) ?? ""
        let base = prefix + name
        // The prefix is pasted before the name: together they must be a type's name.
        if !prefix.isEmpty { try node.child("INIntentClassPrefix").typeName(base, found: prefix, role: "a class prefix that makes \"\(name)\" a Swift type name (letters, digits, _; not starting with a digit)") }
        try node.child(prefix.isEmpty ? "INIntentName" : "INIntentClassPrefix").typeName(base)
        let className = try node.optionalString("INIntentClassName", in: d)
        if let className { try node.child("INIntentClassName").typeName(className) }
        let parameters = try node.optionalArray("INIntentParameters", in: d).map(readParameter)
        return IntentDefinition.Intent(name: name, title: try node.optionalString("INIntentTitle", in: d) ?? name,
                                       description: try node.optionalString("INIntentDescription", in: d) ?? "",
                                       parameters: parameters, className: className ?? (base.hasSuffix("Intent") ? base : base + "Intent"))
    }

    static func readParameter(_ node: Node) throws(IntentDefinitionError) -> IntentDefinition.Parameter {
        let d = try node.dictionary()
        let name = try node.string("INIntentParameterName", in: d)
        try node.child("INIntentParameterName").identifier(name)
        let type = try readType(node, d, prefix: "INIntentParameter")
        var defaultValue: IntentDefinition.DefaultValue?
        var minimum: Double?, maximum: Double?
        if d["INIntentParameterMetadata"] != nil {
            let meta = node.child("INIntentParameterMetadata")
            let m = try meta.dictionary()
            if m["INIntentParameterMetadataDefaultValue"] != nil {
                defaultValue = try readValue(meta.child("INIntentParameterMetadataDefaultValue"), for: type)
            }
            minimum = try meta.optionalNumber("INIntentParameterMetadataMinimumValue", in: m)
            maximum = try meta.optionalNumber("INIntentParameterMetadataMaximumValue", in: m)
        }
        var relationship: IntentDefinition.Relationship?
        if d["INIntentParameterRelationship"] != nil {
            let r = node.child("INIntentParameterRelationship")
            let rd = try r.dictionary()
            if let parent = try r.optionalString("INIntentParameterRelationshipParentName", in: rd) {
                let predicate = try r.optionalString("INIntentParameterRelationshipPredicateName", in: rd) ?? "HasAnyValue"
                var value: IntentDefinition.DefaultValue?
                switch predicate {
                case "HasAnyValue": value = nil
                case "EnumHasExactValue":
                    value = .string(try r.string("INIntentParameterRelationshipPredicateValue", in: rd))
                case "BooleanHasExactValue":
                    let v = rd["INIntentParameterRelationshipPredicateValue"]
                    value = .boolean(v.map { Node.boolean($0) ?? (($0 as? String) == "true") } ?? false)
                default:
                    throw r.child("INIntentParameterRelationshipPredicateName").error(expected: "HasAnyValue, EnumHasExactValue or BooleanHasExactValue", found: Node.quoted(predicate))
                }
                relationship = IntentDefinition.Relationship(parent: parent, value: value)
            }
        }
        return IntentDefinition.Parameter(
            name: name, title: try node.optionalString("INIntentParameterDisplayName", in: d) ?? name, type: type,
            isArray: try node.optionalBool("INIntentParameterSupportsMultipleValues", in: d) ?? false,
            defaultValue: defaultValue, minimum: minimum, maximum: maximum,
            dynamicOptions: try node.optionalBool("INIntentParameterSupportsDynamicEnumeration", in: d) ?? false,
            searchable: try node.optionalBool("INIntentParameterSupportsSearch", in: d) ?? false,
            displayPriority: try node.optionalInteger("INIntentParameterDisplayPriority", in: d, range: -1_000_000...1_000_000) ?? 0,
            relationship: relationship)
    }

    /// `<prefix>Type`, with `<prefix>EnumType` (an `Integer` that is an enum) or `<prefix>ObjectType`.
    static func readType(_ node: Node, _ d: [String: Any], prefix: String) throws(IntentDefinitionError) -> IntentDefinition.ParameterType {
        if let e = try node.optionalString(prefix + "EnumType", in: d) {
            try node.child(prefix + "EnumType").typeName(e)
            return .enumeration(e)
        }
        let type = try node.string(prefix + "Type", in: d)
        switch type {
        case "String", "SpeakableString": return .string
        case "Integer": return .integer
        case "Decimal": return .decimal
        case "Boolean": return .boolean
        case "DateComponents": return .dateComponents
        case "URL": return .url
        case "Duration", "TimeInterval": return .duration
        case "Object":
            let t = try node.string(prefix + "ObjectType", in: d)
            try node.child(prefix + "ObjectType").typeName(t)
            return .object(t)
        default:
            throw node.child(prefix + "Type").error(expected: "one of " + supportedTypes.joined(separator: ", ") + " (or an enum)",
                                                    found: Node.quoted(type) + " (not supported by widgetsnap's generator)")
        }
    }

    static func readValue(_ node: Node, for type: IntentDefinition.ParameterType) throws(IntentDefinitionError) -> IntentDefinition.DefaultValue {
        switch type {
        case .string, .url, .enumeration, .object, .dateComponents:
            guard let s = node.value as? String else { throw node.error(expected: "a string", found: Node.describe(node.value)) }
            return .string(s)
        case .integer, .duration:
            guard let n = Node.number(node.value), n == n.rounded(), abs(n) <= Node.largestExactInteger else {
                throw node.error(expected: "an integer from -2^53 to 2^53", found: Node.describe(node.value))
            }
            return .integer(Int(n))
        case .decimal:
            guard let n = Node.number(node.value), n.isFinite else { throw node.error(expected: "a finite number", found: Node.describe(node.value)) }
            return .decimal(n)
        case .boolean:
            guard let b = Node.boolean(node.value) else { throw node.error(expected: "<true/> or <false/>", found: Node.describe(node.value)) }
            return .boolean(b)
        }
    }

    static func readEnum(_ node: Node) throws(IntentDefinitionError) -> IntentDefinition.Enum {
        let d = try node.dictionary()
        let name = try node.string("INEnumName", in: d)
        try node.child("INEnumName").typeName(name)
        let className = try node.optionalString("INEnumClassName", in: d)
        if let className { try node.child("INEnumClassName").typeName(className) }
        let cases = try node.array("INEnumValues", in: d).map { (c: Node) throws(IntentDefinitionError) -> IntentDefinition.Enum.Case in
            let cd = try c.dictionary()
            let caseName = try c.string("INEnumValueName", in: cd)
            try c.child("INEnumValueName").identifier(caseName)
            return IntentDefinition.Enum.Case(name: caseName, index: try c.optionalInteger("INEnumValueIndex", in: cd, range: 0...Int(Int32.max)) ?? 0,
                                              title: try c.optionalString("INEnumValueDisplayName", in: cd) ?? caseName)
        }
        return IntentDefinition.Enum(name: name, title: try node.optionalString("INEnumDisplayName", in: d) ?? name, cases: cases,
                                     className: className ?? name)
    }

    /// The properties `INObject` has itself, not generated.
    static let objectProperties: Set<String> = ["identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches", "subtitleString", "displayImage"]

    static func readType(_ node: Node) throws(IntentDefinitionError) -> IntentDefinition.CustomType {
        let d = try node.dictionary()
        let name = try node.string("INTypeName", in: d)
        try node.child("INTypeName").typeName(name)
        let className = try node.optionalString("INTypeClassName", in: d)
        if let className { try node.child("INTypeClassName").typeName(className) }
        var properties: [IntentDefinition.CustomType.Property] = []
        for p in try node.optionalArray("INTypeProperties", in: d) {
            let pd = try p.dictionary()
            let propertyName = try p.string("INTypePropertyName", in: pd)
            let isDefault = try p.optionalBool("INTypePropertyDefault", in: pd) ?? false
            if objectProperties.contains(propertyName) || isDefault { continue }
            try p.child("INTypePropertyName").identifier(propertyName)
            properties.append(.init(name: propertyName, type: try readType(p, pd, prefix: "INTypeProperty"),
                                    isArray: try p.optionalBool("INTypePropertySupportsMultipleValues", in: pd) ?? false))
        }
        return IntentDefinition.CustomType(name: name, title: try node.optionalString("INTypeDisplayName", in: d) ?? name, properties: properties,
                                           className: className ?? name)
    }

    /// A custom type's properties refer to enums and types of the file (the generated Swift names them).
    static func checkProperties(_ definition: IntentDefinition, typesNode: Node) throws(IntentDefinitionError) {
        let enums = Set(definition.enums.map(\.name)), types = Set(definition.types.map(\.name))
        for (i, type) in definition.types.enumerated() {
            let propertiesNode = typesNode.index(i).child("INTypeProperties")
            let raw = (propertiesNode.value as? [Any]) ?? []
            for property in type.properties {
                // The property's own entry (default properties were skipped when reading).
                guard let j = raw.firstIndex(where: { (($0 as? [String: Any])?["INTypePropertyName"] as? String) == property.name }) else { continue }
                let pNode = propertiesNode.index(j)
                switch property.type {
                case .enumeration(let e) where !enums.contains(e):
                    throw pNode.child("INTypePropertyEnumType").error(expected: "the name of an enum of INEnums (\(enums.sorted().joined(separator: ", ")))", found: Node.quoted(e))
                case .object(let t) where !types.contains(t):
                    throw pNode.child("INTypePropertyObjectType").error(expected: "the name of a type of INTypes (\(types.sorted().joined(separator: ", ")))", found: Node.quoted(t))
                default: break
                }
            }
        }
    }

    /// Names that refer to each other: enum and object types exist, enum defaults are cases.
    static func check(_ definition: IntentDefinition, intentsNode: Node, in dict: [String: Any]) throws(IntentDefinitionError) {
        let enums = Dictionary(definition.enums.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let types = Set(definition.types.map(\.name))
        for (i, intent) in definition.intents.enumerated() {
            let intentNode = intentsNode.index(i)
            for (j, p) in intent.parameters.enumerated() {
                let pNode = intentNode.child("INIntentParameters").index(j)
                switch p.type {
                case .enumeration(let e):
                    guard let found = enums[e] else {
                        throw pNode.child("INIntentParameterEnumType").error(expected: "the name of an enum of INEnums (\(enums.keys.sorted().joined(separator: ", ")))", found: Node.quoted(e))
                    }
                    if case .string(let d)? = p.defaultValue, !found.cases.contains(where: { $0.name == d }) {
                        throw pNode.child("INIntentParameterMetadata").child("INIntentParameterMetadataDefaultValue")
                            .error(expected: "a case of \(e) (\(found.cases.map(\.name).joined(separator: ", ")))", found: Node.quoted(d))
                    }
                case .object(let t):
                    guard types.contains(t) else {
                        throw pNode.child("INIntentParameterObjectType").error(expected: "the name of a type of INTypes (\(types.sorted().joined(separator: ", ")))", found: Node.quoted(t))
                    }
                default: break
                }
            }
        }
    }
}

/// A value of the property list and its key path, for typed reading with errors that say where.
struct Node {
    let value: Any?
    let path: String
    let file: String

    func child(_ key: String) -> Node {
        Node(value: (value as? [String: Any])?[key], path: path.isEmpty ? key : path + "." + key, file: file)
    }
    func index(_ i: Int) -> Node { Node(value: (value as? [Any]).flatMap { $0.indices.contains(i) ? $0[i] : nil }, path: path + "[\(i)]", file: file) }

    func error(expected: String, found: String) -> IntentDefinitionError {
        IntentDefinitionError(file: file, keyPath: path, expected: expected, found: found)
    }

    static func describe(_ value: Any?) -> String {
        switch value {
        case nil: "nothing (the key is missing)"
        case let s as String: "the string " + quoted(s)
        case _ where boolean(value) != nil: "a Boolean"
        case is Int, is Double, is NSNumber: "a number"
        case is [Any]: "an array"
        case is [String: Any]: "a dictionary"
        default: "a \(type(of: value!))"
        }
    }

    /// An `<integer>` or `<real>` (not a Boolean, not a string).
    static func number(_ value: Any?) -> Double? {
        guard let value, boolean(value) == nil, !(value is String) else { return nil }
        switch value {
        case let n as NSNumber: return n.doubleValue
        case let i as Int: return Double(i)
        case let d as Double: return d
        default: return nil
        }
    }

    /// A `<true/>` or `<false/>` (an integer bridges to `Bool` too, so the type is checked).
    static func boolean(_ value: Any?) -> Bool? {
        guard let value else { return nil }
        if type(of: value) == Bool.self { return value as? Bool }
        if let n = value as? NSNumber, String(cString: n.objCType) == "c" { return n.boolValue }
        return nil
    }

    func dictionary() throws(IntentDefinitionError) -> [String: Any] {
        guard let d = value as? [String: Any] else { throw error(expected: "a dictionary", found: Self.describe(value)) }
        return d
    }
    func string(_ key: String, in d: [String: Any]) throws(IntentDefinitionError) -> String {
        guard let s = d[key] as? String else { throw child(key).error(expected: "a string", found: Self.describe(d[key])) }
        return s
    }
    func optionalString(_ key: String, in d: [String: Any]) throws(IntentDefinitionError) -> String? {
        guard let v = d[key] else { return nil }
        guard let s = v as? String else { throw child(key).error(expected: "a string", found: Self.describe(v)) }
        return s
    }
    func optionalBool(_ key: String, in d: [String: Any]) throws(IntentDefinitionError) -> Bool? {
        guard let v = d[key] else { return nil }
        guard let b = Self.boolean(v) else { throw child(key).error(expected: "<true/> or <false/>", found: Self.describe(v)) }
        return b
    }
    func optionalNumber(_ key: String, in d: [String: Any]) throws(IntentDefinitionError) -> Double? {
        guard let v = d[key] else { return nil }
        guard let n = Self.number(v), n.isFinite else { throw child(key).error(expected: "a finite number", found: Self.describe(v)) }
        return n
    }
    /// A whole number in `range` (never converted to `Int` before it is known to fit).
    func optionalInteger(_ key: String, in d: [String: Any], range: ClosedRange<Int>) throws(IntentDefinitionError) -> Int? {
        guard let v = d[key] else { return nil }
        guard let n = Self.number(v), n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            throw child(key).error(expected: "a whole number from \(range.lowerBound) to \(range.upperBound)", found: Self.describe(v))
        }
        return Int(n)
    }
    /// 2^53: every integer up to it is exact in a `Double`, and converts to `Int` without trapping.
    static let largestExactInteger = 9_007_199_254_740_992.0
    func array(_ key: String, in d: [String: Any]) throws(IntentDefinitionError) -> [Node] {
        guard let a = d[key] as? [Any] else { throw child(key).error(expected: "an array", found: Self.describe(d[key])) }
        return a.indices.map { child(key).index($0) }
    }
    func optionalArray(_ key: String, in d: [String: Any]) throws(IntentDefinitionError) -> [Node] {
        d[key] == nil ? [] : try array(key, in: d)
    }
    /// A name that becomes a Swift identifier (a property, parameter or case).
    func identifier(_ name: String) throws(IntentDefinitionError) {
        if !SwiftIdentifier.isValid(name) {
            throw error(expected: "a name usable as a Swift identifier (letters, digits, _; not starting with a digit; at most \(SwiftIdentifier.maximumLength) characters)", found: Self.quoted(name))
        }
    }
    /// A name that becomes a Swift type's (an enum, class or protocol): an identifier, not a reserved word.
    /// `found` is what the file gave at this key path when the name is made from it (a class prefix).
    func typeName(_ name: String, found: String? = nil, role: String? = nil) throws(IntentDefinitionError) {
        if !SwiftIdentifier.isTypeName(name) {
            let expected = role ?? (SwiftIdentifier.isValid(name) ? "a Swift type name that is not a reserved word"
                : "a name usable as a Swift type name (letters, digits, _; not starting with a digit; at most \(SwiftIdentifier.maximumLength) characters)")
            throw error(expected: expected, found: Self.quoted(found ?? name))
        }
    }
    /// Text from the file, quoted for an error message: control characters, line and paragraph
    /// separators and invisible format characters (bidirectional overrides) written as `\u{…}`,
    /// so printing the message never sends them to a terminal; long text is cut after 80 characters.
    static func quoted(_ s: String) -> String {
        var out = "\""
        var count = 0
        for c in s.unicodeScalars {
            count += 1
            if count > 80 { out += "…"; break }
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                let category = c.properties.generalCategory
                if category == .control || category == .format || category == .lineSeparator || category == .paragraphSeparator {
                    out += "\\u{" + String(c.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }
}
