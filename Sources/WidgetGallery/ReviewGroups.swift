/// The review page's queue: reviewed pictures grouped by what they belong to (a widget, a Live
/// Activity, a control) and by the kind of change, so that one edit seen in 48 variants is one group
/// with a count and one representative pair, not 48 cards.
///
/// Order: changed groups first, the largest change first (a group's size is the sum of its
/// variants' differing pixels; a size change or an unreadable baseline counts as largest); then the
/// new groups, then the removed ones, each in gallery order. Inside a group the variants are ordered by
/// differing pixels, most first, and the first that is not a placeholder represents the group (a
/// designer judges a change on the real content). A pure function of its rows.
enum ReviewGroups {
    /// The class of change a group holds.
    enum Kind: String, Sendable, Hashable {
        case recolour, redraw, resized, unreadable, new, removed

        /// For people, in a group's heading.
        var label: String {
            switch self {
            case .recolour: "Colour changed"
            case .redraw: "Drawn differently"
            case .resized: "Size changed"
            case .unreadable: "Baseline unreadable"
            case .new: "New"
            case .removed: "Removed"
            }
        }
    }

    /// One reviewed picture, and what it belongs to.
    struct Row {
        /// The widget's kind or the surface page's path: variants group only within one owner.
        var ownerKey: String
        /// For people: the widget's display name, the activity's or control's name.
        var owner: String
        var title: String
        var variant: String
        var appearance: String
        /// The picture now; nil for a removed variant (only its baseline exists).
        var image: GalleryImage?
        var link: String?
        var review: GalleryReview
        var removed = false
        /// A placeholder variant: it represents its group only when the group has nothing else.
        var placeholder = false

        var kind: Kind {
            if removed { return .removed }
            switch review.status {
            case .new, .unchanged: return .new
            case .changed:
                switch review.kind {
                case .recolour: return .recolour
                case .redraw: return .redraw
                case .resized: return .resized
                case nil: return .unreadable
                }
            }
        }

        /// Differing pixels; a change that has no count (a size change, an unreadable baseline) ranks first.
        var size: Int { review.diffPixels ?? Int.max / 4 }
    }

    struct Group {
        var owner: String
        var kind: Kind
        /// The representative first (the largest change that is not a placeholder, else the largest),
        /// then the largest change first.
        var rows: [Row]
        /// The colour pairs of a recolouring group, most variants first, each once.
        var colours: [(from: UInt32, to: UInt32)]
        var size: Int { rows.reduce(0) { min(Int.max / 2, $0 + $1.size) } }
        /// A stable id for the page: the representative's variant name.
        var id: String { rows[0].variant }
    }

    static func groups(_ rows: [Row]) -> [Group] {
        struct Key: Hashable { var owner: String; var kind: Kind }
        var order: [Key] = []
        var members: [Key: [(offset: Int, row: Row)]] = [:]
        for (i, row) in rows.enumerated() where row.removed || row.review.status != .unchanged {
            let key = Key(owner: row.ownerKey, kind: row.kind)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append((i, row))
        }
        var groups: [(rank: Int, first: Int, group: Group)] = []
        for key in order {
            let list = members[key] ?? []
            var sorted = list.sorted { ($0.row.size, -$0.offset) > ($1.row.size, -$1.offset) }.map(\.row)
            if let real = sorted.firstIndex(where: { !$0.placeholder }), real > 0 { sorted.insert(sorted.remove(at: real), at: 0) }
            var pairs: [UInt64: Int] = [:]
            var pairOrder: [UInt64] = []
            for row in sorted {
                guard case .recolour(let from, let to) = row.review.kind else { continue }
                let k = UInt64(from) << 32 | UInt64(to)
                if pairs[k] == nil { pairOrder.append(k) }
                pairs[k, default: 0] += 1
            }
            let colours = pairOrder.enumerated().sorted { (pairs[$0.element]!, -$0.offset) > (pairs[$1.element]!, -$1.offset) }
                .map { (from: UInt32(truncatingIfNeeded: $0.element >> 32), to: UInt32(truncatingIfNeeded: $0.element)) }
            let rank = key.kind == .new ? 1 : key.kind == .removed ? 2 : 0
            groups.append((rank, list[0].offset, Group(owner: sorted[0].owner, kind: key.kind, rows: sorted, colours: colours)))
        }
        return groups.sorted { a, b in
            if a.rank != b.rank { return a.rank < b.rank }
            if a.rank == 0, a.group.size != b.group.size { return a.group.size > b.group.size }
            return a.first < b.first
        }.map(\.group)
    }
}
