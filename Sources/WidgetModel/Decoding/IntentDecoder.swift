/// Decodes the configuration intent and the configured instances, and checks defaults and dependencies.
struct IntentDecoder {
    let reader: Reader
    static let types = ["string", "bool", "integer", "decimal", "enum", "entity"]

    func intent(_ v: JSONValue, _ path: JSONPath, data: [String: JSONValue]) -> ConfigurationIntent? {
        guard let o = reader.object(v, path) else { return nil }
        reader.checkKeys(o, path, allowed: ["title", "description", "accentColor", "backgroundColor", "parameters",
                                         "name", "predictable", "supportedCombinations"], in: "intent")
        let title = reader.require(o, "title", path, in: "the intent").flatMap { reader.string($0, path.appending(key: "title")) }
        var parameters: [IntentParameter] = []
        if let list = o["parameters"].flatMap({ reader.array($0, path.appending(key: "parameters")) }) {
            for (i, item) in list.enumerated() {
                let p = path.appending(key: "parameters").appending(index: i)
                guard let param = parameter(item, p, data: data) else { continue }
                if parameters.contains(where: { $0.name == param.name }) {
                    reader.fail("a second parameter named '\(param.name)'", p.appending(key: "name"))
                }
                parameters.append(param)
            }
            // Dependencies are checked once all names are known.
            for (i, param) in parameters.enumerated() {
                guard let cond = param.showWhen else { continue }
                let cp = path.appending(key: "parameters").appending(index: i).appending(key: "showWhen").appending(key: "parameter")
                if cond.parameter == param.name {
                    reader.fail("the parameter '\(param.name)' cannot depend on itself", cp)
                } else if let parent = parameters.first(where: { $0.name == cond.parameter }) {
                    if case .equals(let value) = cond.test, !accepts(parent.type, value, data: data) {
                        reader.fail("showWhen compares '\(parent.name)' (\(parent.type.name)) with \(reader.literal(value))",
                                    cp.dropLastKey().appending(key: "equals"), hint: hintFor(parent.type, data: data))
                    }
                } else {
                    reader.fail("showWhen depends on a parameter '\(cond.parameter)' that does not exist", cp,
                                hint: suggestion(cond.parameter, parameters.map(\.name)))
                }
            }
        }
        func color(_ key: String) -> String? { o[key].flatMap { reader.string($0, path.appending(key: key), what: "a colour name") } }
        let name = o["name"].flatMap { reader.string($0, path.appending(key: "name"), what: "an intent name") }
        if let name, !isIdentifier(name) { reader.fail("the intent name '\(name)' is not a valid name", path.appending(key: "name"), hint: "e.g. ViewRecentPurchases") }
        let predictable = o["predictable"].flatMap { reader.bool($0, path.appending(key: "predictable")) } ?? false
        let combinations = o["supportedCombinations"].map { supportedCombinations($0, path.appending(key: "supportedCombinations"), parameters: parameters, predictable: predictable) } ?? []
        guard let title else { return nil }
        return ConfigurationIntent(title: title, description: o["description"].flatMap { reader.string($0, path.appending(key: "description")) },
                                   accentColor: color("accentColor"), backgroundColor: color("backgroundColor"), parameters: parameters,
                                   name: name, predictable: predictable, supportedCombinations: combinations)
    }

    /// `supportedCombinations: [["card"], ["card", "category"]]`: each names parameters of the intent, once each.
    private func supportedCombinations(_ v: JSONValue, _ path: JSONPath, parameters: [IntentParameter], predictable: Bool) -> [[String]] {
        guard let list = reader.array(v, path, what: "an array of parameter lists, e.g. [[\"card\"], [\"card\", \"category\"]]") else { return [] }
        if !predictable { reader.fail("supportedCombinations without predictable: true", path, hint: "add predictable: true (eligible for Siri Suggestions), or remove the combinations", atKey: true) }
        var out: [[String]] = []
        let names = parameters.map(\.name)
        for (i, item) in list.enumerated() {
            let cp = path.appending(index: i)
            guard let names0 = reader.array(item, cp, what: "a list of parameter names") else { continue }
            var combination: [String] = []
            for (j, n) in names0.enumerated() {
                guard let name = reader.string(n, cp.appending(index: j), what: "a parameter name") else { continue }
                if !names.contains(name) {
                    reader.fail("the combination names a parameter '\(name)' that does not exist", cp.appending(index: j), hint: suggestion(name, names))
                } else if combination.contains(name) {
                    reader.fail("'\(name)' is listed twice in the combination", cp.appending(index: j))
                } else {
                    combination.append(name)
                }
            }
            if out.contains(where: { Set($0) == Set(combination) }) && combination.count == names0.count {
                reader.fail("the same combination is listed twice", cp)
            }
            out.append(combination)
        }
        return out
    }

