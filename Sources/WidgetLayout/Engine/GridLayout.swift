import WidgetModel

/// A Grid's rows as elements.
struct GridSpec {
    struct Row {
        /// The GridRow view; nil for a view that is a row of its own, spanning every column.
        var view: ResolvedView?
        var alignment: VerticalAlignment?
        var cells: [Element]
    }
    var alignment: Alignment
    var horizontalSpacing: Double
    var verticalSpacing: Double
    var rows: [Row]
}

/// `Grid` (iOS 16): each column is as wide as its widest cell and each row as tall as its tallest
/// (Apple's Grid documentation). With a proposed width the columns share it as an HStack shares
/// its width among children (least flexible first), and rows share a proposed height likewise.
/// A cell spanning columns (`gridCellColumns`, or a view outside a GridRow, which spans all) is
/// proposed the grid's proposal and widens its columns equally when it needs more. Cells with
/// `gridCellUnsizedAxes` do not size their column / row and are proposed the cell's size.
struct GridLayout {
    let spec: GridSpec
    let context: LayoutContext

    struct Cell {
        let element: Element
        let row: Int, column: Int, span: Int
        let unsized: AxisSet
    }

    /// Every cell with its row, first column and span; and the column count.
    func cells() -> (cells: [Cell], columns: Int) {
        var out: [(Element, Int, Int, Int?, AxisSet)] = []
        var columns = 0
        for (r, row) in spec.rows.enumerated() {
            var c = 0
            for cell in row.cells {
                let span = row.view == nil ? nil : max(1, Self.trait(cell) { if case .gridCellColumns(let n) = $0 { n } else { nil } } ?? 1)
                out.append((cell, r, c, span, Self.trait(cell) { if case .gridCellUnsizedAxes(let a) = $0 { a } else { nil } } ?? []))
                c += span ?? 1
            }
            if row.view != nil { columns = max(columns, c) }
        }
        columns = max(columns, out.isEmpty ? 0 : 1)
        return (out.map { Cell(element: $0.0, row: $0.1, column: $0.2, span: $0.3 ?? max(1, columns), unsized: $0.4) }, columns)
    }

    /// A cell trait from the cell view's modifiers (the outermost wins).
    static func trait<T>(_ e: Element, _ pick: (ResolvedModifierKind) -> T?) -> T? {
        for m in e.view.modifiers.reversed() { if let v = pick(m.kind) { return v } }
        return nil
    }

    private func gaps(_ n: Int, _ spacing: Double) -> Double { Double(max(0, n - 1)) * spacing }

    /// HStack-like sharing of `length` among tracks (as stacks do, without priorities): least flexible first.
    private func share(_ count: Int, _ length: Double, _ measure: (Int, Double?) -> Double) -> [Double] {
        let flex = (0..<count).map { measure($0, .infinity) - measure($0, 0) }
        let order = (0..<count).sorted { flex[$0] != flex[$1] ? flex[$0] < flex[$1] : $0 < $1 }
        var available = length, remaining = count
        var out = Array(repeating: 0.0, count: count)
        for t in order {
            let w = measure(t, max(available / Double(remaining), 0))
            out[t] = w
            available -= w
            remaining -= 1
        }
        return out
    }

    func columnWidths(_ all: [Cell], _ columns: Int, _ p: ProposedSize) -> [Double] {
        let singles = all.filter { $0.span == 1 && !$0.unsized.contains(.horizontal) }
        func measure(_ col: Int, _ width: Double?) -> Double {
            singles.filter { $0.column == col }.map { context.size($0.element, ProposedSize(width, nil)).width }.max() ?? 0
        }
        var widths = p.width.map { share(columns, $0 - gaps(columns, spec.horizontalSpacing), measure) }
            ?? (0..<columns).map { measure($0, nil) }
        for cell in all where cell.span > 1 && !cell.unsized.contains(.horizontal) {
            let cols = cell.column..<min(columns, cell.column + cell.span)
            guard !cols.isEmpty else { continue }
            let have = cols.reduce(0) { $0 + widths[$1] } + gaps(cols.count, spec.horizontalSpacing)
            let need = context.size(cell.element, ProposedSize(p.width, nil)).width
            if need > have { for c in cols { widths[c] += (need - have) / Double(cols.count) } }
        }
        return widths
    }

    func cellWidth(_ cell: Cell, _ widths: [Double]) -> Double {
        let cols = cell.column..<min(widths.count, cell.column + cell.span)
        return cols.reduce(0) { $0 + widths[$1] } + gaps(cols.count, spec.horizontalSpacing)
    }

    func rowHeights(_ all: [Cell], _ widths: [Double], _ p: ProposedSize) -> [Double] {
        let sizing = all.filter { !$0.unsized.contains(.vertical) }
        func measure(_ row: Int, _ height: Double?) -> Double {
            sizing.filter { $0.row == row }.map { context.size($0.element, ProposedSize(cellWidth($0, widths), height)).height }.max() ?? 0
        }
        let n = spec.rows.count
        return p.height.map { share(n, $0 - gaps(n, spec.verticalSpacing), measure) } ?? (0..<n).map { measure($0, nil) }
    }

    func size(_ p: ProposedSize) -> Size {
        let (all, columns) = cells()
        guard columns > 0 else { return .zero }
        let widths = columnWidths(all, columns, p)
        let heights = rowHeights(all, widths, p)
        return Size(widths.reduce(0, +) + gaps(columns, spec.horizontalSpacing), heights.reduce(0, +) + gaps(heights.count, spec.verticalSpacing))
    }

    /// Places every cell in `rect`; returns the rows' nodes (a GridRow's node holds its cells).
    func place(_ rect: Rect, _ p: ProposedSize, _ placeChild: (Element, Rect, ProposedSize) -> LayoutNode) -> [LayoutNode] {
        let (all, columns) = cells()
        guard columns > 0 else { return [] }
        let widths = columnWidths(all, columns, p)
        let heights = rowHeights(all, widths, p)
        var xs: [Double] = [], x = rect.x
        for w in widths { xs.append(x); x += w + spec.horizontalSpacing }
        var ys: [Double] = [], y = rect.y
        for h in heights { ys.append(y); y += h + spec.verticalSpacing }
        // gridColumnAlignment on any cell of a column sets that column's horizontal alignment.
        var columnAlignment: [Int: HorizontalAlignment] = [:]
        for cell in all where cell.span == 1 {
            if columnAlignment[cell.column] == nil, let a = Self.trait(cell.element, { if case .gridColumnAlignment(let a) = $0 { a } else { nil } }) {
                columnAlignment[cell.column] = a
            }
        }
        let total = widths.reduce(0, +) + gaps(columns, spec.horizontalSpacing)
        var nodes: [LayoutNode] = []
        for (r, row) in spec.rows.enumerated() {
            var placed: [LayoutNode] = []
            for cell in all where cell.row == r {
                let slot = Rect(x: xs[min(cell.column, xs.count - 1)], y: ys[r], width: cellWidth(cell, widths), height: heights[r])
                let cp = ProposedSize(slot.size)
                let alignment = Alignment(columnAlignment[cell.column] ?? spec.alignment.horizontal, row.alignment ?? spec.alignment.vertical)
                placed.append(placeChild(cell.element, aligned(context.size(cell.element, cp), in: slot, alignment), cp))
            }
            if let view = row.view {
                let frame = Rect(x: rect.x, y: ys[r], width: total, height: heights[r])
                nodes.append(context.node(view, frame, children: placed, text: nil, cornerRadius: nil))
            } else {
                nodes += placed
            }
        }
        return nodes
    }
}
