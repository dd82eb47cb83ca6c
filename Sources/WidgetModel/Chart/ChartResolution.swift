import ChartScales
import Foundation
import JSON5
import WidgetExpressions

extension Resolver {
    /// The layout format's `Chart`: its content evaluated now for the variant (``ChartData``), drawn when the
    /// engine has sized it (``ChartScene``), on the engine's thread.
    func chartContent(_ chart: ChartDeclaration, at path: JSONPath, source: JSONPath, scope: ExpressionScope, env: ResolvedEnvironment) -> GeometryContent {
        var marks: [ChartMarkData] = []
        chartMarks(chart.content, path: path, scope: scope, into: &marks)
        let data = ChartData(marks: marks, settings: chart.settings)
        let locale = Locale(identifier: self.locale)
        return GeometryContent { g in ChartScene.views(data, size: g, env: env, locale: locale, sourcePath: source) }
    }

    private func chartMarks(_ nodes: [ChartContentNode], path: JSONPath, scope: ExpressionScope, into marks: inout [ChartMarkData]) {
        for node in nodes {
            switch node {
            case .mark(let m):
                if let mark = chartMark(m, path: path, scope: scope) { marks.append(mark) }
            case .forEach(let collection, let item, let index, let content):
                guard let items = evaluate(collection, path, scope)?.arrayValue else {
                    issue(path, "a chart's ForEach needs an array", hint: "the expression must give a list")
                    continue
                }
                for (i, value) in items.enumerated() {
                    var inner = scope.adding(item, value)
                    if let index { inner = inner.adding(index, .number(Double(i))) }
                    chartMarks(content, path: path, scope: inner, into: &marks)
                }
            case .conditional(let condition, let then, let otherwise):
                guard let value = evaluate(condition, path, scope) else { continue }
                guard case .bool(let b) = value else {
                    issue(path, "the condition gave \(value.typeName), expected true or false", hint: "compare it, e.g. p.value > 0")
                    continue
                }
                chartMarks(b ? then : otherwise, path: path, scope: scope, into: &marks)
            }
        }
    }

    private func chartMark(_ m: MarkDeclaration, path: JSONPath, scope: ExpressionScope) -> ChartMarkData? {
        var mark = ChartMarkData(m.kind)
        func entry(_ key: String) -> ChartEntry? { m.values[key].flatMap { chartEntry($0, path: path, scope: scope) } }
        mark.x = entry("x"); mark.y = entry("y")
        mark.xStart = entry("xStart"); mark.xEnd = entry("xEnd")
        mark.yStart = entry("yStart"); mark.yEnd = entry("yEnd")
        if m.kind == .sector { mark.angle = entry("angle")?.input.number ?? 0 }
        mark.width = m.width; mark.height = m.height
        mark.innerRadius = m.innerRadius; mark.outerRadius = m.outerRadius; mark.angularInset = m.angularInset
        // Bars of a value and areas stack by default (the initialisers' `stacking: .standard`); bars between two values do not.
        let stacksByDefault = (m.kind == .bar && m.values["y"] != nil && m.values["x"] != nil) || (m.kind == .area && m.values["y"] != nil)
        mark.stacking = m.stacking ?? (stacksByDefault ? .standard : .none)
        mark.series = m.series.flatMap { chartKey($0, path: path, scope: scope) }
        mark.color = m.color.map { color($0, path, scope) }
        mark.styleKey = m.styleBy.flatMap { chartKey($0, path: path, scope: scope) }
        mark.positionKey = m.positionBy.flatMap { chartKey($0, path: path, scope: scope) }
        mark.lineStyleKey = m.lineStyleBy.flatMap { chartKey($0, path: path, scope: scope) }
        mark.symbolKey = m.symbolBy.flatMap { chartKey($0, path: path, scope: scope) }
        mark.symbolSizeInput = m.symbolSizeBy.flatMap { chartEntry(.expression($0), path: path, scope: scope)?.input }
        mark.lineStyle = m.lineStyle
        mark.curve = m.curve
        mark.cornerRadius = m.cornerRadius
        mark.opacity = m.opacity
        // `symbolSize(_:)` is the symbol's area in square points (docs/charts.md, "Points"): the circle's diameter.
        mark.symbolSize = m.symbolSize.map { ($0 * 4 / .pi).squareRoot() }
        return mark
    }

    /// A value: a number placed as a number, a string as a category, a date as seconds since 1970.
    private func chartEntry(_ v: ChartValueDeclaration, path: JSONPath, scope: ExpressionScope) -> ChartEntry? {
        switch v {
        case .constant(let n): return ChartEntry(.number(n))
        case .expression(let e):
            switch evaluate(e, path, scope) {
            case .number(let n)?: return ChartEntry(.number(n))
            case .string(let s)?: return ChartEntry(.category(s))
            case let other?:
                issue(path, "the chart value '\(e)' gave \(other.typeName), expected a number or a string", hint: nil)
                return nil
            case nil: return nil
            }
        case .date(let e, let unit):
            switch evaluate(e, path, scope) {
            case .number(let n)?: return ChartEntry(.date(Date(timeIntervalSince1970: n)), unit: unit)
            case .string(let s)?:
                if let d = Self.chartDate(s) { return ChartEntry(.date(d), unit: unit) }
                issue(path, "the date '\(s)' is not an ISO 8601 date", hint: "such as 2026-06-01T09:00:00Z")
                return nil
            case let other?:
                issue(path, "the date value '\(e)' gave \(other.typeName), expected an ISO 8601 string or seconds since 1970", hint: nil)
                return nil
            case nil: return nil
            }
        }
    }

    /// A series, colour or position value as a key: a string as it is, a number as SwiftUI's `Double` prints it.
    private func chartKey(_ e: String, path: JSONPath, scope: ExpressionScope) -> String? {
        switch evaluate(e, path, scope) {
        case .string(let s)?: return s
        case .number(let n)?: return String(n)
        case .bool(let b)?: return String(b)
        case let other?:
            issue(path, "'\(e)' gave \(other.typeName), expected a string or a number", hint: nil)
            return nil
        case nil: return nil
        }
    }

    static func chartDate(_ s: String) -> Date? {
        let f = ISO8601DateFormatter()
        if let d = f.date(from: s) { return d }
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return f.date(from: s)
    }
}