    private func parameter(_ v: JSONValue, _ p: JSONPath, data: [String: JSONValue]) -> IntentParameter? {
        guard let o = reader.object(v, p) else { return nil }
        reader.checkKeys(o, p, allowed: ["name", "title", "type", "default", "cases", "min", "max", "entity", "idKey", "titleKey",
                                         "searchable", "showWhen"], in: "a parameter")
        guard let name = reader.require(o, "name", p, in: "the parameter").flatMap({ reader.string($0, p.appending(key: "name")) }),
              let typeName = reader.require(o, "type", p, in: "the parameter '\(name)'").flatMap({ reader.string($0, p.appending(key: "type")) })
        else { return nil }
        if !isIdentifier(name) { reader.fail("the parameter name '\(name)' is not a valid name", p.appending(key: "name"), hint: "bindings use it as config.\(name)") }
        let title = o["title"].flatMap { reader.string($0, p.appending(key: "title")) } ?? name
        let type: ParameterType
        switch typeName {
        case "string": type = .string
        case "bool": type = .bool
        case "integer", "decimal":
            let lo = o["min"].flatMap { reader.number($0, p.appending(key: "min"), in: NumericRange.parameterBound) }
            let hi = o["max"].flatMap { reader.number($0, p.appending(key: "max"), in: NumericRange.parameterBound) }
            type = typeName == "integer" ? .integer(min: lo, max: hi) : .decimal(min: lo, max: hi)
        case "enum":
            var cases: [EnumCase] = []
            if let list = reader.require(o, "cases", p, in: "an enum parameter").flatMap({ reader.array($0, p.appending(key: "cases")) }) {
                for (i, c) in list.enumerated() {
                    let cp = p.appending(key: "cases").appending(index: i)
                    if case .string(let s) = c { cases.append(EnumCase(value: s, title: s)); continue }
                    guard let co = reader.object(c, cp, what: "a case: \"value\" or {value: \"all\", title: \"All\"}") else { continue }
                    reader.checkKeys(co, cp, allowed: ["value", "title"], in: "an enum case")
                    if let value = reader.require(co, "value", cp, in: "the case").flatMap({ reader.string($0, cp.appending(key: "value")) }) {
                        cases.append(EnumCase(value: value, title: co["title"].flatMap { reader.string($0, cp.appending(key: "title")) } ?? value))
                    }
                }
                if list.isEmpty { reader.fail("an enum parameter needs at least one case", p.appending(key: "cases")) }
            }
            type = .enumeration(cases)
        case "entity":
            guard let collection = reader.require(o, "entity", p, in: "an entity parameter").flatMap({ reader.string($0, p.appending(key: "entity"), what: "the name of an app-data collection") }) else { return nil }
            let source = EntitySource(collection: collection,
                                      idKey: o["idKey"].flatMap { reader.string($0, p.appending(key: "idKey")) } ?? "id",
                                      titleKey: o["titleKey"].flatMap { reader.string($0, p.appending(key: "titleKey")) } ?? "name",
                                      searchable: o["searchable"].flatMap { reader.bool($0, p.appending(key: "searchable")) } ?? false)
            if let items = data[collection] {
                if let list = items.arrayValue {
                    for (i, e) in list.enumerated() where e[source.idKey] == nil {
                        reader.fail("the entity has no '\(source.idKey)'", JSONPath([.key("data"), .key(collection), .index(i)]),
                                    hint: "every \(collection) item needs an \(source.idKey) for the \(name) parameter")
                    }
                } else {
                    reader.fail("data.\(collection) must be an array of entities", JSONPath([.key("data"), .key(collection)]))
                }
            } else {
                reader.fail("the entity collection '\(collection)' is not in data", p.appending(key: "entity"),
                            hint: suggestion(collection, data.keys.sorted()))
            }
            type = .entity(source)
        default:
            reader.fail("unknown parameter type '\(typeName)'", p.appending(key: "type"), hint: suggestion(typeName, Self.types))
            return nil
        }
        if let d = o["default"], !accepts(type, d, data: data) {
            reader.fail("the default \(reader.literal(d)) is not a valid \(type.name) value for '\(name)'", p.appending(key: "default"),
                        hint: hintFor(type, data: data))
        }
        let condition = o["showWhen"].flatMap { self.condition($0, p.appending(key: "showWhen")) }
        return IntentParameter(name: name, title: title, type: type, defaultValue: o["default"], showWhen: condition)
    }

