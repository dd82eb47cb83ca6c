// Game Score (Layouts/game-score.json5) written as a SwiftUI widget: the chosen team's game before
// tip-off, live and final, with the box score and leaders in the large family; also on the Lock Screen.
// Tests/WidgetSnapUITests/ExampleAgreementTests.swift renders both front ends and requires identical pixels.
import AppIntents
import SwiftUI
import WidgetKit

struct Team: AppEntity, Hashable {
    let id: String
    let name: String, short: String, abbr: String
    let record: String
    let tint: (light: UInt32, dark: UInt32)

    static func == (a: Team, b: Team) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func tint(_ scheme: ColorScheme) -> Color { Color(hex: scheme == .dark ? tint.dark : tint.light) }

    static let all: [Team] = [
        Team(id: "bos", name: "Boston Celtics", short: "Celtics", abbr: "BOS", record: "61-21", tint: (0x007A33, 0x109A48)),
        Team(id: "nyk", name: "New York Knicks", short: "Knicks", abbr: "NYK", record: "54-28", tint: (0x006BB6, 0x1D84D0)),
        Team(id: "okc", name: "Oklahoma City Thunder", short: "Thunder", abbr: "OKC", record: "64-18", tint: (0x007AC1, 0x1891D8)),
        Team(id: "den", name: "Denver Nuggets", short: "Nuggets", abbr: "DEN", record: "55-27", tint: (0x0E2240, 0x2B4A78)),
    ]
    static func named(_ id: String) -> Team { all.first { $0.id == id }! }

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Team")
    static let defaultQuery = TeamQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

/// The league's teams, searchable; a new widget follows the Celtics.
struct TeamQuery: EntityStringQuery {
    func entities(for identifiers: [Team.ID]) async throws -> [Team] { Team.all.filter { identifiers.contains($0.id) } }
    func entities(matching string: String) async throws -> [Team] { Team.all.filter { $0.name.localizedCaseInsensitiveContains(string) } }
    func suggestedEntities() async throws -> [Team] { Team.all }
    func defaultResult() async -> Team? { Team.named("bos") }
}

struct SelectTeamIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Team"
    static let description = IntentDescription("Choose the team whose games to follow.")

    @Parameter(title: "Team")
    var team: Team?
}

struct Leader: Identifiable, Sendable {
    let team: String
    let name: String
    let line: String
    var id: String { name }
}

struct Game: Identifiable, Sendable {
    enum Status: String, Sendable { case pre, live, final }
    let id: String
    let home: String, away: String
    let game: String, series: String, venue: String
    let tipoff: Date
    let status: Status
    let period: String, clock: String
    let homeScore: Int, awayScore: Int
    /// Points per quarter so far.
    let homeQ: [Int], awayQ: [Int]
    let lastPlay: String
    let leaders: [Leader]

    func score(_ team: String) -> Int { team == home ? homeScore : awayScore }
    func quarters(_ team: String) -> [Int] { team == home ? homeQ : awayQ }
}

struct GameEntry: TimelineEntry {
    let date: Date
    let relevance: TimelineEntryRelevance?
    let games: [Game]
    /// The team the widget follows.
    var team = Team.named("bos")
}

private func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

