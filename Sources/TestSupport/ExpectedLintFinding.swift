/// One finding a data-driven lint case expects (`Tests/Lint/<rule>/<case>.expected.json`): where it
/// is, its rule and the variants it was found in. Shared by the widget rules' and the surface rules'
/// case runners.
public struct ExpectedLintFinding: Decodable, Equatable, CustomStringConvertible, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var rule: String
    public var variants: [String]
    public init(file: String, line: Int, column: Int, rule: String, variants: [String]) {
        self.file = file; self.line = line; self.column = column; self.rule = rule; self.variants = variants
    }
    public var description: String { "\(file):\(line):\(column) [\(rule)] in \(variants.count) variants: \(variants.joined(separator: ", "))" }
}
