import Foundation

/// `.gaugeStyle(.linearCapacity)` in a system family, as iOS draws it: the label above a thick
/// capsule filled from the leading edge in the tint (the accent colour when none is set) over a
/// grey track, the minimum and maximum value labels at its ends. Dimensions estimated from iOS
/// screenshots: an 8 pt bar, the label in the subheadline style 4 pt above it, bound labels in the
/// caption style 6 pt from the bar. In the accessory families the engine's thin bar is drawn (as the
/// layout format's `linearCapacity`), since there the Lock Screen's monochrome bar is what iOS shows.
struct _SystemCapacityGauge: View {
    let configuration: GaugeStyleConfiguration
    static let barHeight: CGFloat = 8
    var body: some View {
        let values = EnvironmentValues.current
        let tint = values.tintColor.map { Color(named: $0) } ?? Color.accentColor
        let fraction = CGFloat(min(1, max(0, configuration.value)))
        VStack(alignment: .leading, spacing: 4) {
            configuration.label.font(.subheadline)
            HStack(spacing: 6) {
                if let minimum = configuration.minimumValueLabel { minimum.font(.caption).foregroundStyle(Color.secondary) }
                GeometryReader { g in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color(white: 0.47, opacity: 0.2))
                        if fraction > 0 {
                            Capsule().fill(tint).frame(width: max(Self.barHeight, g.size.width * fraction))
                        }
                    }
                    .frame(width: g.size.width, height: Self.barHeight)
                }
                .frame(height: Self.barHeight)
                if let maximum = configuration.maximumValueLabel { maximum.font(.caption).foregroundStyle(Color.secondary) }
            }
        }
    }
}
