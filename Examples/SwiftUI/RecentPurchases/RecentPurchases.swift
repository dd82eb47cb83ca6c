// Recent Purchases (Layouts/recent-purchases.json5) written as a SwiftUI widget: one card's latest
// purchases, filtered by category; the configuration picks the card and the category.
// Tests/WidgetSnapUITests/ExampleAgreementTests.swift renders both front ends and requires identical pixels.
import AppIntents
import SwiftUI
import WidgetKit

/// A card of the signed-in user.
struct PaymentCard: AppEntity, Hashable {
    let id: String
    let name: String
    let last4: String
    /// The card's two gradient colours, light and dark.
    let tint: (light: UInt32, dark: UInt32)
    let tintDeep: (light: UInt32, dark: UInt32)

    static func == (a: PaymentCard, b: PaymentCard) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    static let all: [PaymentCard] = [
        PaymentCard(id: "acme", name: "Acme Card", last4: "4821", tint: (0x6C6AE8, 0x7E7CF2), tintDeep: (0x3A38A8, 0x3F3DB8)),
        PaymentCard(id: "travel", name: "Travel Card", last4: "0093", tint: (0x1FB5AC, 0x2CC9BF), tintDeep: (0x0B6E69, 0x0E7F79)),
        PaymentCard(id: "everyday", name: "Everyday Debit", last4: "7710", tint: (0xF5A25D, 0xF7B070), tintDeep: (0xC8612B, 0xD06A33)),
    ]
    static func named(_ id: String) -> PaymentCard? { all.first { $0.id == id } }

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Card")
    static let defaultQuery = CardQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

/// The signed-in user's cards, searchable; a new widget shows the Acme Card.
struct CardQuery: EntityStringQuery {
    func entities(for identifiers: [PaymentCard.ID]) async throws -> [PaymentCard] { PaymentCard.all.filter { identifiers.contains($0.id) } }
    func entities(matching string: String) async throws -> [PaymentCard] { PaymentCard.all.filter { $0.name.localizedCaseInsensitiveContains(string) } }
    func suggestedEntities() async throws -> [PaymentCard] { PaymentCard.all }
    func defaultResult() async -> PaymentCard? { PaymentCard.named("acme") }
}

enum PurchaseCategory: String, AppEnum {
    case all, food, transport, shopping, entertainment

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Category")
    static let caseDisplayRepresentations: [PurchaseCategory: DisplayRepresentation] = [
        .all: "All", .food: "Food", .transport: "Transport", .shopping: "Shopping", .entertainment: "Entertainment",
    ]

    var name: String {
        switch self {
        case .all: "All Categories"
        case .food: "Food"
        case .transport: "Transport"
        case .shopping: "Shopping"
        case .entertainment: "Entertainment"
        }
    }
    var symbol: String {
        switch self {
        case .all: "creditcard.fill"
        case .food: "fork.knife"
        case .transport: "tram.fill"
        case .shopping: "bag.fill"
        case .entertainment: "film.fill"
        }
    }
    var tint: Color {
        switch self {
        case .all: .gray
        case .food: .orange
        case .transport: .blue
        case .shopping: .pink
        case .entertainment: .purple
        }
    }
}

struct Purchase: Identifiable, Sendable {
    let id: String
    let card: String
    let category: PurchaseCategory
    let merchant: String
    let amount: Double
    let date: Date
}

private func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

extension Purchase {
    /// The card ledger, oldest first.
    static let ledger: [Purchase] = [
        Purchase(id: "p01", card: "acme", category: .shopping, merchant: "Apple Store", amount: 29.0, date: utc("2026-05-30T10:05:00Z")),
        Purchase(id: "p02", card: "travel", category: .food, merchant: "Tartine", amount: 18.4, date: utc("2026-05-30T13:20:00Z")),
        Purchase(id: "p03", card: "acme", category: .entertainment, merchant: "AMC", amount: 32.5, date: utc("2026-05-30T20:15:00Z")),
        Purchase(id: "p04", card: "everyday", category: .food, merchant: "Philz Coffee", amount: 6.25, date: utc("2026-05-31T09:30:00Z")),
        Purchase(id: "p05", card: "travel", category: .transport, merchant: "Lyft", amount: 23.8, date: utc("2026-05-31T16:45:00Z")),
        Purchase(id: "p06", card: "everyday", category: .shopping, merchant: "Target", amount: 47.12, date: utc("2026-05-31T18:10:00Z")),
        Purchase(id: "p07", card: "acme", category: .food, merchant: "Blue Bottle", amount: 5.75, date: utc("2026-06-01T07:55:00Z")),
        Purchase(id: "p08", card: "acme", category: .transport, merchant: "Caltrain", amount: 7.5, date: utc("2026-06-01T08:20:00Z")),
        Purchase(id: "p09", card: "travel", category: .food, merchant: "Sushi Ran", amount: 64.2, date: utc("2026-06-01T11:50:00Z")),
        Purchase(id: "p10", card: "acme", category: .shopping, merchant: "Uniqlo", amount: 39.9, date: utc("2026-06-01T12:05:00Z")),
        Purchase(id: "p11", card: "acme", category: .entertainment, merchant: "The Roxie", amount: 21.0, date: utc("2026-06-01T18:40:00Z")),
        Purchase(id: "p12", card: "travel", category: .food, merchant: "Zuni Café", amount: 48.6, date: utc("2026-06-01T19:05:00Z")),
    ]
}

struct ViewRecentPurchasesIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "View Recent Purchases"
    static let description = IntentDescription("Choose a card and a category of purchases.")

