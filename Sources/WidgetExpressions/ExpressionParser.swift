import JSON5
import Foundation

/// Recursive-descent parser. Nesting and tree depth are bounded, so any input parses or fails
/// with an error without deep recursion.
///
///     expression  := conditional ('|' NAME ('(' arguments ')')?)*
///     conditional := binary ('?' conditional ':' conditional)?
///     binary      := unary (OP unary)*   by precedence: ?? (right-assoc) < || < && < == != < < <= > >= < + - < * / %
///     unary       := ('!' | '-') unary | postfix
///     postfix     := primary ('.' NAME ('(' arguments ')')? | '[' expression ']')*
///     primary     := NUMBER | STRING | true | false | null | NAME ('(' arguments ')')? | '(' expression ')' | '[' items ']'
struct ExprParser {
    private let tokens: [ExprToken]
    private var pos = 0
    private var nesting = 0

    private static let precedence: [String: Int] = [
        "??": 0, "||": 1, "&&": 2, "==": 3, "!=": 3, "<": 4, "<=": 4, ">": 4, ">=": 4, "+": 5, "-": 5, "*": 6, "/": 6, "%": 6,
    ]

    static func parse(_ source: String) throws(ExpressionError) -> ExprNode {
        let chars = Array(source)
        if chars.count > ExprLimits.maxLength {
            throw ExpressionError(message: "expression is too long (\(chars.count) characters; the limit is \(ExprLimits.maxLength))",
                                  offset: ExprLimits.maxLength, hint: "split it, or move the logic into the app data")
        }
        var parser = ExprParser(tokens: try ExprLexer.tokenize(chars))
        let node = try parser.parseExpression()
        let t = parser.current
        if t.kind != .end {
            var hint: String? = "is an operator missing?"
            if t.isSymbol(")") || t.isSymbol("]") { hint = "there is no matching opening bracket" }
            if t.isSymbol(":") { hint = "':' belongs to a conditional: condition ? a : b" }
            throw ExpressionError(message: "expected end of expression, found \(t.display)", offset: t.offset, hint: hint)
        }
        return node
    }

    private init(tokens: [ExprToken]) { self.tokens = tokens }

    private var current: ExprToken { tokens[min(pos, tokens.count - 1)] }
    private var next: ExprToken { tokens[min(pos + 1, tokens.count - 1)] }
    private mutating func advance() { if pos < tokens.count - 1 { pos += 1 } }

    private mutating func enter(_ at: Int) throws(ExpressionError) {
        nesting += 1
        if nesting > ExprLimits.maxNesting { throw Self.limitError("expression is nested too deeply (more than \(ExprLimits.maxNesting) levels)", at) }
    }
    private mutating func leave() { nesting -= 1 }

    @inline(never)
    private static func limitError(_ message: String, _ offset: Int) -> ExpressionError {
        ExpressionError(message: message, offset: offset, hint: "simplify the expression")
    }

    private func make(_ kind: ExprNodeKind, offset: Int, start: Int, children: [ExprNode]) throws(ExpressionError) -> ExprNode {
        let depth = 1 + children.reduce(0) { max($0, $1.depth) }
        if depth > ExprLimits.maxTreeDepth { throw Self.limitError("expression is too complex (more than \(ExprLimits.maxTreeDepth) levels)", offset) }
        return ExprNode(kind: kind, offset: offset, start: start, depth: depth)
    }

    private mutating func expect(_ symbol: String, _ what: String, opener: ExprToken? = nil) throws(ExpressionError) {
        guard current.isSymbol(symbol) else {
            throw Self.failure("expected '\(symbol)' \(what)", found: current, hint: opener.map { "to match '\($0.text)' at offset \($0.offset)" })
        }
        advance()
    }

    // MARK: - Levels

    mutating func parseExpression() throws(ExpressionError) -> ExprNode {
        var left = try parseConditional()
        while current.isSymbol("|") {
            advance()
            guard case .identifier(let name) = current.kind else {
                throw Self.failure("expected a formatter name after '|'", found: current, hint: "e.g. value | number, value | currency(\"EUR\")")
            }
            let nameOffset = current.offset
            advance()
            var args: [ExprArgument] = []
            if current.isSymbol("(") { args = try parseArguments() }
            left = try make(.format(left, name, args), offset: nameOffset, start: left.start, children: [left] + args.map(\.value))
        }
        return left
    }

    private mutating func parseConditional() throws(ExpressionError) -> ExprNode {
        let cond = try parseBinary(0)
        guard current.isSymbol("?") else { return cond }
        let q = current
        advance()
        try enter(q.offset)
        defer { leave() }
        let a = try parseConditional()
        try expect(":", "in conditional expression", opener: q)
        let b = try parseConditional()
        return try make(.conditional(cond, a, b), offset: q.offset, start: cond.start, children: [cond, a, b])
    }

    /// Binary operators by precedence climbing. All are left-associative except `??`, whose right
    /// side nests (and counts towards the nesting limit).
    private mutating func parseBinary(_ minPrecedence: Int) throws(ExpressionError) -> ExprNode {
        var left = try parseUnary()
        while case .symbol(let s) = current.kind, let prec = Self.precedence[s], prec >= minPrecedence, let op = ExprBinaryOp(rawValue: s) {
            let at = current.offset
            advance()
            let right: ExprNode
            if op == .coalesce {
                try enter(at)
                right = try parseBinary(prec)
                leave()
            } else {
                right = try parseBinary(prec + 1)
            }
            left = try make(.binary(op, left, right), offset: at, start: left.start, children: [left, right])
        }
        return left
    }

