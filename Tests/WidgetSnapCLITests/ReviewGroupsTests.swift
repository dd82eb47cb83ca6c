import Pixels
import Testing
@testable import WidgetGallery

/// The review page's queue: what kind of change a variant shows (``ChangeKind``) and how the changes
/// group (``ReviewGroups``), from small images and rows written here.
@Suite struct ReviewGroupsTests {
    /// A `w`×`h` image filled with `fill`, where `paint` may set pixels.
    static func image(_ w: Int, _ h: Int, _ fill: UInt32, paint: (Int, Int) -> UInt32? = { _, _ in nil }) -> RGBAImage {
        var bytes: [UInt8] = []
        for y in 0..<h {
            for x in 0..<w {
                let c = paint(x, y) ?? fill
                bytes += [UInt8(c >> 24), UInt8((c >> 16) & 0xFF), UInt8((c >> 8) & 0xFF), UInt8(c & 0xFF)]
            }
        }
        return try! RGBAImage(width: w, height: h, rgba: bytes)
    }

    struct KindCase: CustomTestStringConvertible, Sendable {
        var name: String
        var before: RGBAImage
        var after: RGBAImage
        var expected: ChangeKind?
        var testDescription: String { name }
    }

    static let white: UInt32 = 0xFFFF_FFFF, green: UInt32 = 0xCDE8_C4FF, pink: UInt32 = 0xE8C4_CDFF
    /// A 20×20 square of `c` on white, with a one-pixel edge of a blend (anti-aliasing) around it.
    static func square(_ c: UInt32, edge: UInt32) -> RGBAImage {
        image(40, 40, white) { x, y in
            if (10..<30).contains(x) && (10..<30).contains(y) { return c }
            if (9..<31).contains(x) && (9..<31).contains(y) { return edge }
            return nil
        }
    }

    static let kindCases: [KindCase] = [
        KindCase(name: "identical", before: square(green, edge: 0xE0F0E0FF), after: square(green, edge: 0xE0F0E0FF), expected: nil),
        // The fill (400 px) dominates its anti-aliased edge (84 px): a recolouring, named by the fill.
        KindCase(name: "fill recoloured", before: square(green, edge: 0xE0F0E0FF), after: square(pink, edge: 0xF0E0E0FF),
                 expected: .recolour(from: green, to: pink)),
        // Near miss: the square moved by 5 px: no one pair covers 40 % of the differing pixels.
        KindCase(name: "moved", before: square(green, edge: 0xE0F0E0FF),
                 after: image(40, 40, white) { x, y in (15..<35).contains(x) && (10..<30).contains(y) ? green : nil },
                 expected: .redraw),
        // A gradient whose top colour changed: every row is its own pair.
        KindCase(name: "gradient", before: image(4, 64, white) { _, y in 0x0000_00FF | UInt32(y * 4) << 8 },
                 after: image(4, 64, white) { _, y in 0x0000_00FF | UInt32(y * 3) << 8 | 0x0100_0000 }, expected: .redraw),
        KindCase(name: "size", before: image(10, 10, white), after: image(10, 12, white), expected: .resized),
    ]

    @Test(arguments: kindCases) func kindOfChange(_ c: KindCase) {
        #expect(ChangeKind.between(c.before, c.after) == c.expected)
    }

    @Test func hexNamesOpaqueColoursWithoutAlpha() {
        #expect(ChangeKind.hex(0xCDE8_C4FF) == "#CDE8C4")
        #expect(ChangeKind.hex(0x0A0B_0C80) == "#0A0B0C80")
    }

    static func row(_ owner: String, _ variant: String, _ status: GalleryReview.Status, diff: Int? = nil, kind: ChangeKind? = nil,
                    placeholder: Bool = false, removed: Bool = false) -> ReviewGroups.Row {
        let image = GalleryImage(path: "snapshots/\(variant).png", width: 10, height: 10, alt: variant)
        return ReviewGroups.Row(ownerKey: "widget:" + owner, owner: owner, title: variant, variant: variant, appearance: "light", image: removed ? nil : image,
                                link: nil, review: GalleryReview(status: status, diffPixels: diff, kind: kind), removed: removed, placeholder: placeholder)
    }