    @Parameter(title: "Card")
    var card: PaymentCard?

    @Parameter(title: "Category", default: .all)
    var category: PurchaseCategory
}

struct PurchasesEntry: TimelineEntry {
    let date: Date
    let relevance: TimelineEntryRelevance?
    /// The purchases made up to the entry's date, newest first.
    let purchases: [Purchase]
    /// The card and category the widget shows.
    var card = PaymentCard.named("acme")!
    var category = PurchaseCategory.all

    init(date: Date, relevance: TimelineEntryRelevance?) {
        self.date = date
        self.relevance = relevance
        purchases = Purchase.ledger.filter { $0.date <= date }.sorted { $0.date > $1.date }
    }

    /// Over $50 is highly relevant, minor purchases 0.1, nothing new 0.
    static let samples: [PurchasesEntry] = [
        PurchasesEntry(date: utc("2026-06-01T08:30:00Z"), relevance: TimelineEntryRelevance(score: 0.1)),
        PurchasesEntry(date: utc("2026-06-01T12:15:00Z"), relevance: TimelineEntryRelevance(score: 1)),
        PurchasesEntry(date: utc("2026-06-01T16:00:00Z"), relevance: TimelineEntryRelevance(score: 0)),
        PurchasesEntry(date: utc("2026-06-01T19:15:00Z"), relevance: TimelineEntryRelevance(score: 0.1)),
    ]
}

struct PurchasesProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> PurchasesEntry { PurchasesEntry.samples[0] }
    func snapshot(for configuration: ViewRecentPurchasesIntent, in context: Context) async -> PurchasesEntry {
        entries(for: configuration)[1]
    }
    func timeline(for configuration: ViewRecentPurchasesIntent, in context: Context) async -> Timeline<PurchasesEntry> {
        Timeline(entries: entries(for: configuration), policy: .atEnd)
    }
    private func entries(for configuration: ViewRecentPurchasesIntent) -> [PurchasesEntry] {
        PurchasesEntry.samples.map { entry in
            var e = entry
            if let card = configuration.card { e.card = card }
            e.category = configuration.category
            return e
        }
    }
}

enum PurchaseFormat {
    static func currency(_ amount: Double) -> String { String(format: "$%.2f", amount) }
    private static let weekdayFormatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "EEE"
        return f
    }()
    static func weekday(_ date: Date) -> String { weekdayFormatter.string(from: date) }
}

struct PurchasesPalette {
    var scheme: ColorScheme
    func pick(_ colors: (light: UInt32, dark: UInt32)) -> Color { Color(hex: scheme == .dark ? colors.dark : colors.light) }
    var surface: Color { pick((0xFFFFFF, 0x1C1C1E)) }
    var emptyCircle: Color { pick((0xE9E9EE, 0x2C2C2E)) }
}

