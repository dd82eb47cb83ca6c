import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SnapshotReports
import SnapshotPipeline

/// widgetsnap's JUnit XML against the constraints of the two schemas CI servers check it with,
/// written here as rules (not the schemas' text): Jenkins' `junit-10.xsd` (xunit plugin) and the
/// Apache Ant JUnit schema (JUnit.xsd, as Ant's junit and junitreport tasks write it).
@Suite struct JUnitSchemaTests {
    /// An element as parsed: name, attributes, children, and whether it has non-blank text.
    final class Node {
        let name: String
        let attributes: [String: String]
        var children: [Node] = []
        var text = ""
        init(_ name: String, _ attributes: [String: String]) { self.name = name; self.attributes = attributes }
    }

    final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [Node] = []
        var root: Node?
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            let node = Node(name, attributes)
            stack.last?.children.append(node)
            if stack.isEmpty { root = node }
            stack.append(node)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { stack.removeLast() }
        func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
    }

    static func parse(_ xml: String) -> Node? {
        let parser = XMLParser(data: Data(xml.utf8))
        let builder = TreeBuilder()
        parser.delegate = builder
        return parser.parse() ? builder.root : nil
    }

    /// What an element may hold under one schema.
    struct Rule {
        var required: Set<String> = []
        var optional: Set<String> = []
        /// The children's names must match this (one letter per child, see `letters`).
        var children: String = "^$"
        var text = false
        /// Attribute → the pattern its value must match.
        var values: [String: String] = [:]
    }

    static let int = "^-?[0-9]+$", decimal = "^-?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)$", token = "^\\S(.*\\S)?$"
    /// Jenkins' time: digits, optionally grouped by commas, and a fraction.
    static let surefireTime = "^(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\\.[0-9]*)?$"
    /// One letter per child element, so that the order rules are regular expressions.
    static let letters: [String: String] = ["testsuite": "S", "properties": "P", "property": "p", "testcase": "C", "system-out": "O",
                                            "system-err": "E", "failure": "F", "error": "R", "skipped": "K", "rerunFailure": "x",
                                            "rerunError": "x", "flakyFailure": "x", "flakyError": "x"]

    /// junit-10.xsd: counts required on a testsuite, order free, no `file` on a testcase.
    static let jenkins: [String: Rule] = [
        "testsuites": Rule(optional: ["name", "time", "tests", "failures", "errors"], children: "^S*$", values: ["time": surefireTime]),
        "testsuite": Rule(required: ["name", "tests", "failures", "errors"],
                          optional: ["group", "time", "skipped", "timestamp", "hostname", "id", "package", "file", "log", "url"],
                          children: "^[SPCOE]*$", values: ["time": surefireTime]),
        "properties": Rule(children: "^p*$"),
        "property": Rule(required: ["name", "value"]),
        "testcase": Rule(required: ["name"], optional: ["time", "classname", "group"], children: "^[KRFxOE]*$"),
        "failure": Rule(optional: ["type", "message"], text: true),
        "error": Rule(optional: ["type", "message"], text: true),
        "skipped": Rule(optional: ["type", "message"], text: true),
        "system-out": Rule(text: true),
        "system-err": Rule(text: true),
    ]

    /// Ant's JUnit.xsd: a bare root; every suite fully described, its parts in a fixed order; a
    /// testcase has exactly classname, name and time, and at most one outcome element.
    static let ant: [String: Rule] = [
        "testsuites": Rule(children: "^S*$"),
        "testsuite": Rule(required: ["name", "timestamp", "hostname", "tests", "failures", "errors", "time", "package", "id"],
                          optional: ["skipped"], children: "^PC*OE$",
                          values: ["name": token, "hostname": token, "package": token, "tests": int, "failures": int, "errors": int,
                                   "skipped": int, "time": decimal, "id": int,
                                   "timestamp": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"]),
        "properties": Rule(children: "^p*$"),
        "property": Rule(required: ["name", "value"], values: ["name": token]),
        "testcase": Rule(required: ["name", "classname", "time"], children: "^[KRF]?$",
                         values: ["name": token, "classname": token, "time": decimal]),
        "failure": Rule(required: ["type"], optional: ["message"], text: true),
        "error": Rule(required: ["type"], optional: ["message"], text: true),
        "system-out": Rule(text: true),
        "system-err": Rule(text: true),
    ]

    /// Every way `xml` breaks `rules` (empty when it is valid), as `element: problem`.
    static func violations(_ xml: String, _ rules: [String: Rule]) -> [String] {
        guard let root = parse(xml) else { return ["not well-formed XML"] }
        guard root.name == "testsuites" else { return ["the root is \(root.name), not testsuites"] }
        var problems: [String] = []
        func check(_ node: Node) {
            // Ant's `skipped` may hold anything.
            if node.name == "skipped", rules["skipped"] == nil { return }
            guard let rule = rules[node.name] else { problems.append("\(node.name): no such element"); return }
            let names = Set(node.attributes.keys)
            for missing in rule.required.subtracting(names).sorted() { problems.append("\(node.name): no \(missing)") }
            for extra in names.subtracting(rule.required).subtracting(rule.optional).sorted() { problems.append("\(node.name): attribute \(extra) not allowed") }
            for (name, pattern) in rule.values {
                if let v = node.attributes[name], v.range(of: pattern, options: .regularExpression) == nil {
                    problems.append("\(node.name): \(name)=\"\(v)\" does not match \(pattern)")
                }
            }
            let sequence = node.children.map { letters[$0.name] ?? "?" }.joined()
            if sequence.range(of: rule.children, options: .regularExpression) == nil {
                problems.append("\(node.name): children \(node.children.map(\.name)) do not match \(rule.children)")
            }
            if !rule.text, !node.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { problems.append("\(node.name): text not allowed") }
            node.children.forEach(check)
        }
        check(root)
        return problems
    }

    static func outcome(_ kind: String, _ rest: String, _ status: SnapshotStatus, message: String? = nil, file: String? = nil) -> SnapshotOutcome {
        var o = SnapshotOutcome(name: "\(kind)/\(rest)", kind: kind, instance: "default", family: "systemSmall", entry: 0,
                                appearance: "light", state: "real", status: status)
        o.message = message
        o.file = file
        return o
    }

    /// Every status, two kinds, a layout error with `<`, `&` and quotes, a file on each.
    static let outcomes = [
        outcome("Weather", "default/systemSmall/iphone-430x932/00-light-real@3x", .passed, file: "Layouts/weather.json5"),
        outcome("Weather", "default/systemSmall/iphone-430x932/00-dark-real@3x", .failed, message: "58 of 260100 pixels differ", file: "Layouts/weather.json5"),
        outcome("Weather", "default/systemSmall/iphone-430x932/01-light-real@3x", .missing, message: "no golden", file: "Layouts/weather.json5"),
        outcome("Weather", "default/systemSmall/iphone-430x932/01-dark-real@3x", .recorded, file: "Layouts/weather.json5"),
        outcome("Weather", "default/systemSmall/iphone-430x932/02-dark-real@3x", .sizeMismatch, message: "size differs"),
        outcome("layout-errors", "Layouts/broken.json5", .error, message: "broken.json5:3:4: error: unknown view 'VStak' <\"&\">", file: "Layouts/broken.json5"),
    ]

    @Test(arguments: ["jenkins", "ant"])
    func theJUnitFileIsValid(_ schema: String) {
        let rules = schema == "jenkins" ? Self.jenkins : Self.ant
        let timed = JUnit.xml(Self.outcomes, timing: JUnit.Timing(started: Date(timeIntervalSince1970: 1_780_306_860),
                                                                  seconds: [0.5, 1.25, 0.001, 1234.5, 0, 0.02]))
        #expect(Self.violations(timed, rules) == [], "\(schema): \(timed)")
        let merged = JUnit.xml(Self.outcomes)
        #expect(Self.violations(merged, rules) == [], "\(schema) (merge-reports, no times): \(merged)")
        #expect(Self.violations(JUnit.xml([]), rules) == [], "\(schema): no outcomes")
    }

    /// The rules catch what the schemas reject (so the test above can fail).
    @Test func theRulesRejectWhatTheSchemasReject() {
        let fileOnCase = """
            <?xml version="1.0"?>
            <testsuites name="widgetsnap" tests="1" failures="0" errors="0">
              <testsuite name="K" tests="1" failures="0" errors="0" skipped="0">
                <testcase classname="widgetsnap.K" name="a" file="Layouts/k.json5"/>
              </testsuite>
            </testsuites>
            """
        #expect(Self.violations(fileOnCase, Self.jenkins) == ["testcase: attribute file not allowed"])
        let ant = Self.violations(fileOnCase, Self.ant)
        for problem in ["testsuites: attribute name not allowed", "testsuite: no timestamp", "testsuite: no hostname", "testsuite: no id",
                        "testcase: attribute file not allowed", "testcase: no time"] {
            #expect(ant.contains(problem), "\(problem): \(ant)")
        }
        #expect(ant.contains { $0.hasPrefix("testsuite: children") }, "no properties, system-out, system-err: \(ant)")
        let badTime = "<testsuites><testsuite name=\"K\" tests=\"1\" failures=\"0\" errors=\"0\" time=\"1.5s\"/></testsuites>"
        #expect(Self.violations(badTime, Self.jenkins) == ["testsuite: time=\"1.5s\" does not match \(Self.surefireTime)"])
    }

    /// The layout file, which neither schema has an attribute for, is the last line of a failure.
    @Test func theLayoutFileIsInTheFailuresText() throws {
        let root = try #require(Self.parse(JUnit.xml(Self.outcomes)))
        let cases = root.children.flatMap(\.children).filter { $0.name == "testcase" }
        let failure = try #require(cases[1].children.first)
        #expect(failure.name == "failure" && failure.text.hasSuffix("\nfile: Layouts/weather.json5"), "\(failure.text)")
        let error = try #require(cases[5].children.first)
        #expect(error.name == "error" && error.text.hasSuffix("\nfile: Layouts/broken.json5"), "\(error.text)")
        #expect(root.children.map { $0.attributes["id"] } == ["0", "1"])
    }
}
