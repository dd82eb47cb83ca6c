// Stocks (Layouts/stocks.json5) written as a SwiftUI widget: one symbol with an intraday chart (Swift
// Charts); the medium family adds the day's range, the large one the rest of the watchlist.
// Tests/WidgetSnapUITests/ExampleAgreementTests.swift renders both front ends and requires identical pixels.
import AppIntents
import Charts
import SwiftUI
import WidgetKit

/// A symbol of the watchlist (the configuration's choice).
struct Stock: AppEntity, Hashable {
    let id: String
    let symbol: String
    let name: String

    static let watchlist: [Stock] = [
        Stock(id: "AAPL", symbol: "AAPL", name: "Apple Inc."),
        Stock(id: "MSFT", symbol: "MSFT", name: "Microsoft"),
        Stock(id: "NVDA", symbol: "NVDA", name: "NVIDIA"),
        Stock(id: "TSLA", symbol: "TSLA", name: "Tesla"),
        Stock(id: "AMZN", symbol: "AMZN", name: "Amazon"),
    ]
    static func named(_ id: String) -> Stock? { watchlist.first { $0.id == id } }

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Symbol")
    static let defaultQuery = StockQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(symbol)") }
}

/// The watchlist's symbols, searchable; a new widget shows Apple.
struct StockQuery: EntityStringQuery {
    func entities(for identifiers: [Stock.ID]) async throws -> [Stock] { Stock.watchlist.filter { identifiers.contains($0.id) } }
    func entities(matching string: String) async throws -> [Stock] {
        Stock.watchlist.filter { $0.symbol.localizedCaseInsensitiveContains(string) || $0.name.localizedCaseInsensitiveContains(string) }
    }
    func suggestedEntities() async throws -> [Stock] { Stock.watchlist }
    func defaultResult() async -> Stock? { Stock.named("AAPL") }
}

struct SelectSymbolIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Symbol"
    static let description = IntentDescription("Choose a symbol from your watchlist.")

    @Parameter(title: "Symbol")
    var stock: Stock?
}

/// One symbol's quote; `spark` is a 20-step intraday chart, levels 1–8 (0: not traded yet).
struct Quote: Identifiable, Sendable {
    let symbol: String
    let price: Double, change: Double, pct: Double
    let open: Double, high: Double, low: Double
    let volume: String
    let spark: [Int]
    var id: String { symbol }
    var isUp: Bool { change >= 0 }
}

struct StocksEntry: TimelineEntry {
    let date: Date
    let relevance: TimelineEntryRelevance?
    let session: String
    let quotes: [Quote]
    /// The symbol the widget shows.
    var stock = Stock.named("AAPL")!
}

private func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