/// The card's face: its gradient with the last four digits in the corner.
struct CardBadge: View {
    var card: PaymentCard
    var width: CGFloat, height: CGFloat, cornerRadius: CGFloat
    var inset: EdgeInsets
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = PurchasesPalette(scheme: scheme)
        ZStack(alignment: .bottomTrailing) {
            LinearGradient(colors: [palette.pick(card.tint), palette.pick(card.tintDeep)], startPoint: .topLeading, endPoint: .bottomTrailing)
            Text(card.last4)
                .font(.system(size: 11, weight: .semibold, design: .rounded))
                .foregroundColor(.white)
                .padding(inset)
        }
        .frame(width: width, height: height)
        .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
    }
}

/// A category's symbol on a circle of its colour (or the empty state's grey circle).
struct CategoryIcon: View {
    var symbol: String
    var fill: Color
    var glyph: Color
    var size: CGFloat, glyphSize: CGFloat

    var body: some View {
        ZStack {
            Circle().fill(fill)
            Image(systemName: symbol).font(.system(size: glyphSize, weight: .semibold)).foregroundColor(glyph)
        }
        .frame(width: size, height: size)
    }
}

struct RecentPurchasesView: View {
    var entry: PurchasesEntry
    var card: PaymentCard
    var category: PurchaseCategory
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var scheme

    private var palette: PurchasesPalette { PurchasesPalette(scheme: scheme) }
    private var purchases: [Purchase] {
        entry.purchases.filter { $0.card == card.id && (category == .all || $0.category == category) }
    }
    private var total: Double { purchases.reduce(0) { $0 + $1.amount } }

    var body: some View {
        content
            .widgetURL(URL(string: "acmebank://cards/\(card.id)/purchases?category=\(category.rawValue)"))
            .containerBackground(palette.surface, for: .widget)
    }

    @ViewBuilder private var content: some View {
        switch family {
        case .systemSmall: small
        case .systemMedium: medium
        default: large
        }
    }

    private func emptyIcon(_ size: CGFloat, _ glyph: CGFloat) -> some View {
        CategoryIcon(symbol: "creditcard", fill: palette.emptyCircle, glyph: .secondary, size: size, glyphSize: glyph)
    }

    private func icon(_ p: Purchase, _ size: CGFloat, _ glyph: CGFloat) -> some View {
        CategoryIcon(symbol: p.category.symbol, fill: p.category.tint, glyph: .white, size: size, glyphSize: glyph)
    }

