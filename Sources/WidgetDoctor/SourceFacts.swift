// What `doctor` reads from one Swift file: its imports (and whether each is compiled on Linux, from the
// `#if` branches around it), the types it declares, the capitalised names it uses, and which widget roles
// it plays (a widget, a bundle, a timeline provider, an entry, views, app intents).

/// One `import` declaration.
public struct ImportDeclaration: Equatable, Sendable, Codable {
    /// The module (`os.log` for `import os.log`; `UIKit` for `import struct UIKit.UIColor`).
    public var module: String
    public var line: Int
    public var column: Int
    /// Whether the `#if` branches around it are compiled on Linux.
    public var compiled: ConditionValue
}

/// A use of something Linux's Foundation does not have.
public struct AppleOnlyUse: Equatable, Sendable, Codable {
    public var name: String
    public var line: Int
    public var column: Int
    /// For `#if-return`: the condition of the group Linux skips.
    public var condition: String? = nil

    /// What to print for this use.
    public var hint: String {
        if name == "#if-return" {
            return "`return` only inside `#if \(condition ?? "")`, which Linux skips: the function has no return there; add an `#else` branch"
        }
        return Self.hints[name] ?? name
    }

    /// What each is, and what to do.
    public static let hints: [String: String] = [
        "objc": "`@objc` needs Objective-C interoperability, which Linux does not have: guard it with `#if canImport(ObjectiveC)`",
        "objcMembers": "`@objcMembers` needs Objective-C interoperability, which Linux does not have: guard it with `#if canImport(ObjectiveC)`",
        "NSManaged": "`@NSManaged` is Core Data's: keep managed objects out of the widget's views",
        "#selector": "`#selector` needs Objective-C interoperability: use a closure-based API, or guard it with `#if canImport(ObjectiveC)`",
        "#keyPath": "`#keyPath` needs Objective-C interoperability: guard it with `#if canImport(ObjectiveC)`",
        "NSUbiquitousKeyValueStore": "iCloud's key-value store is not in Linux's Foundation: read the values through a protocol with a Linux stand-in",
    ]
}

/// A type the file declares.
public struct TypeDeclaration: Equatable, Sendable, Codable {
    public var name: String
    public var line: Int
    /// Declared at the top level of the file (not nested in a type or function) and not `private`/`fileprivate`:
    /// other files of the module, and importers when it is public, can name it.
    public var visibleOutsideFile: Bool = true
}

/// The widget roles a file plays, from the protocols its types conform to.
public enum WidgetRole: String, Sendable, Codable, CaseIterable, Comparable {
    case bundle, widget, liveActivity, control, provider, entry, intent, views

    public static func < (a: WidgetRole, b: WidgetRole) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The protocols that mark each role.
    static let protocols: [String: WidgetRole] = [
        "WidgetBundle": .bundle, "Widget": .widget, "ControlWidget": .control,
        "TimelineProvider": .provider, "AppIntentTimelineProvider": .provider, "IntentTimelineProvider": .provider,
        "AppIntentControlValueProvider": .provider, "ControlValueProvider": .provider,
        "TimelineEntry": .entry, "ActivityAttributes": .liveActivity,
        "AppIntent": .intent, "WidgetConfigurationIntent": .intent, "AppEntity": .intent, "AppEnum": .intent,
        "View": .views,
    ]
}

/// The facts of one file.
public struct SourceFacts: Equatable, Sendable {
    public var imports: [ImportDeclaration] = []
    public var declarations: [TypeDeclaration] = []
    /// Capitalised names used (not declared) in the file, with the first line each appears on.
    public var uses: [String: Int] = [:]
    public var roles: Set<WidgetRole> = []
    /// Whether the file has `@main` (a widget bundle's entry point).
    public var hasEntryPoint = false
    /// Uses of what only Apple's Foundation has (Objective-C interoperability, iCloud's key-value store), outside
    /// `#if` branches that Linux skips.
    public var appleOnlyUses: [AppleOnlyUse] = []