    private func condition(_ v: JSONValue, _ p: JSONPath) -> ParameterCondition? {
        guard let o = reader.object(v, p, what: "{parameter: \"mirror\", equals: false}") else { return nil }
        reader.checkKeys(o, p, allowed: ["parameter", "equals", "oneOf", "hasAnyValue"], in: "showWhen")
        guard let parent = reader.require(o, "parameter", p, in: "showWhen").flatMap({ reader.string($0, p.appending(key: "parameter")) }) else { return nil }
        if let e = o["equals"] { return ParameterCondition(parameter: parent, test: .equals(e)) }
        if let list = o["oneOf"].flatMap({ reader.array($0, p.appending(key: "oneOf")) }) { return ParameterCondition(parameter: parent, test: .oneOf(list)) }
        if o["hasAnyValue"] != nil { return ParameterCondition(parameter: parent, test: .hasAnyValue) }
        reader.fail("showWhen needs equals, oneOf or hasAnyValue", p)
        return nil
    }

    /// Whether `value` is a valid value of the type (for defaults, instance values and conditions).
    func accepts(_ type: ParameterType, _ value: JSONValue, data: [String: JSONValue]) -> Bool {
        switch (type, value) {
        case (.string, .string), (.bool, .bool): return true
        case (.integer(let lo, let hi), .number(let n)): return n == n.rounded() && n >= (lo ?? -.infinity) && n <= (hi ?? .infinity)
        case (.decimal(let lo, let hi), .number(let n)): return n >= (lo ?? -.infinity) && n <= (hi ?? .infinity)
        case (.enumeration(let cases), .string(let s)): return cases.contains { $0.value == s }
        case (.entity(let source), _): return data[source.collection]?.arrayValue?.contains { $0[source.idKey] == value } ?? false
        default: return false
        }
    }

    func hintFor(_ type: ParameterType, data: [String: JSONValue]) -> String {
        switch type {
        case .enumeration(let cases): return "expected one of: " + cases.map { "\"\($0.value)\"" }.joined(separator: ", ")
        case .entity(let s):
            let ids = (data[s.collection]?.arrayValue ?? []).compactMap { $0[s.idKey] }.map { v in v.stringValue.map { "\"\($0)\"" } ?? "\(v)" }
            return "expected the \(s.idKey) of one of data.\(s.collection): " + ids.prefix(12).joined(separator: ", ")
        case .integer(let lo, let hi), .decimal(let lo, let hi):
            return "expected a \(type.name == "integer" ? "whole number" : "number")" + (lo.map { " ≥ \(format($0))" } ?? "") + (hi.map { " ≤ \(format($0))" } ?? "")
        case .bool: return "expected true or false"
        case .string: return "expected a string"
        }
    }

    func instances(_ v: JSONValue?, _ path: JSONPath, intent: ConfigurationIntent?, data: [String: JSONValue]) -> [WidgetInstance] {
        guard let v else { return [WidgetInstance(name: "default", values: [:])] }
        guard let list = reader.array(v, path, what: "an array of instances") else { return [] }
        var out: [WidgetInstance] = []
        var names: Set<String> = []
        for (i, item) in list.enumerated() {
            let p = path.appending(index: i)
            guard let o = reader.object(item, p, what: "{name: \"work\", values: {...}}") else { continue }
            reader.checkKeys(o, p, allowed: ["name", "values"], in: "an instance")
            guard let name = reader.require(o, "name", p, in: "the instance").flatMap({ reader.string($0, p.appending(key: "name")) }) else { continue }
            if !PathName.isValidInstance(name) {
                reader.fail("the instance name '\(PathName.shown(name))' must be \(PathName.instanceRule)\(name.count > PathName.maximumLength ? " (it has \(name.count))" : "")",
                            p.appending(key: "name"), hint: "it is used in output file names")
            }
            if !names.insert(name).inserted { reader.fail("a second instance named '\(PathName.shown(name))'", p.appending(key: "name")) }
            let values = o["values"].flatMap { reader.object($0, p.appending(key: "values")) } ?? [:]
            for (key, value) in values.sorted(by: { $0.key < $1.key }) {
                let vp = p.appending(key: "values").appending(key: key)
                guard let intent else {
                    reader.fail("the instance sets '\(key)' but the widget has no intent", vp, atKey: true)
                    continue
                }
                guard let param = intent.parameter(named: key) else {
                    reader.fail("no parameter named '\(key)'", vp, hint: suggestion(key, intent.parameters.map(\.name)), atKey: true)
                    continue
                }
                if !accepts(param.type, value, data: data) {
                    reader.fail("\(reader.literal(value)) is not a valid \(param.type.name) value for '\(key)'", vp, hint: hintFor(param.type, data: data))
                }
            }
            out.append(WidgetInstance(name: name, values: values))
        }
        if list.isEmpty { reader.fail("list at least one instance, or leave instances out for a single default one", path) }
        return out
    }
}

extension JSONPath {
    func dropLastKey() -> JSONPath { JSONPath(Array(components.dropLast())) }
}