    @ViewBuilder private var small: some View {
        if let p = purchases.first {
            VStack(alignment: .leading, spacing: 0) {
                HStack(alignment: .top) {
                    icon(p, 32, 14)
                    Spacer()
                    CardBadge(card: card, width: 40, height: 26, cornerRadius: 5, inset: EdgeInsets(top: 0, leading: 0, bottom: 3, trailing: 4))
                }
                Spacer()
                Text(p.merchant).font(.headline).lineLimit(1).minimumScaleFactor(0.8)
                Text(PurchaseFormat.currency(p.amount))
                    .font(.system(size: 28, weight: .semibold, design: .rounded))
                    .lineLimit(1)
                    .minimumScaleFactor(0.6)
                    .privacySensitive()
                Text(p.date, style: .time).font(.caption).foregroundColor(.secondary)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        } else {
            VStack(alignment: .leading, spacing: 0) {
                HStack(alignment: .top) {
                    emptyIcon(32, 14)
                    Spacer()
                    CardBadge(card: card, width: 40, height: 26, cornerRadius: 5, inset: EdgeInsets(top: 0, leading: 0, bottom: 3, trailing: 4))
                }
                Spacer()
                Text("No Recent Purchases").font(.headline).lineLimit(2)
                Text(category.name).font(.caption).foregroundColor(.secondary).padding(.top, 2)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        }
    }

    private var medium: some View {
        HStack(alignment: .top, spacing: 16) {
            VStack(alignment: .leading, spacing: 0) {
                CardBadge(card: card, width: 48, height: 30, cornerRadius: 6, inset: EdgeInsets(top: 0, leading: 0, bottom: 4, trailing: 5))
                Spacer()
                Text(card.name).font(.subheadline.weight(.semibold)).lineLimit(1).minimumScaleFactor(0.8)
                Text(category.name).font(.caption).foregroundColor(.secondary).lineLimit(1)
                Text(PurchaseFormat.currency(total))
                    .font(.system(size: 22, weight: .semibold, design: .rounded))
                    .lineLimit(1)
                    .minimumScaleFactor(0.6)
                    .privacySensitive()
                    .padding(.top, 6)
                Text("Past 7 Days").font(.caption).foregroundColor(.secondary)
            }
            .frame(width: 100, alignment: .leading)
            .frame(maxHeight: .infinity)
            if purchases.isEmpty {
                VStack(spacing: 4) {
                    emptyIcon(40, 16)
                    Text("No Recent Purchases").font(.subheadline.weight(.semibold))
                    Text(category.name).font(.caption).foregroundColor(.secondary)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                VStack(spacing: 8) {
                    ForEach(purchases.prefix(3)) { p in
                        Link(destination: URL(string: "acmebank://purchases/\(p.id)")!) {
                            HStack(spacing: 6) {
                                icon(p, 30, 12)
                                VStack(alignment: .leading, spacing: 1) {
                                    Text(p.merchant).font(.subheadline.weight(.semibold)).lineLimit(1)
                                    Text("\(PurchaseFormat.weekday(p.date)) \(p.date, style: .time)")
                                        .font(.caption).foregroundColor(.secondary).lineLimit(1).minimumScaleFactor(0.92)
                                }
                                .layoutPriority(1)
                                Spacer(minLength: 4)
                                Text(PurchaseFormat.currency(p.amount))
                                    .font(.subheadline.weight(.semibold))
                                    .fixedSize(horizontal: true, vertical: false)
                                    .privacySensitive()
                            }
                        }
                    }
                    Spacer(minLength: 0)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            }
        }
    }

    private var large: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 12) {
                CardBadge(card: card, width: 54, height: 34, cornerRadius: 6, inset: EdgeInsets(top: 0, leading: 0, bottom: 4, trailing: 5))
                VStack(alignment: .leading, spacing: 0) {
                    Text(card.name).font(.headline).lineLimit(1)
                    Text(category.name).font(.subheadline).foregroundColor(.secondary).lineLimit(1)
                }
                Spacer(minLength: 8)
                VStack(alignment: .trailing, spacing: 0) {
                    Text(PurchaseFormat.currency(total))
                        .font(.system(size: 20, weight: .semibold, design: .rounded))
                        .lineLimit(1)
                        .privacySensitive()
                    Text("Past 7 Days").font(.caption).foregroundColor(.secondary)
                }
            }
            Divider()
            if purchases.isEmpty {
                VStack(spacing: 2) {
                    emptyIcon(56, 22)
                    Text("No Recent Purchases").font(.headline).padding(.top, 6)
                    Text("\(category.name) · \(card.name)").font(.subheadline).foregroundColor(.secondary)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                VStack(spacing: 8) {
                    ForEach(purchases.prefix(6)) { p in
                        Link(destination: URL(string: "acmebank://purchases/\(p.id)")!) {
                            HStack(spacing: 12) {
                                icon(p, 34, 13)
                                VStack(alignment: .leading, spacing: 1) {
                                    Text(p.merchant).font(.subheadline.weight(.semibold)).lineLimit(1)
                                    Text("\(p.category.name) · \(PurchaseFormat.weekday(p.date)) \(p.date, style: .time)")
                                        .font(.caption).foregroundColor(.secondary).lineLimit(1)
                                }
                                .layoutPriority(1)
                                Spacer(minLength: 8)
                                Text(PurchaseFormat.currency(p.amount))
                                    .font(.subheadline.weight(.semibold))
                                    .fixedSize(horizontal: true, vertical: false)
                                    .privacySensitive()
                            }
                        }
                    }
                    Spacer(minLength: 0)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            }
        }
    }
}

public struct RecentPurchasesWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "RecentPurchases", intent: ViewRecentPurchasesIntent.self, provider: PurchasesProvider()) { entry in
            RecentPurchasesView(entry: entry, card: entry.card, category: entry.category)
        }
        .configurationDisplayName("Recent Purchases")
        .description("See the latest purchases on a card.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