    public init(source: String) {
        let tokens = SwiftTokenizer.tokens(of: source)
        var branches: [(value: ConditionValue, taken: ConditionValue, line: Int, condition: String, skippedReturn: Bool)] = []
        var compiled: ConditionValue { branches.reduce(.yes) { $0 && $1.value } }
        var declared: Set<String> = []
        var index = 0
        var depth = 0
        func word(_ i: Int) -> String? {
            guard i >= 0, i < tokens.count, case .word(let w) = tokens[i].kind else { return nil }
            return w
        }
        func isPunctuation(_ i: Int, _ c: Character) -> Bool {
            guard i >= 0, i < tokens.count, case .punctuation(let p) = tokens[i].kind else { return false }
            return p == c
        }
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .directive(let name, let condition):
                switch name {
                case "if":
                    let v = LinuxCondition.evaluate(condition)
                    branches.append((v, v, token.line, condition, false))
                case "elseif":
                    if var last = branches.popLast() {
                        let v = !last.taken && LinuxCondition.evaluate(condition)
                        last.taken = last.taken || v
                        last.value = v
                        branches.append(last)
                    }
                case "else":
                    if var last = branches.popLast() {
                        last.value = !last.taken
                        last.taken = .yes
                        branches.append(last)
                    }
                default:
                    // A `#if` group none of whose branches Linux compiles, with a `return` inside: the
                    // function around it has no return on Linux ("missing return in getter").
                    if let last = branches.popLast(), last.taken == .no, last.skippedReturn {
                        appleOnlyUses.append(AppleOnlyUse(name: "#if-return", line: last.line, column: 1,
                                                          condition: last.condition))
                    }
                }
            case .word("import") where !isPunctuation(index - 1, "."):
                var i = index + 1
                if let kind = word(i), ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"].contains(kind),
                   word(i + 1) != nil { i += 1 }
                if var module = word(i) {
                    // `import os.log` names a submodule; `import struct UIKit.UIColor` a declaration of UIKit.
                    if i == index + 1, isPunctuation(i + 1, "."), let sub = word(i + 2),
                       tokens[i + 2].line == token.line { module += "." + sub }
                    imports.append(ImportDeclaration(module: module, line: tokens[i].line, column: tokens[i].column, compiled: compiled))
                    index = i + 1
                    continue
                }
            case .word(let keyword) where ["struct", "class", "enum", "protocol", "actor", "typealias"].contains(keyword)
                                          && !isPunctuation(index - 1, "."):
                if let name = word(index + 1), !["func", "var", "let", "subscript", "init", "static", "final", "override"].contains(name) {
                    let hidden = (1...3).contains { word(index - $0).map { ["private", "fileprivate"].contains($0) } ?? false }
                    declarations.append(TypeDeclaration(name: name, line: tokens[index + 1].line,
                                                        visibleOutsideFile: depth == 0 && !hidden))
                    declared.insert(name)
                    roles.formUnion(conformances(tokens, after: index + 2))
                    index += 2
                    continue
                }
            case .word("extension") where !isPunctuation(index - 1, "."):
                if word(index + 1) != nil { roles.formUnion(conformances(tokens, after: index + 2)) }
            case .word("return") where !branches.isEmpty && branches[branches.count - 1].value == .no:
                branches[branches.count - 1].skippedReturn = true
            case .word("main") where isPunctuation(index - 1, "@"):
                hasEntryPoint = true
            case .word(let w) where compiled != .no && AppleOnlyUse.hints[w] != nil
                                    && (isPunctuation(index - 1, "@") || w.hasPrefix("#") || w.hasPrefix("NS")):
                if !appleOnlyUses.contains(where: { $0.name == w }) {
                    appleOnlyUses.append(AppleOnlyUse(name: w, line: token.line, column: token.column - (w.hasPrefix("#") || w.hasPrefix("NS") ? 0 : 1)))
                }
            case .word(let w):
                if let first = w.unicodeScalars.first, first.properties.isUppercase, !isPunctuation(index - 1, "."),
                   uses[w] == nil {
                    uses[w] = token.line
                }
            case .punctuation("{"): depth += 1
            case .punctuation("}"): depth = max(0, depth - 1)
            default: break
            }
            index += 1
        }
        for name in declared { uses[name] = nil }
    }
}

/// The roles named in a declaration's inheritance clause (`: A, B where …{`), starting at `index`.
private func conformances(_ tokens: [SwiftToken], after index: Int) -> Set<WidgetRole> {
    var i = index
    // Skip generic parameters.
    if i < tokens.count, case .punctuation("<") = tokens[i].kind {
        var depth = 0
        while i < tokens.count {
            if case .punctuation("<") = tokens[i].kind { depth += 1 }
            if case .punctuation(">") = tokens[i].kind { depth -= 1; if depth == 0 { i += 1; break } }
            i += 1
        }
    }
    guard i < tokens.count, case .punctuation(":") = tokens[i].kind else { return [] }
    var roles: Set<WidgetRole> = []
    i += 1
    while i < tokens.count {
        switch tokens[i].kind {
        case .punctuation("{"), .punctuation("="), .word("where"): return roles
        case .word(let w): if let role = WidgetRole.protocols[w] { roles.insert(role) }
        default: break
        }
        i += 1
    }
    return roles
}
