import JSON5
import Foundation

enum ExprUnaryOp: String, Sendable {
    case not = "!"
    case negate = "-"
}

enum ExprBinaryOp: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case equal = "==", notEqual = "!="
    case and = "&&", or = "||"
    case coalesce = "??"
}

/// A call argument, optionally labelled (`first(where: it.done)`).
struct ExprArgument: Sendable {
    var label: String?
    /// Offset of the label, or of the value when there is none.
    var offset: Int
    var value: ExprNode
}

indirect enum ExprNodeKind: Sendable {
    case literal(JSONValue)
    case arrayLiteral([ExprNode])
    /// A root name: `entry`, `config`, `it`, ...
    case variable(String)
    /// `base.name`
    case member(ExprNode, String)
    /// `base[index]`
    case index(ExprNode, ExprNode)
    case unary(ExprUnaryOp, ExprNode)
    case binary(ExprBinaryOp, ExprNode, ExprNode)
    case conditional(ExprNode, ExprNode, ExprNode)
    /// A free function: `count(xs)`.
    case call(String, [ExprArgument])
    /// A method: `xs.where(it.amount > 5)`.
    case method(ExprNode, String, [ExprArgument])
    /// A formatter: `value | currency("EUR")`.
    case format(ExprNode, String, [ExprArgument])
}

/// A node of the syntax tree.
struct ExprNode: Sendable {
    var kind: ExprNodeKind
    /// Offset of the node's own token: the name, operator or literal.
    var offset: Int
    /// Offset of the node's first character (differs from `offset` for `a.b`, `a + b`, ...).
    var start: Int
    /// Height of the subtree (a leaf is 1).
    var depth: Int
}

extension ExprNode {
    /// Methods whose arguments are evaluated once per item with `it` bound to the item.
    static let itemMethods: Set<String> = ["where", "sorted", "sortedDescending", "map", "sum", "min", "max", "firstWhere", "first"]

    /// The node as a dotted path (`entry.weather`) if it is a plain member chain from a root.
    var pathText: String? {
        switch kind {
        case .variable(let name): return name
        case .member(let base, let name): return base.pathText.map { "\($0).\(name)" }
        case .index(let base, let idx):
            guard let b = base.pathText else { return nil }
            switch idx.kind {
            case .literal(.number(let n)): return "\(b)[\(ExprText.plain(n))]"
            case .literal(.string(let s)): return "\(b)[\"\(s)\"]"
            default: return "\(b)[…]"
            }
        default: return nil
        }
    }

    /// Collects the member-access chains that start at a root name. Chains stop before a built-in
    /// member (`count`, `isEmpty`, `first`, `last`), a method call or a non-string subscript.
    /// Inside item-method arguments, chains rooted at `it` are skipped.
    func collectPaths(into out: inout [(path: [String], offset: Int)], itemBound: Bool) {
        if let chain = memberChain() {
            if !(itemBound && chain.path.first == "it") { out.append(chain) }
            // Non-literal subscripts inside the chain may still reference paths.
            collectSubscripts(into: &out, itemBound: itemBound)
            return
        }
        switch kind {
        case .literal, .variable: break
        case .arrayLiteral(let items): for i in items { i.collectPaths(into: &out, itemBound: itemBound) }
        case .member(let base, _): base.collectPaths(into: &out, itemBound: itemBound)
        case .index(let base, let idx):
            base.collectPaths(into: &out, itemBound: itemBound)
            idx.collectPaths(into: &out, itemBound: itemBound)
        case .unary(_, let x): x.collectPaths(into: &out, itemBound: itemBound)
        case .binary(_, let l, let r):
            l.collectPaths(into: &out, itemBound: itemBound)
            r.collectPaths(into: &out, itemBound: itemBound)
        case .conditional(let c, let a, let b):
            for n in [c, a, b] { n.collectPaths(into: &out, itemBound: itemBound) }
        case .call(_, let args):
            for a in args { a.value.collectPaths(into: &out, itemBound: itemBound) }
        case .method(let base, let name, let args):
            base.collectPaths(into: &out, itemBound: itemBound)
            let bound = itemBound || Self.itemMethods.contains(name)
            for a in args { a.value.collectPaths(into: &out, itemBound: bound) }
        case .format(let base, _, let args):
            base.collectPaths(into: &out, itemBound: itemBound)
            for a in args { a.value.collectPaths(into: &out, itemBound: itemBound) }
        }
    }

    private static let builtinMembers: Set<String> = ["count", "isEmpty", "first", "last"]

    /// `entry.a.b` or `x["key"]` as a path, cut before built-in members and non-string subscripts.
    private func memberChain() -> (path: [String], offset: Int)? {
        guard let c = chain() else { return nil }
        return (c.path, c.offset)
    }

    private func chain() -> (path: [String], offset: Int, cut: Bool)? {
        switch kind {
        case .variable(let name): return ([name], offset, false)
        case .member(let base, let name):
            guard var c = base.chain() else { return nil }
            if c.cut || Self.builtinMembers.contains(name) { c.cut = true } else { c.path.append(name) }
            return c
        case .index(let base, let idx):
            guard var c = base.chain() else { return nil }
            if !c.cut, case .literal(.string(let key)) = idx.kind { c.path.append(key) } else { c.cut = true }
            return c
        default: return nil
        }
    }

    private func collectSubscripts(into out: inout [(path: [String], offset: Int)], itemBound: Bool) {
        switch kind {
        case .member(let base, _): base.collectSubscripts(into: &out, itemBound: itemBound)
        case .index(let base, let idx):
            base.collectSubscripts(into: &out, itemBound: itemBound)
            idx.collectPaths(into: &out, itemBound: itemBound)
        default: break
        }
    }
}
