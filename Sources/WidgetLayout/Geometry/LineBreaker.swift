import WidgetModel

/// Greedy line breaking shared by the font-free measurers: words wrap at spaces, a word longer
/// than the line breaks between characters, and text past `maxLines` is cut with "…".
struct LineBreaker {
    let advance: (Character) -> Double

    func width(_ s: some StringProtocol) -> Double { s.reduce(0) { $0 + advance($1) } }

    func layout(_ text: String, font: ResolvedFont, maxWidth: Double?, maxLines: Int?, metrics: LineMetrics) -> TextLayout {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let limit = maxWidth else { lines.append(String(paragraph)); continue }
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if width(candidate) <= limit + 0.0001 { current = candidate; continue }
                if !current.isEmpty { lines.append(current); current = "" }
                var piece = ""
                for ch in word {
                    if !piece.isEmpty, width(piece) + advance(ch) > limit + 0.0001 { lines.append(piece); piece = "" }
                    piece.append(ch)
                }
                current = piece
            }
            lines.append(current)
        }
        var truncated = false
        if let maxLines, lines.count > max(1, maxLines) {
            let keep = max(1, maxLines)
            let rest = lines[(keep - 1)...].joined(separator: " ")
            lines = Array(lines.prefix(keep - 1)) + [truncate(rest, maxWidth)]
            truncated = true
        }
        let out = lines.map { TextLine(text: $0, width: width($0)) }
        return TextLayout(lines: out, size: Size(out.map(\.width).max() ?? 0, Double(out.count) * metrics.lineHeight),
                          truncated: truncated, font: font, metrics: metrics)
    }

    /// The longest prefix that fits with "…" after it (trailing spaces dropped).
    private func truncate(_ s: String, _ maxWidth: Double?) -> String {
        guard let maxWidth else { return s }
        if width(s) <= maxWidth + 0.0001 { return s }
        var kept = ""
        let budget = maxWidth - advance("…")
        for ch in s {
            if width(kept) + advance(ch) > budget + 0.0001 { break }
            kept.append(ch)
        }
        while kept.hasSuffix(" ") { kept.removeLast() }
        return kept + "…"
    }
}