extension GameEntry {
    static let samples: [GameEntry] = [
        GameEntry(date: utc("2026-06-01T18:30:00Z"), relevance: TimelineEntryRelevance(score: 0), games: [
            Game(id: "bos-nyk-5", home: "bos", away: "nyk", game: "Game 5", series: "Series tied 2–2", venue: "TD Garden",
                 tipoff: utc("2026-06-01T19:30:00Z"), status: .pre, period: "", clock: "", homeScore: 0, awayScore: 0,
                 homeQ: [], awayQ: [], lastPlay: "",
                 leaders: []),
            Game(id: "den-okc-5", home: "okc", away: "den", game: "Game 5", series: "OKC leads 3–1", venue: "Paycom Center",
                 tipoff: utc("2026-06-01T19:30:00Z"), status: .pre, period: "", clock: "", homeScore: 0, awayScore: 0,
                 homeQ: [], awayQ: [], lastPlay: "",
                 leaders: []),
        ]),
        GameEntry(date: utc("2026-06-01T19:30:00Z"), relevance: TimelineEntryRelevance(score: 1, duration: 9000), games: [
            Game(id: "bos-nyk-5", home: "bos", away: "nyk", game: "Game 5", series: "Series tied 2–2", venue: "TD Garden",
                 tipoff: utc("2026-06-01T19:30:00Z"), status: .live, period: "1st", clock: "12:00", homeScore: 0, awayScore: 0,
                 homeQ: [0], awayQ: [0], lastPlay: "Horford wins the tip",
                 leaders: []),
            Game(id: "den-okc-5", home: "okc", away: "den", game: "Game 5", series: "OKC leads 3–1", venue: "Paycom Center",
                 tipoff: utc("2026-06-01T19:30:00Z"), status: .live, period: "1st", clock: "12:00", homeScore: 0, awayScore: 0,
                 homeQ: [0], awayQ: [0], lastPlay: "Holmgren wins the tip",
                 leaders: []),
        ]),
        GameEntry(date: utc("2026-06-01T20:25:00Z"), relevance: nil, games: [
            Game(id: "bos-nyk-5", home: "bos", away: "nyk", game: "Game 5", series: "Series tied 2–2", venue: "TD Garden",
                 tipoff: utc("2026-06-01T19:30:00Z"), status: .live, period: "2nd", clock: "5:42", homeScore: 41, awayScore: 44,
                 homeQ: [24, 17], awayQ: [26, 18], lastPlay: "Brunson 18-ft pull-up jumper",
                 leaders: [Leader(team: "nyk", name: "J. Brunson", line: "16 PTS · 4 AST"), Leader(team: "bos", name: "J. Tatum", line: "12 PTS · 6 REB")]),
            Game(id: "den-okc-5", home: "okc", away: "den", game: "Game 5", series: "OKC leads 3–1", venue: "Paycom Center",
                 tipoff: utc("2026-06-01T19:30:00Z"), status: .live, period: "2nd", clock: "6:10", homeScore: 47, awayScore: 39,
                 homeQ: [27, 20], awayQ: [22, 17], lastPlay: "Gilgeous-Alexander driving layup",
                 leaders: [Leader(team: "okc", name: "S. Gilgeous-Alexander", line: "19 PTS · 5 AST"), Leader(team: "den", name: "N. Jokić", line: "14 PTS · 8 REB")]),
        ]),
        GameEntry(date: utc("2026-06-01T21:35:00Z"), relevance: nil, games: [
            Game(id: "bos-nyk-5", home: "bos", away: "nyk", game: "Game 5", series: "Series tied 2–2", venue: "TD Garden",
                 tipoff: utc("2026-06-01T19:30:00Z"), status: .live, period: "4th", clock: "2:15", homeScore: 101, awayScore: 98,
                 homeQ: [24, 25, 30, 22], awayQ: [26, 27, 24, 21], lastPlay: "Tatum 26-ft step-back three",
                 leaders: [Leader(team: "bos", name: "J. Tatum", line: "33 PTS · 9 REB"), Leader(team: "nyk", name: "J. Brunson", line: "35 PTS · 7 AST")]),
            Game(id: "den-okc-5", home: "okc", away: "den", game: "Game 5", series: "OKC leads 3–1", venue: "Paycom Center",
                 tipoff: utc("2026-06-01T19:30:00Z"), status: .live, period: "4th", clock: "3:02", homeScore: 104, awayScore: 96,
                 homeQ: [27, 29, 26, 22], awayQ: [22, 26, 28, 20], lastPlay: "Jokić hook shot",
                 leaders: [Leader(team: "okc", name: "S. Gilgeous-Alexander", line: "36 PTS · 8 AST"), Leader(team: "den", name: "N. Jokić", line: "29 PTS · 13 REB")]),
        ]),
        GameEntry(date: utc("2026-06-01T22:00:00Z"), relevance: TimelineEntryRelevance(score: 0.3, duration: 3600), games: [
            Game(id: "bos-nyk-5", home: "bos", away: "nyk", game: "Game 5", series: "BOS leads 3–2", venue: "TD Garden",
                 tipoff: utc("2026-06-01T19:30:00Z"), status: .final, period: "", clock: "", homeScore: 112, awayScore: 106,
                 homeQ: [24, 25, 30, 33], awayQ: [26, 27, 24, 29], lastPlay: "",
                 leaders: [Leader(team: "bos", name: "J. Tatum", line: "38 PTS · 11 REB"), Leader(team: "nyk", name: "J. Brunson", line: "41 PTS · 8 AST")]),
            Game(id: "den-okc-5", home: "okc", away: "den", game: "Game 5", series: "OKC wins 4–1", venue: "Paycom Center",
                 tipoff: utc("2026-06-01T19:30:00Z"), status: .final, period: "", clock: "", homeScore: 118, awayScore: 107,
                 homeQ: [27, 29, 26, 36], awayQ: [22, 26, 28, 31], lastPlay: "",
                 leaders: [Leader(team: "okc", name: "S. Gilgeous-Alexander", line: "40 PTS · 9 AST"), Leader(team: "den", name: "N. Jokić", line: "32 PTS · 14 REB")]),
        ]),
    ]
}

