import Foundation

/// `.gaugeStyle(.linearCapacity)` in a system family, as iOS draws it: the label above a thick
/// capsule filled from the leading edge in the tint (the accent colour when none is set) over a
/// grey track, the minimum and maximum value labels at its ends. Measured on the WidgetExamples
/// README screenshot of its Lock Screen widget in systemSmall (about 10 px per point): the label in
/// the environment's font (not restyled: body, 17 pt, by default), its descender about 11.3 pt above
/// a 16 pt bar, the track the tertiary system fill (#EFEFF0 on white). The bound labels (caption, 6 pt
/// from the bar) are estimated. In the accessory families the engine's thin bar is drawn (as the
/// layout format's `linearCapacity`), since there the Lock Screen's monochrome bar is what iOS shows.
struct _SystemCapacityGauge: View {
    let configuration: GaugeStyleConfiguration
    static let barHeight: CGFloat = 16
    /// From the label's line to the bar: the descender of a body-sized label ends about 11.3 pt above it.
    static let labelSpacing: CGFloat = 10.5
    var body: some View {
        let values = EnvironmentValues.current
        let tint = values.tintColor.map { Color(named: $0) } ?? Color.accentColor
        let fraction = CGFloat(min(1, max(0, configuration.value)))
        VStack(alignment: .leading, spacing: Self.labelSpacing) {
            configuration.label
            HStack(spacing: 6) {
                if let minimum = configuration.minimumValueLabel { minimum.font(.caption).foregroundStyle(Color.secondary) }
                _CapacityBarLayout(fraction: fraction, height: Self.barHeight) {
                    Capsule().fill(FillShapeStyle(level: 2))
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
