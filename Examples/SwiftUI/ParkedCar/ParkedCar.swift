// Parked Car (Layouts/parked-car.json5) written as a SwiftUI widget: the same design, compiled
// against widgetsnap's SwiftUI and WidgetKit modules on Linux. The test
// Tests/WidgetSnapUITests/ExampleAgreementTests.swift renders both and requires identical pixels.
import AppIntents
import SwiftUI
import WidgetKit

struct ParkedCarIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Parked Car"

    @Parameter(title: "Show Parking Meter", default: true)
    var showMeter: Bool
}

struct ParkedCarEntry: TimelineEntry {
    let date: Date
    let relevance: TimelineEntryRelevance?
    let street: String, cross: String, walk: String, distance: String
    let parkedAt: Date, meterEnds: Date
    let meterLeft: Double
    let meterLow: Bool
    var showMeter = true
}

private func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

extension ParkedCarEntry {
    static let samples: [ParkedCarEntry] = [
        ParkedCarEntry(date: utc("2026-06-01T09:10:00Z"), relevance: TimelineEntryRelevance(score: 0.2),
                       street: "Hayes St", cross: "near Octavia Blvd", walk: "4 min", distance: "0.2 mi",
                       parkedAt: utc("2026-06-01T09:05:00Z"), meterEnds: utc("2026-06-01T11:05:00Z"), meterLeft: 115, meterLow: false),
        ParkedCarEntry(date: utc("2026-06-01T10:45:00Z"), relevance: TimelineEntryRelevance(score: 1, duration: 1200),
                       street: "Hayes St", cross: "near Octavia Blvd", walk: "6 min", distance: "0.3 mi",
                       parkedAt: utc("2026-06-01T09:05:00Z"), meterEnds: utc("2026-06-01T11:05:00Z"), meterLeft: 20, meterLow: true),
        ParkedCarEntry(date: utc("2026-06-01T17:30:00Z"), relevance: TimelineEntryRelevance(score: 0.6, duration: 1800),
                       street: "Fell St", cross: "at Gough St", walk: "12 min", distance: "0.6 mi",
                       parkedAt: utc("2026-06-01T13:20:00Z"), meterEnds: utc("2026-06-01T18:00:00Z"), meterLeft: 30, meterLow: false),
    ]
}

struct ParkedCarProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ParkedCarEntry { ParkedCarEntry.samples[0] }
    func snapshot(for configuration: ParkedCarIntent, in context: Context) async -> ParkedCarEntry { entries(for: configuration)[1] }
    func timeline(for configuration: ParkedCarIntent, in context: Context) async -> Timeline<ParkedCarEntry> {
        Timeline(entries: entries(for: configuration), policy: .atEnd)
    }
    private func entries(for configuration: ParkedCarIntent) -> [ParkedCarEntry] {
        ParkedCarEntry.samples.map { entry in
            var e = entry
            e.showMeter = configuration.showMeter
            return e
        }
    }
}

extension Color {
    init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, opacity: alpha)
    }
}

/// The app's palette, light and dark.
struct Palette {
    var scheme: ColorScheme
    func pick(_ light: UInt32, _ dark: UInt32, alpha: Double = 1) -> Color { Color(hex: scheme == .dark ? dark : light, alpha: alpha) }
    var land: Color { pick(0xF2EFE9, 0x2A2B2E) }
    var road: Color { pick(0xFFFFFF, 0x45474D) }
    var park: Color { pick(0xCDE8C4, 0x2D4231) }
    var water: Color { pick(0xAAD3F2, 0x1F3A52) }
    var platter: Color { pick(0xFFFFFF, 0x1C1C1E, alpha: 235.0 / 255) }
    var car: Color { pick(0x007AFF, 0x0A84FF) }
    var meterLow: Color { pick(0xFF9500, 0xFF9F0A) }
}

struct CarPin: View {
    var size: CGFloat, inset: CGFloat, glyph: CGFloat
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        ZStack {
            Circle().fill(Color.white)
            Circle().fill(Palette(scheme: scheme).car).padding(inset)
            Image(systemName: "car.fill").font(.system(size: glyph, weight: .semibold)).foregroundColor(.white)
        }
        .frame(width: size, height: size)
    }
}

struct MapBackground: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let p = Palette(scheme: scheme)
        ZStack {
            p.land
            VStack(spacing: 0) {
                Spacer()
                HStack(spacing: 0) {
                    Spacer()
                    Spacer()
                    RoundedRectangle(cornerRadius: 8).fill(p.park).frame(width: 70, height: 46)
                    Spacer()
                }
                Spacer()
                Spacer()
                Spacer()
            }
            VStack(spacing: 0) {
                Spacer()
                Ellipse().fill(p.water).frame(width: 140, height: 60).frame(maxWidth: .infinity, alignment: .trailing)
            }
            VStack(spacing: 0) {
                Spacer()
                Rectangle().fill(p.road).frame(height: 11)
                Spacer()
                Spacer()
                Rectangle().fill(p.road).frame(height: 7)
                Spacer()
            }
            HStack(spacing: 0) {
                Spacer(minLength: 24)
                Rectangle().fill(p.road).frame(width: 11)
                Spacer()
                Spacer()
                Spacer()
                Rectangle().fill(p.road).frame(width: 7)
                Spacer()
            }
        }
    }
}

struct ParkedCarView: View {
    var entry: ParkedCarEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var scheme

    private var palette: Palette { Palette(scheme: scheme) }
    /// The time left on the meter, counting down from the entry's date.
    private var meterTimer: Text { Text(entry.meterEnds, style: .timer) }