struct GameProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> GameEntry { GameEntry.samples[0] }
    func snapshot(for configuration: SelectTeamIntent, in context: Context) async -> GameEntry {
        entries(for: configuration)[3]
    }
    func timeline(for configuration: SelectTeamIntent, in context: Context) async -> Timeline<GameEntry> {
        Timeline(entries: entries(for: configuration), policy: .atEnd)
    }
    private func entries(for configuration: SelectTeamIntent) -> [GameEntry] {
        GameEntry.samples.map { entry in
            var e = entry
            if let team = configuration.team { e.team = team }
            return e
        }
    }
}

struct GameScoreView: View {
    var entry: GameEntry
    var team: Team
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var scheme

    private var surface: Color { Color(hex: scheme == .dark ? 0x1C1C1E : 0xFFFFFF) }
    private var live: Color { Color(hex: scheme == .dark ? 0xFF453A : 0xFF3B30) }
    private var accent: Color { Color(hex: scheme == .dark ? 0xFF6A3D : 0xE2552B) }
    private var game: Game? { entry.games.first { $0.home == team.id || $0.away == team.id } }
    private var url: URL? { URL(string: "courtside://game/\(team.id)/today") }

    var body: some View {
        if let g = game {
            switch family {
            case .systemSmall: small(g).modifier(GameFrame(url: url, surface: surface))
            case .systemMedium: medium(g).modifier(GameFrame(url: url, surface: surface))
            case .accessoryRectangular:
                rectangular(g)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .widgetURL(url)
                    .containerBackground(Color.clear, for: .widget)
            case .accessoryInline: inline(g).widgetURL(url)
            default: large(g).modifier(GameFrame(url: url, surface: surface))
            }
        }
    }

    @ViewBuilder private func status(_ g: Game) -> some View {
        switch g.status {
        case .pre: Text("Tonight \(g.tipoff, style: .time)").foregroundColor(.secondary)
        case .live:
            HStack(spacing: 5) {
                Circle().fill(live).frame(width: 7, height: 7)
                Text("\(g.period) · \(g.clock)").foregroundColor(live)
            }
        case .final: Text("Final").foregroundColor(.secondary)
        }
    }