    /// Prefix operators are read in a loop (not recursively) and count towards the nesting limit.
    private mutating func parseUnary() throws(ExpressionError) -> ExprNode {
        var ops: [(op: ExprUnaryOp, offset: Int)] = []
        while case .symbol(let s) = current.kind, let op = ExprUnaryOp(rawValue: s) {
            try enter(current.offset)
            ops.append((op, current.offset))
            advance()
        }
        var node = try parsePostfix()
        for (op, at) in ops.reversed() {
            leave()
            // Fold `-5` into a literal so that negative numbers are plain values.
            if op == .negate, case .literal(.number(let n)) = node.kind {
                node = ExprNode(kind: .literal(.number(-n)), offset: at, start: at, depth: 1)
            } else {
                node = try make(.unary(op, node), offset: at, start: at, children: [node])
            }
        }
        return node
    }

    private mutating func parsePostfix() throws(ExpressionError) -> ExprNode {
        var node = try parsePrimary()
        while true {
            if current.isSymbol(".") {
                node = try parseMember(of: node)
            } else if current.isSymbol("[") {
                node = try parseSubscript(of: node)
            } else {
                return node
            }
        }
    }

    /// `.name` or `.name(arguments)`, the current token being `.`.
    private mutating func parseMember(of node: ExprNode) throws(ExpressionError) -> ExprNode {
        advance()
        guard case .identifier(let name) = current.kind else { throw Self.failure("expected a name after '.'", found: current) }
        let at = current.offset
        advance()
        guard current.isSymbol("(") else {
            return try make(.member(node, name), offset: at, start: node.start, children: [node])
        }
        let args = try parseArguments()
        return try make(.method(node, name, args), offset: at, start: node.start, children: [node] + args.map(\.value))
    }

    /// `[expression]`, the current token being `[`.
    private mutating func parseSubscript(of node: ExprNode) throws(ExpressionError) -> ExprNode {
        let open = current
        advance()
        try enter(open.offset)
        let index = try parseExpression()
        try expect("]", "after subscript", opener: open)
        leave()
        return try make(.index(node, index), offset: open.offset, start: node.start, children: [node, index])
    }

    private mutating func parsePrimary() throws(ExpressionError) -> ExprNode {
        let offset = current.offset
        switch current.kind {
        case .number(let n):
            advance()
            return ExprNode(kind: .literal(.number(n)), offset: offset, start: offset, depth: 1)
        case .string(let s):
            advance()
            return ExprNode(kind: .literal(.string(s)), offset: offset, start: offset, depth: 1)
        case .identifier(let name):
            return try parseName(name)
        case .symbol("("):
            return try parseGroup()
        case .symbol("["):
            return try parseArrayLiteral()
        default:
            throw Self.failure("expected an expression", found: current,
                               hint: current.kind == .end ? (pos == 0 ? "write a value, a name such as entry.title, or an operation" : "the expression ends too early") : nil)
        }
    }

    /// A literal keyword, a root name or a function call.
    private mutating func parseName(_ name: String) throws(ExpressionError) -> ExprNode {
        let offset = current.offset
        advance()
        switch name {
        case "true": return ExprNode(kind: .literal(.bool(true)), offset: offset, start: offset, depth: 1)
        case "false": return ExprNode(kind: .literal(.bool(false)), offset: offset, start: offset, depth: 1)
        case "null", "nil": return ExprNode(kind: .literal(.null), offset: offset, start: offset, depth: 1)
        default: break
        }
        guard current.isSymbol("(") else { return ExprNode(kind: .variable(name), offset: offset, start: offset, depth: 1) }
        let args = try parseArguments()
        return try make(.call(name, args), offset: offset, start: offset, children: args.map(\.value))
    }

    /// `( expression )`, the current token being `(`.
    private mutating func parseGroup() throws(ExpressionError) -> ExprNode {
        let open = current
        advance()
        try enter(open.offset)
        var inner = try parseExpression()
        try expect(")", "to close '('", opener: open)
        leave()
        inner.start = open.offset
        return inner
    }

    /// `[a, b, ...]`, the current token being `[`.
    private mutating func parseArrayLiteral() throws(ExpressionError) -> ExprNode {
        let open = current
        advance()
        try enter(open.offset)
        var items: [ExprNode] = []
        while !current.isSymbol("]") {
            items.append(try parseExpression())
            if current.isSymbol(",") { advance() } else { break }
        }
        try expect("]", "to close the array", opener: open)
        leave()
        return try make(.arrayLiteral(items), offset: open.offset, start: open.offset, children: items)
    }

    /// `<what>, found <token>`; out of line to keep the recursive functions' frames small.
    @inline(never)
    private static func failure(_ what: String, found t: ExprToken, hint: String? = nil) -> ExpressionError {
        ExpressionError(message: "\(what), found \(t.display)", offset: t.offset, hint: hint)
    }

    /// `( [label:] expression, ... )`, the current token being `(`.
    private mutating func parseArguments() throws(ExpressionError) -> [ExprArgument] {
        let open = current
        advance()
        try enter(open.offset)
        defer { leave() }
        var args: [ExprArgument] = []
        while !current.isSymbol(")") {
            var label: String? = nil
            let at = current.offset
            if case .identifier(let name) = current.kind, next.isSymbol(":") {
                label = name
                advance()
                advance()
            }
            args.append(ExprArgument(label: label, offset: at, value: try parseExpression()))
            if current.isSymbol(",") { advance() } else { break }
        }
        try expect(")", "to close the argument list", opener: open)
        return args
    }
}
