import WidgetModel

/// A LazyVGrid's columns (a LazyHGrid's rows) and cells as elements.
struct LazyGridSpec {
    /// LazyVGrid: the items are columns and cells fill rows; else LazyHGrid.
    var vertical: Bool
    var items: [GridItemSpec]
    var alignment: Alignment
    /// Between rows (LazyVGrid) or columns (LazyHGrid).
    var spacing: Double
    var cells: [Element]
}

/// LazyVGrid / LazyHGrid, written for LazyVGrid (a LazyHGrid swaps the axes). The track widths
/// come from the GridItems alone, never from the cells (objc.io "SwiftUI's Grid Views", 2020;
/// swiftuifieldguide.com/layout/lazyvgrid; Apple's GridItem.Size documentation):
/// 1. from the proposed width subtract every item's spacing but the last's (nil: 8 pt);
/// 2. fixed items take their size first; then the others in order are offered the remainder
///    divided by the number left: flexible clamps the offer to its bounds, adaptive takes it;
/// 3. an adaptive item then holds as many sub-columns of at least its minimum as fit
///    (n = max(1, ⌊(w + s) / (min + s)⌋), each (w − (n−1)s)/n, at most its maximum).
/// The grid reports the tracks' total, and when placed recomputes the tracks from that width,
/// so two flexible columns whose minimums exceed the offer come out wider than the grid and
/// start at its leading edge (objc.io's quiz #3; juejin.cn/post/7081943051349786631: 146+180
/// = 334 reported, drawn 163 + 8 + 180). Cells are proposed (track width, nil); a row is as tall
/// as its tallest cell; cells sit in their slots by the item's alignment, else the grid's.
/// Without a proposed width, flexible and adaptive items take their minimum.
struct LazyGridLayout {
    let spec: LazyGridSpec
    let context: LayoutContext

    struct Track { var length: Double; var spacingAfter: Double; var alignment: Alignment? }

    /// An adaptive item never holds more sub-columns than this (a 10,000 pt grid of 1 pt minimums).
    static let maximumSubColumns = 10_000

    private var cross: Axis { spec.vertical ? .horizontal : .vertical }

    func tracks(_ length: Double?) -> [Track] {
        let items = spec.items
        guard !items.isEmpty else { return [] }
        let spacing = items.map { $0.spacing ?? 8 }
        var lengths = Array(repeating: 0.0, count: items.count)
        var available = (length ?? 0) - spacing.dropLast().reduce(0, +)
        for (i, item) in items.enumerated() { if case .fixed(let v) = item.size { lengths[i] = v; available -= v } }
        let others = items.indices.filter { if case .fixed = items[$0].size { false } else { true } }
        var remaining = others.count
        for i in others {
            let offer = available / Double(remaining)
            switch items[i].size {
            case .fixed: break
            case .flexible(let lo, let hi): lengths[i] = length == nil ? lo : min(max(offer, lo), max(hi, lo))
            case .adaptive(let lo, _): lengths[i] = length == nil ? lo : max(offer, 0)
            }
            available -= lengths[i]
            remaining -= 1
        }
        var out: [Track] = []
        for (i, item) in items.enumerated() {
            guard case .adaptive(let lo, let hi) = item.size else {
                out.append(Track(length: lengths[i], spacingAfter: spacing[i], alignment: item.alignment))
                continue
            }
            let s = spacing[i], w = lengths[i]
            // An infinite offer (a stack probing the grid's maximum) is one sub-column as wide as the
            // item allows; otherwise at most one sub-column per cell point of the offer.
            let n = w.isFinite ? min(Self.maximumSubColumns, max(1, Int(saturating: ((w + s) / max(lo + s, 0.0001)).rounded(.down)))) : 1
            let each = min(max(0, (w - Double(n - 1) * s) / Double(n)), max(hi, lo))
            for _ in 0..<n { out.append(Track(length: each, spacingAfter: s, alignment: item.alignment)) }
        }
        return out
    }

    private func crossLength(_ t: [Track]) -> Double {
        t.reduce(0) { $0 + $1.length } + t.dropLast().reduce(0) { $0 + $1.spacingAfter }
    }

    /// The cells' main-axis lengths per line (row of a LazyVGrid) for these tracks.
    private func lines(_ t: [Track]) -> [Double] {
        guard !t.isEmpty else { return [] }
        return stride(from: 0, to: spec.cells.count, by: t.count).map { start in
            (start..<min(spec.cells.count, start + t.count)).map { i in
                context.size(spec.cells[i], ProposedSize(axis: cross, major: t[i - start].length, minor: nil))[cross.other]
            }.max() ?? 0
        }
    }

    func size(_ p: ProposedSize) -> Size {
        let t = tracks(p[cross])
        let l = lines(t)
        var s = Size.zero
        s[cross] = crossLength(t)
        s[cross.other] = l.reduce(0, +) + Double(max(0, l.count - 1)) * spec.spacing
        return s
    }

    func place(_ rect: Rect, _ placeChild: (Element, Rect, ProposedSize) -> Void) {
        let t = tracks(rect.size[cross])
        guard !t.isEmpty else { return }
        let l = lines(t)
        var main = cross == .horizontal ? rect.y : rect.x
        for (line, lineLength) in l.enumerated() {
            var along = cross == .horizontal ? rect.x : rect.y
            for (k, track) in t.enumerated() {
                let i = line * t.count + k
                guard i < spec.cells.count else { break }
                let cell = spec.cells[i]
                let slot = cross == .horizontal
                    ? Rect(x: along, y: main, width: track.length, height: lineLength)
                    : Rect(x: main, y: along, width: lineLength, height: track.length)
                let cp = ProposedSize(axis: cross, major: track.length, minor: nil)
                placeChild(cell, aligned(context.size(cell, cp), in: slot, track.alignment ?? spec.alignment), cp)
                along += track.length + track.spacingAfter
            }
            main += lineLength + spec.spacing
        }
    }
}