    private func small(_ g: Game) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            status(g).font(.caption.weight(.semibold))
            Spacer()
            ForEach([g.away, g.home], id: \.self) { id in
                let t = Team.named(id)
                HStack(spacing: 6) {
                    Circle().fill(t.tint(scheme)).frame(width: 12, height: 12)
                    Text(t.abbr).font(.headline.weight(.bold))
                    Spacer(minLength: 4)
                    if g.status == .pre {
                        Text(t.record).font(.subheadline).foregroundColor(.secondary)
                    } else {
                        Text(String(g.score(id)))
                            .font(.system(size: 24, weight: .semibold, design: .rounded))
                            .lineLimit(1)
                            .minimumScaleFactor(0.8)
                    }
                }
                .frame(height: 30)
            }
            Spacer()
            Text(g.series).font(.caption).foregroundColor(.secondary).lineLimit(1).minimumScaleFactor(0.92)
        }
    }

    private func badge(_ id: String) -> some View {
        let t = Team.named(id)
        return VStack(spacing: 4) {
            ZStack {
                Circle().fill(t.tint(scheme))
                Text(t.abbr).font(.system(size: 13, weight: .heavy)).foregroundColor(.white)
            }
            .frame(width: 46, height: 46)
            Text(t.short).font(.caption.weight(.semibold)).lineLimit(1)
        }
        .frame(width: 72)
    }

    @ViewBuilder private func footer(_ g: Game) -> some View {
        let away = Team.named(g.away), home = Team.named(g.home)
        switch g.status {
        case .pre: Text("\(g.venue) · \(away.abbr) \(away.record), \(home.abbr) \(home.record)")
        case .live: Text(g.lastPlay)
        case .final: Text("\(g.leaders.first?.name ?? "") \(g.leaders.first?.line ?? "")")
        }
    }

    private func medium(_ g: Game) -> some View {
        VStack(spacing: 0) {
            HStack {
                status(g)
                Spacer()
                Text("\(g.game) · \(g.series)").foregroundColor(.secondary).lineLimit(1)
            }
            .font(.caption.weight(.semibold))
            Spacer(minLength: 4)
            HStack(spacing: 4) {
                badge(g.away)
                if g.status == .pre {
                    VStack(spacing: 2) {
                        Text(g.tipoff, style: .time).font(.system(size: 28, weight: .semibold, design: .rounded))
                        Text("Tip-off").font(.caption).foregroundColor(.secondary)
                    }
                    .frame(maxWidth: .infinity)
                } else {
                    HStack(spacing: 8) {
                        Text(String(g.awayScore)).frame(maxWidth: .infinity, alignment: .trailing)
                        Text("–").foregroundStyle(.tertiary)
                        Text(String(g.homeScore)).frame(maxWidth: .infinity, alignment: .leading)
                    }
                    .font(.system(size: 38, weight: .semibold, design: .rounded))
                    .lineLimit(1)
                    .minimumScaleFactor(0.7)
                    .frame(maxWidth: .infinity)
                }
                badge(g.home)
            }
            Spacer(minLength: 4)
            footer(g)
                .font(.caption)
                .foregroundColor(.secondary)
                .lineLimit(1)
                .frame(maxWidth: .infinity)
        }
    }

    private func large(_ g: Game) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                status(g)
                Spacer()
                Text("\(g.game) · \(g.series)").foregroundColor(.secondary).lineLimit(1)
            }
            .font(.footnote.weight(.semibold))
            ForEach([g.away, g.home], id: \.self) { id in
                let t = Team.named(id)
                Link(destination: URL(string: "courtside://team/\(id)")!) {
                    HStack(spacing: 10) {
                        ZStack {
                            Circle().fill(t.tint(scheme))
                            Text(t.abbr).font(.system(size: 12, weight: .heavy)).foregroundColor(.white)
                        }
                        .frame(width: 36, height: 36)
                        VStack(alignment: .leading, spacing: 0) {
                            Text(t.short).font(.headline)
                            Text(t.record).font(.caption).foregroundColor(.secondary)
                        }
                        Spacer()
                        if g.status != .pre {
                            Text(String(g.score(id))).font(.system(size: 30, weight: .semibold, design: .rounded))
                        }
                    }
                }
            }
            Divider()
            if g.status == .pre {
                VStack(alignment: .leading, spacing: 10) {
                    HStack(spacing: 8) {
                        Image(systemName: "sportscourt.fill").foregroundColor(.secondary)
                        Text(g.venue)
                    }
                    HStack(spacing: 8) {
                        Image(systemName: "clock.fill").foregroundColor(.secondary)
                        Text("Tip-off \(g.tipoff, style: .time)")
                    }
                    HStack(spacing: 8) {
                        Image(systemName: "trophy.fill").foregroundColor(.secondary)
                        Text(g.series)
                    }
                }
                .font(.subheadline)
                .frame(maxWidth: .infinity, alignment: .leading)
            } else {
                VStack(alignment: .leading, spacing: 6) {
                    HStack(spacing: 0) {
                        Text("").frame(maxWidth: .infinity, alignment: .leading)
                        ForEach(["1", "2", "3", "4"], id: \.self) { q in
                            Text(q).frame(width: 30)
                        }
                        Text("T").frame(width: 38)
                    }
                    .font(.caption.weight(.semibold))
                    .foregroundColor(.secondary)
                    ForEach([g.away, g.home], id: \.self) { id in
                        let quarters = g.quarters(id)
                        HStack(spacing: 0) {
                            Text(Team.named(id).abbr).font(.subheadline.weight(.semibold)).frame(maxWidth: .infinity, alignment: .leading)
                            ForEach(Array(quarters.enumerated()), id: \.offset) { _, points in
                                Text(String(points)).frame(width: 30)
                            }
                            ForEach(quarters.count..<4, id: \.self) { _ in
                                Text("–").foregroundStyle(.tertiary).frame(width: 30)
                            }
                            Text(String(g.score(id))).font(.subheadline.weight(.bold)).frame(width: 38)
                        }
                        .font(.subheadline)
                    }
                    Divider()
                    Text(g.status == .final ? "Top performers" : "Leaders").font(.caption.weight(.semibold)).foregroundColor(.secondary)
                    ForEach(g.leaders.prefix(2)) { l in
                        HStack(spacing: 8) {
                            Capsule().fill(Team.named(l.team).tint(scheme)).frame(width: 4, height: 18)
                            Text(l.name).font(.subheadline.weight(.semibold)).lineLimit(1)
                            Spacer(minLength: 8)
                            Text(l.line).font(.subheadline).foregroundColor(.secondary)
                        }
                    }
                }
            }
            Spacer(minLength: 0)
            if g.status == .live && !g.lastPlay.isEmpty {
                HStack(spacing: 6) {
                    Image(systemName: "basketball.fill").foregroundColor(accent)
                    Text(g.lastPlay).foregroundColor(.secondary).lineLimit(1)
                }
                .font(.footnote)
            }
        }
    }

    private func rectangular(_ g: Game) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Group {
                switch g.status {
                case .pre: Text("Tonight \(g.tipoff, style: .time)")
                case .live: Text("\(g.period) · \(g.clock)")
                case .final: Text("Final")
                }
            }
            .font(.headline)
            .widgetAccentable()
            ForEach([g.away, g.home], id: \.self) { id in
                let t = Team.named(id)
                HStack {
                    Text(t.abbr)
                    Spacer()
                    if g.status == .pre {
                        Text(t.record)
                    } else {
                        Text(String(g.score(id)))
                    }
                }
                .font(.subheadline.weight(.semibold))
            }
        }
    }

    @ViewBuilder private func inline(_ g: Game) -> some View {
        let away = Team.named(g.away), home = Team.named(g.home)
        switch g.status {
        case .pre: Text("\(away.abbr) at \(home.abbr) \(g.tipoff, style: .time)")
        case .live: Text("\(away.abbr) \(String(g.awayScore)) \(home.abbr) \(String(g.homeScore)) · \(g.period)")
        case .final: Text("\(away.abbr) \(String(g.awayScore)) \(home.abbr) \(String(g.homeScore)) · Final")
        }
    }
}

/// The Home Screen families fill the container and open the team's game.
private struct GameFrame: ViewModifier {
    var url: URL?
    var surface: Color
    func body(content: Content) -> some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .widgetURL(url)
            .containerBackground(surface, for: .widget)
    }
}

public struct GameScoreWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "GameScore", intent: SelectTeamIntent.self, provider: GameProvider()) { entry in
            GameScoreView(entry: entry, team: entry.team)
        }
        .configurationDisplayName("Game Score")
        .description("Follow your team's game as it happens.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular, .accessoryInline])
    }
}