extension StocksEntry {
    static let samples: [StocksEntry] = [
        StocksEntry(date: utc("2026-06-01T14:30:00Z"), relevance: TimelineEntryRelevance(score: 0.3), session: "Market Open", quotes: [
            Quote(symbol: "AAPL", price: 201.78, change: 0.38, pct: 0.0019, open: 201.5, high: 201.78, low: 201.4, volume: "7.9M", spark: [1, 7, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
            Quote(symbol: "MSFT", price: 468.38, change: 0.28, pct: 0.0006, open: 468.33, high: 468.38, low: 468.04, volume: "3.3M", spark: [5, 1, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
            Quote(symbol: "NVDA", price: 142.18, change: 0.98, pct: 0.007, open: 141.27, high: 142.18, low: 141.2, volume: "46.6M", spark: [2, 5, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
            Quote(symbol: "TSLA", price: 337.1, change: -1.4, pct: -0.0041, open: 338.67, high: 338.67, low: 337.1, volume: "14.6M", spark: [7, 4, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
            Quote(symbol: "AMZN", price: 213.87, change: 1.07, pct: 0.005, open: 212.91, high: 213.87, low: 212.8, volume: "5.8M", spark: [2, 3, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
        ]),
        StocksEntry(date: utc("2026-06-01T17:00:00Z"), relevance: TimelineEntryRelevance(score: 0.5), session: "Market Open", quotes: [
            Quote(symbol: "AAPL", price: 203.18, change: 1.78, pct: 0.0088, open: 201.5, high: 203.18, low: 201.4, volume: "26.2M", spark: [1, 2, 2, 2, 1, 2, 4, 5, 7, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
            Quote(symbol: "MSFT", price: 470.02, change: 1.92, pct: 0.0041, open: 468.33, high: 470.02, low: 467.22, volume: "10.9M", spark: [4, 3, 4, 2, 2, 3, 1, 5, 6, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
            Quote(symbol: "NVDA", price: 143.61, change: 2.41, pct: 0.017, open: 141.27, high: 143.61, low: 141.2, volume: "155.3M", spark: [1, 3, 4, 4, 5, 7, 6, 7, 8, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
            Quote(symbol: "TSLA", price: 331.36, change: -7.14, pct: -0.0211, open: 338.67, high: 338.67, low: 331.36, volume: "48.5M", spark: [8, 7, 7, 5, 4, 4, 4, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
            Quote(symbol: "AMZN", price: 215.35, change: 2.55, pct: 0.012, open: 212.91, high: 215.35, low: 212.8, volume: "19.4M", spark: [1, 2, 4, 5, 5, 6, 4, 6, 7, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
        ]),
        StocksEntry(date: utc("2026-06-01T20:00:00Z"), relevance: TimelineEntryRelevance(score: 1, duration: 3600), session: "At Close", quotes: [
            Quote(symbol: "AAPL", price: 203.84, change: 2.44, pct: 0.0121, open: 201.5, high: 204.22, low: 201.4, volume: "52.4M", spark: [1, 2, 2, 2, 1, 1, 3, 4, 5, 5, 6, 7, 5, 6, 7, 8, 7, 5, 5, 7]),
            Quote(symbol: "MSFT", price: 465.1, change: -3.0, pct: -0.0064, open: 468.33, high: 470.02, low: 465.1, volume: "21.8M", spark: [5, 5, 6, 5, 5, 5, 4, 6, 7, 8, 7, 6, 5, 5, 5, 5, 5, 3, 2, 1]),
            Quote(symbol: "NVDA", price: 148.01, change: 6.81, pct: 0.0482, open: 141.27, high: 148.01, low: 141.2, volume: "310.6M", spark: [1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 5, 5, 6, 7, 7, 8, 8]),
            Quote(symbol: "TSLA", price: 331.22, change: -7.28, pct: -0.0215, open: 338.67, high: 338.67, low: 326.17, volume: "97.1M", spark: [8, 7, 7, 6, 6, 5, 6, 5, 4, 4, 4, 4, 3, 2, 2, 2, 1, 1, 1, 4]),
            Quote(symbol: "AMZN", price: 213.5, change: 0.7, pct: 0.0033, open: 212.91, high: 215.35, low: 212.8, volume: "38.9M", spark: [1, 2, 4, 5, 5, 6, 4, 6, 7, 8, 6, 5, 6, 4, 4, 5, 4, 6, 7, 3]),
        ]),
        StocksEntry(date: utc("2026-06-01T22:00:00Z"), relevance: TimelineEntryRelevance(score: 0.1), session: "After Hours", quotes: [
            Quote(symbol: "AAPL", price: 204.04, change: 2.64, pct: 0.0131, open: 201.5, high: 204.22, low: 201.4, volume: "52.4M", spark: [1, 2, 2, 2, 1, 1, 3, 4, 5, 5, 6, 7, 5, 6, 7, 8, 7, 5, 5, 7]),
            Quote(symbol: "MSFT", price: 464.64, change: -3.46, pct: -0.0074, open: 468.33, high: 470.02, low: 465.1, volume: "21.8M", spark: [5, 5, 6, 5, 5, 5, 4, 6, 7, 8, 7, 6, 5, 5, 5, 5, 5, 3, 2, 1]),
            Quote(symbol: "NVDA", price: 148.15, change: 6.95, pct: 0.0492, open: 141.27, high: 148.01, low: 141.2, volume: "310.6M", spark: [1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 5, 5, 6, 7, 7, 8, 8]),
            Quote(symbol: "TSLA", price: 330.89, change: -7.61, pct: -0.0225, open: 338.67, high: 338.67, low: 326.17, volume: "97.1M", spark: [8, 7, 7, 6, 6, 5, 6, 5, 4, 4, 4, 4, 3, 2, 2, 2, 1, 1, 1, 4]),
            Quote(symbol: "AMZN", price: 213.72, change: 0.92, pct: 0.0043, open: 212.91, high: 215.35, low: 212.8, volume: "38.9M", spark: [1, 2, 4, 5, 5, 6, 4, 6, 7, 8, 6, 5, 6, 4, 4, 5, 4, 6, 7, 3]),
        ]),
    ]

    /// Shown before the data loads (redacted): a generic quote and a gentle chart.
    static let placeholder = StocksEntry(date: utc("2026-06-01T14:30:00Z"), relevance: nil, session: "Market Open", quotes: [
            Quote(symbol: "AAPL", price: 100.0, change: 1.0, pct: 0.01, open: 99.0, high: 101.0, low: 98.0, volume: "10.0M", spark: [3, 4, 4, 5, 4, 5, 5, 6, 5, 6, 6, 5, 6, 7, 6, 6, 7, 7, 6, 7]),
            Quote(symbol: "MSFT", price: 100.0, change: 1.0, pct: 0.01, open: 99.0, high: 101.0, low: 98.0, volume: "10.0M", spark: [3, 4, 4, 5, 4, 5, 5, 6, 5, 6, 6, 5, 6, 7, 6, 6, 7, 7, 6, 7]),
            Quote(symbol: "NVDA", price: 100.0, change: 1.0, pct: 0.01, open: 99.0, high: 101.0, low: 98.0, volume: "10.0M", spark: [3, 4, 4, 5, 4, 5, 5, 6, 5, 6, 6, 5, 6, 7, 6, 6, 7, 7, 6, 7]),
            Quote(symbol: "TSLA", price: 100.0, change: 1.0, pct: 0.01, open: 99.0, high: 101.0, low: 98.0, volume: "10.0M", spark: [3, 4, 4, 5, 4, 5, 5, 6, 5, 6, 6, 5, 6, 7, 6, 6, 7, 7, 6, 7]),
            Quote(symbol: "AMZN", price: 100.0, change: 1.0, pct: 0.01, open: 99.0, high: 101.0, low: 98.0, volume: "10.0M", spark: [3, 4, 4, 5, 4, 5, 5, 6, 5, 6, 6, 5, 6, 7, 6, 6, 7, 7, 6, 7]),
    ])
}

struct StocksProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> StocksEntry { .placeholder }
    func snapshot(for configuration: SelectSymbolIntent, in context: Context) async -> StocksEntry {
        entries(for: configuration)[2]
    }
    func timeline(for configuration: SelectSymbolIntent, in context: Context) async -> Timeline<StocksEntry> {
        Timeline(entries: entries(for: configuration), policy: .atEnd)
    }
    private func entries(for configuration: SelectSymbolIntent) -> [StocksEntry] {
        StocksEntry.samples.map { entry in
            var e = entry
            if let stock = configuration.stock { e.stock = stock }
            return e
        }
    }
}

/// Prices and changes as the Stocks app writes them (en_US).
enum QuoteFormat {
    static func number(_ x: Double) -> String { String(format: "%.2f", x) }
    static func percent(_ x: Double) -> String { String(format: "%.2f%%", x * 100) }
    static func signed(_ x: Double) -> String { (x >= 0 ? "+" : "") + number(x) }
    static func change(_ q: Quote) -> String { "\(signed(q.change)) (\(percent(q.pct)))" }
}

struct StocksPalette {
    var scheme: ColorScheme
    func pick(_ light: UInt32, _ dark: UInt32) -> Color { Color(hex: scheme == .dark ? dark : light) }
    var surface: Color { pick(0xFFFFFF, 0x111113) }
    var up: Color { pick(0x28A745, 0x30D158) }
    var down: Color { pick(0xE5342B, 0xFF453A) }
    func trend(_ change: Double) -> Color { change >= 0 ? up : down }
}

/// The intraday chart (Swift Charts): the traded steps (levels 1–8) as a line over a faint area, the
/// opening level dashed, the rest of the day left blank.
struct SparkChart: View {
    var quote: Quote
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let trend = StocksPalette(scheme: scheme).trend(quote.change)
        Chart {
            RuleMark(y: .value("Open", quote.spark.first ?? 0))
                .foregroundStyle(.gray)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [2, 2]))
            ForEach(Array(quote.spark.enumerated()), id: \.offset) { step, level in
                if level > 0 {
                    AreaMark(x: .value("Step", step), y: .value("Level", level)).foregroundStyle(trend).opacity(0.15)
                    LineMark(x: .value("Step", step), y: .value("Level", level)).foregroundStyle(trend)
                }
            }
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartXScale(domain: 0...19)
        .chartYScale(domain: 0...9)
    }
}

struct StocksView: View {
    var entry: StocksEntry
    var stock: Stock
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var scheme

    private var palette: StocksPalette { StocksPalette(scheme: scheme) }
    private var quote: Quote? { entry.quotes.first { $0.symbol == stock.id } }
    private var url: URL? { URL(string: "stocks://symbol/\(stock.id)") }

    var body: some View {
        switch family {
        case .systemSmall:
            if let q = quote { small(q).modifier(SymbolFrame(url: url, surface: palette.surface)) }
        case .systemMedium:
            if let q = quote { medium(q).modifier(SymbolFrame(url: url, surface: palette.surface)) }
        default:
            large
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .containerBackground(palette.surface, for: .widget)
        }
    }

    private func small(_ q: Quote) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 0) {
                    Text(q.symbol).font(.headline.weight(.bold))
                    Text(stock.name).font(.caption).foregroundColor(.secondary).lineLimit(1)
                }
                Spacer(minLength: 4)
                Image(systemName: q.isUp ? "arrowtriangle.up.fill" : "arrowtriangle.down.fill")
                    .font(.caption2)
                    .foregroundColor(palette.trend(q.change))
                    .padding(.top, 4)
            }
            Spacer(minLength: 6)
            SparkChart(quote: q)
                .frame(height: 32)
            Spacer(minLength: 6)
            Text(QuoteFormat.number(q.price))
                .font(.system(size: 24, weight: .semibold, design: .rounded))
                .lineLimit(1)
                .minimumScaleFactor(0.7)
            Text(QuoteFormat.change(q))
                .font(.caption.weight(.semibold))
                .foregroundColor(palette.trend(q.change))
                .lineLimit(1)
        }
    }

    private func medium(_ q: Quote) -> some View {
        HStack(spacing: 16) {
            VStack(alignment: .leading, spacing: 0) {
                Text(q.symbol).font(.headline.weight(.bold))
                Text(stock.name).font(.caption).foregroundColor(.secondary).lineLimit(1)
                Spacer()
                Text(QuoteFormat.number(q.price))
                    .font(.system(size: 26, weight: .semibold, design: .rounded))
                    .lineLimit(1)
                    .minimumScaleFactor(0.7)
                Text(QuoteFormat.change(q))
                    .font(.caption.weight(.semibold))
                    .foregroundColor(.white)
                    .lineLimit(1)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 3)
                    .background(RoundedRectangle(cornerRadius: 5).fill(palette.trend(q.change)))
                Text(entry.session).font(.caption).foregroundColor(.secondary).padding(.top, 4)
            }
            .frame(width: 116, alignment: .leading)
            .frame(maxHeight: .infinity)
            VStack(spacing: 6) {
                SparkChart(quote: q)
                    .frame(maxHeight: .infinity)
                HStack {
                    Text("L \(QuoteFormat.number(q.low))")
                    Spacer()
                    Text("H \(QuoteFormat.number(q.high))")
                }
                .font(.caption.weight(.medium))
                .foregroundColor(.secondary)
            }
        }
    }

    private var large: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let q = quote {
                Link(destination: URL(string: "stocks://symbol/\(q.symbol)")!) {
                    VStack(alignment: .leading, spacing: 8) {
                        HStack(alignment: .top) {
                            VStack(alignment: .leading, spacing: 0) {
                                Text(q.symbol).font(.title3.weight(.bold))
                                Text("\(stock.name) · \(entry.session)").font(.caption).foregroundColor(.secondary).lineLimit(1)
                            }
                            Spacer(minLength: 8)
                            VStack(alignment: .trailing, spacing: 0) {
                                Text(QuoteFormat.number(q.price)).font(.system(size: 22, weight: .semibold, design: .rounded))
                                Text(QuoteFormat.change(q)).font(.caption.weight(.semibold)).foregroundColor(palette.trend(q.change))
                            }
                        }
                        SparkChart(quote: q)
                            .frame(height: 52)
                        HStack {
                            statistic("Open", QuoteFormat.number(q.open))
                            Spacer()
                            statistic("High", QuoteFormat.number(q.high))
                            Spacer()
                            statistic("Low", QuoteFormat.number(q.low))
                            Spacer()
                            statistic("Vol", q.volume)
                        }
                        .font(.caption.weight(.semibold))
                    }
                }
            }
            Divider()
            ForEach(entry.quotes.filter { $0.symbol != stock.id }.prefix(4)) { w in
                Link(destination: URL(string: "stocks://symbol/\(w.symbol)")!) {
                    HStack(spacing: 10) {
                        VStack(alignment: .leading, spacing: 0) {
                            Text(w.symbol).font(.subheadline.weight(.bold))
                            Text(Stock.named(w.symbol)?.name ?? "").font(.caption).foregroundColor(.secondary)
                        }
                        Spacer(minLength: 8)
                        Text(QuoteFormat.number(w.price)).font(.subheadline.weight(.semibold))
                        Text((w.pct >= 0 ? "+" : "") + QuoteFormat.percent(w.pct))
                            .font(.caption.weight(.semibold))
                            .foregroundColor(.white)
                            .frame(width: 64, height: 22, alignment: .trailing)
                            .padding(.trailing, 6)
                            .background(RoundedRectangle(cornerRadius: 5).fill(palette.trend(w.change)))
                    }
                }
            }
            Spacer(minLength: 0)
        }
    }

    private func statistic(_ title: String, _ value: String) -> some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(title).foregroundColor(.secondary)
            Text(value)
        }
    }
}

/// The small and medium widgets fill the container and open the symbol.
private struct SymbolFrame: ViewModifier {
    var url: URL?
    var surface: Color
    func body(content: Content) -> some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .widgetURL(url)
            .containerBackground(surface, for: .widget)
    }
}

public struct StocksWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Stocks", intent: SelectSymbolIntent.self, provider: StocksProvider()) { entry in
            StocksView(entry: entry, stock: entry.stock)
        }
        .configurationDisplayName("Symbol")
        .description("Track the price of a stock through the day.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