    @Test func oneEditAcrossVariantsIsOneGroupRepresentedByRealContent() {
        let c1 = ChangeKind.recolour(from: Self.green, to: Self.pink), c2 = ChangeKind.recolour(from: 0x2D42_31FF, to: 0x4231_2DFF)
        let rows = [
            Self.row("Car", "Car/small-placeholder", .changed, diff: 900, kind: c1, placeholder: true),
            Self.row("Car", "Car/small-light", .changed, diff: 300, kind: c1),
            Self.row("Car", "Car/small-dark", .changed, diff: 500, kind: c2),
            Self.row("Car", "Car/medium", .unchanged),
            Self.row("Weather", "Weather/large", .changed, diff: 5000, kind: .redraw),
            Self.row("Weather", "Weather/new", .new),
            Self.row("Car", "Car/large", .changed, removed: true),
            Self.row("Weather", "Weather/resized", .changed, kind: .resized),
        ]
        let groups = ReviewGroups.groups(rows)
        #expect(groups.map { "\($0.owner) \($0.kind.rawValue) \($0.rows.count)" } == [
            "Weather resized 1",      // no pixel count: ranks as the largest change
            "Weather redraw 1",       // 5,000 px
            "Car recolour 3",         // 1,700 px, light and dark in one group
            "Weather new 1",
            "Car removed 1",
        ])
        let car = groups[2]
        // The largest change that is not a placeholder represents it; the rest follow by size.
        #expect(car.rows.map(\.variant) == ["Car/small-dark", "Car/small-placeholder", "Car/small-light"])
        #expect(car.colours.count == 2 && car.colours[0].from == Self.green && car.colours[0].to == Self.pink, "\(car.colours)")
        #expect(car.size == 1700)
    }

    @Test func nearMissDifferentWidgetsNeverShareAGroup() {
        let k = ChangeKind.recolour(from: Self.green, to: Self.pink)
        let groups = ReviewGroups.groups([Self.row("A", "A/1", .changed, diff: 10, kind: k), Self.row("B", "B/1", .changed, diff: 10, kind: k)])
        #expect(groups.count == 2)
        // A placeholder alone still represents its group.
        let only = ReviewGroups.groups([Self.row("A", "A/p", .changed, diff: 3, kind: .redraw, placeholder: true)])
        #expect(only.first?.rows.first?.variant == "A/p")
    }

    @Test func theReviewPageShowsAGroupWithItsCountColoursAndOneDecision() {
        var w = AcceptDecisionsTests.widget(snapshots: 1)
        let k = ChangeKind.recolour(from: Self.green, to: Self.pink)
        w.snapshots = (0..<4).map { i in
            GallerySnapshot(device: "iphone-430x932", family: "systemSmall", instance: "a", entry: i, appearance: .light, state: .real,
                            image: GalleryImage(path: "snapshots/S/\(i).png", width: 10, height: 10, alt: "a"), variant: "S/\(i)",
                            review: GalleryReview(status: .changed, diffPixels: 10 + i, kind: k))
        }
        let page = ReviewPage.page(GalleryModel(title: "G", widgets: [w], baseline: "old"))
        #expect(page.components(separatedBy: "<li class=\"group\"").count == 2, "one group")
        #expect(page.contains("data-kind=\"recolour\" data-count=\"4\" data-size=\"46\""))
        #expect(page.contains("Accept all 4</button>") && page.contains("Show all 4 variants"))
        #expect(page.contains("<code>#CDE8C4</code></span> → <span class=\"swatch-pair\">"))
        // The largest first (S/3), the others folded behind it.
        #expect(page.range(of: "data-variant=\"S/3\"")!.lowerBound < page.range(of: "data-variant=\"S/0\"")!.lowerBound)
        #expect(page.components(separatedBy: "data-more=\"\"").count == 4, "three variants behind the first")
        #expect(page.contains("4 variants · 46 px"))
    }
}