    var body: some View {
        content
            .widgetURL(URL(string: "maps://parked-car"))
            .padding(11) // a graphic layout: the tighter 11 pt margins
            .containerBackground(for: .widget) { MapBackground() }
    }

    @ViewBuilder private var content: some View {
        switch family {
        case .systemSmall: small
        case .systemMedium: medium
        default: large
        }
    }

    private var small: some View {
        VStack(alignment: .leading, spacing: 0) {
            CarPin(size: 42, inset: 4, glyph: 15)
            Spacer()
            VStack(alignment: .leading, spacing: 1) {
                Text(entry.street).font(.subheadline.weight(.semibold)).lineLimit(1)
                Text("\(entry.walk) walk").font(.caption).foregroundColor(.secondary)
                if entry.showMeter {
                    HStack(spacing: 3) {
                        Image(systemName: "parkingsign.circle.fill")
                        Text("\(meterTimer) left")
                    }
                    .font(.caption.weight(.semibold))
                    .foregroundColor(entry.meterLow ? palette.meterLow : .secondary)
                }
            }
            .padding(10)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(ContainerRelativeShape().fill(palette.platter))
        }
    }

    private var medium: some View {
        HStack(spacing: 0) {
            CarPin(size: 50, inset: 4, glyph: 18)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            VStack(alignment: .leading, spacing: 0) {
                Text(entry.street).font(.headline).lineLimit(1)
                Text(entry.cross).font(.caption).foregroundColor(.secondary).lineLimit(1)
                Spacer(minLength: 6)
                HStack(spacing: 5) {
                    Image(systemName: "figure.walk").foregroundColor(palette.car)
                    Text("\(entry.walk) · \(entry.distance)")
                }
                .font(.footnote.weight(.medium))
                if entry.showMeter {
                    VStack(alignment: .leading, spacing: 2) {
                        HStack(spacing: 5) {
                            Image(systemName: "parkingsign.circle.fill").foregroundColor(entry.meterLow ? palette.meterLow : palette.car)
                            Text("\(meterTimer) left")
                        }
                        .font(.footnote.weight(.medium))
                        ProgressView(value: entry.meterLeft, total: 120).font(.caption2)
                    }
                    .padding(.top, 4)
                } else {
                    HStack(spacing: 5) {
                        Image(systemName: "clock.fill").foregroundColor(.secondary)
                        Text("Since \(entry.parkedAt, style: .time)")
                    }
                    .font(.footnote.weight(.medium))
                    .padding(.top, 4)
                }
            }
            .padding(12)
            .frame(width: 176, alignment: .leading)
            .frame(maxHeight: .infinity)
            .background(ContainerRelativeShape().fill(palette.platter))
        }
    }

    private var large: some View {
        VStack(spacing: 0) {
            CarPin(size: 60, inset: 5, glyph: 22)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            VStack(alignment: .leading, spacing: 10) {
                VStack(alignment: .leading, spacing: 0) {
                    Text(entry.street).font(.title3.weight(.semibold)).lineLimit(1)
                    Text(entry.cross).font(.subheadline).foregroundColor(.secondary)
                }
                HStack {
                    HStack(spacing: 5) {
                        Image(systemName: "figure.walk").foregroundColor(palette.car)
                        Text("\(entry.walk) · \(entry.distance)")
                    }
                    Spacer()
                    HStack(spacing: 5) {
                        Image(systemName: "clock.fill").foregroundColor(.secondary)
                        Text("Since \(entry.parkedAt, style: .time)")
                    }
                }
                .font(.subheadline.weight(.medium))
                if entry.showMeter {
                    VStack(alignment: .leading, spacing: 2) {
                        HStack(spacing: 5) {
                            Image(systemName: "parkingsign.circle.fill").foregroundColor(entry.meterLow ? palette.meterLow : palette.car)
                            Text("Meter")
                            Spacer()
                            meterTimer.foregroundColor(entry.meterLow ? palette.meterLow : .primary)
                        }
                        .font(.subheadline.weight(.medium))
                        ProgressView(value: entry.meterLeft, total: 120).font(.caption2)
                    }
                }
                HStack(spacing: 10) {
                    Link(destination: URL(string: "maps://parked-car/directions")!) {
                        HStack(spacing: 6) {
                            Image(systemName: "arrow.triangle.turn.up.right.diamond.fill")
                            Text("Directions")
                        }
                        .font(.subheadline.weight(.semibold))
                        .foregroundColor(.white)
                        .frame(maxWidth: .infinity, minHeight: 36)
                        .background(Capsule().fill(palette.car))
                    }
                    Link(destination: URL(string: "maps://parked-car/share")!) {
                        HStack(spacing: 6) {
                            Image(systemName: "square.and.arrow.up")
                            Text("Share")
                        }
                        .font(.subheadline.weight(.semibold))
                        .foregroundColor(palette.car)
                        .frame(maxWidth: .infinity, minHeight: 36)
                        .background(Capsule().fill(palette.land))
                    }
                }
            }
            .padding(14)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(ContainerRelativeShape().fill(palette.platter))
        }
    }
}

public struct ParkedCarWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "ParkedCar", intent: ParkedCarIntent.self, provider: ParkedCarProvider()) { entry in
            ParkedCarView(entry: entry)
        }
        .configurationDisplayName("Parked Car")
        .description("Find your car and keep an eye on the parking meter.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
        .contentMarginsDisabled()
    }
}
