import Foundation
import WidgetModel

/// Whether a gauge's label is nothing, or one text with nothing of its own (no modifier, no colour or
/// font of its own): the engine draws such a label from its string, as a layout file's template.
@MainActor
func isPlainText<V: View>(_ v: V, _ context: _EvaluationContext) -> Bool {
    let nodes = evaluate(v, context)
    if nodes.isEmpty { return true }
    guard nodes.count == 1, case .text = nodes[0].view.content else { return false }
    return nodes[0].view.modifiers.isEmpty && nodes[0].view.children.isEmpty && nodes[0].view.environment == context.env
}

/// A built-in gauge whose label is a view the engine cannot draw from a string (a styled text, an
/// image, a stack): the engine's gauge without that label, and the label as a view where the engine
/// draws it, in the engine's font and the tint unless the label sets its own (SwiftUI keeps a gauge
/// label's own colour and font). Circular styles: the current value label centred in the ring at
/// 0.28 of its side, semibold. Linear styles: the label above the bar in the caption style, on one
/// line, 4 pt above the 6 pt bar.
struct _StyledLabelGauge: View {
    let gauge: _EngineGauge
    let label: _ConfigurationView
    let circular: Bool
    var body: some View {
        var bare = gauge
        bare.drawsLabel = false
        return Group {
            if circular {
                bare.overlay {
                    GeometryReader { proxy in
                        let side = min(proxy.size.width, proxy.size.height)
                        label.font(.system(size: max(9, side * 0.28), weight: .semibold)).lineLimit(1)
                            .tintedForeground()
                            .frame(width: proxy.size.width, height: proxy.size.height)
                    }
                }
            } else {
                VStack(alignment: .leading, spacing: 4) {
                    label.font(.caption).lineLimit(1).tintedForeground()
                    bare
                }
            }
        }
    }
}

extension View {
    /// The views inside in the gauge's colour: the tint when one is set (``_EvaluationContext/tinted``).
    func tintedForeground() -> some View { modified(.environment { $0 = $0.tinted }) }
}
