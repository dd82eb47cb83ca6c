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
                _CapacityBarLayout(fraction: fraction, height: Self.barHeight) {
                    Capsule().fill(Color(white: 0.47, opacity: 0.2))
                    Capsule().fill(tint)
                }
                if let maximum = configuration.maximumValueLabel { maximum.font(.caption).foregroundStyle(Color.secondary) }
            }
        }
    }
}

/// The bar: the track across the width offered, the fill from the leading edge over `fraction` of it
/// (at least the bar's height, so a small value is a dot as on iOS; nothing at zero).
struct _CapacityBarLayout: Layout {
    let fraction: CGFloat
    let height: CGFloat
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 100, height: height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: height))
        let width = fraction > 0 ? max(height, bounds.width * fraction) : 0
        subviews[1].place(at: bounds.origin, proposal: ProposedViewSize(width: width, height: height))
    }
}
