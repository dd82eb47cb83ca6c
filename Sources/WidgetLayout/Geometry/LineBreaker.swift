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

/// The line breaking of ``LineBreaker`` for a styled text, whose characters advance by their runs'
/// fonts: the same greedy breaks, and text past `maxLines` cut as the truncation mode says (tail:
/// "…" after the longest prefix that fits, head: before the longest suffix, middle: between a
/// prefix and a suffix of about equal length). A newline in cut text reads as a space.
struct StyledLineBreaker {
    let characters: [Character]
    /// Each character's advance (a newline's: a space's in its run).
    let advances: [Double]
    /// The advance of "…" drawn in the run of the character at an index.
    let ellipsis: (Int) -> Double

    private func width(_ r: Range<Int>) -> Double { advances[r].reduce(0, +) }

    func layout(font: ResolvedFont, maxWidth: Double?, maxLines: Int?, mode: TruncationMode, metrics: LineMetrics) -> TextLayout {
        var lines: [Range<Int>] = []
        var start = 0
        let n = characters.count
        while start <= n {
            var end = start
            while end < n, characters[end] != "\n" { end += 1 }
            breakParagraph(start..<end, maxWidth, into: &lines)
            start = end + 1
        }
        var texts = lines.map { String(characters[$0]) }
        var widths = lines.map(width)
        var truncated = false
        if let maxLines, lines.count > max(1, maxLines) {
            let keep = max(1, maxLines)
            let rest = lines[keep - 1].lowerBound..<lines[lines.count - 1].upperBound
            let (text, w) = truncate(rest, maxWidth, mode)
            texts = Array(texts.prefix(keep - 1)) + [text]
            widths = Array(widths.prefix(keep - 1)) + [w]
            truncated = true
        }
        let out = zip(texts, widths).map { TextLine(text: $0, width: $1) }
        return TextLayout(lines: out, size: Size(widths.max() ?? 0, Double(out.count) * metrics.lineHeight),
                          truncated: truncated, font: font, metrics: metrics)
    }

    private func breakParagraph(_ p: Range<Int>, _ maxWidth: Double?, into lines: inout [Range<Int>]) {
        guard let limit = maxWidth else { lines.append(p); return }
        var words: [Range<Int>] = []
        var lo = p.lowerBound
        for i in p where characters[i] == " " { words.append(lo..<i); lo = i + 1 }
        words.append(lo..<p.upperBound)
        var current = p.lowerBound..<p.lowerBound
        for word in words {
            let candidate = current.isEmpty ? word : current.lowerBound..<word.upperBound
            if width(candidate) <= limit + 0.0001 { current = candidate; continue }
            if !current.isEmpty { lines.append(current) }
            var piece = word.lowerBound..<word.lowerBound
            for i in word {
                if !piece.isEmpty, width(piece) + advances[i] > limit + 0.0001 { lines.append(piece); piece = i..<i }
                piece = piece.lowerBound..<(i + 1)
            }
            current = piece
        }
        lines.append(current)
    }

    /// The characters of `r` that fit `maxWidth` with "…" where `mode` puts it, and their width.
    private func truncate(_ r: Range<Int>, _ maxWidth: Double?, _ mode: TruncationMode) -> (String, Double) {
        func text(_ r: Range<Int>) -> String { String(characters[r].map { $0 == "\n" ? " " : $0 }) }
        guard let maxWidth, width(r) > maxWidth + 0.0001 else { return (text(r), width(r)) }
        var head = r.lowerBound, tail = r.upperBound   // kept: r.lowerBound..<head and tail..<r.upperBound
        let at = mode == .head ? max(r.lowerBound, r.upperBound - 1) : r.lowerBound
        let budget = maxWidth - ellipsis(at)
        var used = 0.0
        var fromFront = mode != .head
        while head < tail {
            let i = fromFront ? head : tail - 1
            if used + advances[i] > budget + 0.0001 { break }
            used += advances[i]
            if fromFront { head += 1 } else { tail -= 1 }
            if mode == .middle { fromFront.toggle() }
        }
        while head > r.lowerBound, characters[head - 1] == " " || characters[head - 1] == "\n" { head -= 1; used -= advances[head] }
        while tail < r.upperBound, characters[tail] == " " || characters[tail] == "\n" { used -= advances[tail]; tail += 1 }
        return (text(r.lowerBound..<head) + "…" + text(tail..<r.upperBound), used + ellipsis(at))
    }
}

extension StyledText {
    /// Each character of the text with the index of its run.
    var characterRuns: [(Character, Int)] {
        runs.enumerated().flatMap { i, run in run.text.map { ($0, i) } }
    }

    /// A breaker for the font-free measurers: `advance` gives a character's advance in a run,
    /// letter spacing included.
    func breaker(_ advance: (Character, StyledRun) -> Double) -> StyledLineBreaker {
        let chars = characterRuns
        let advances = chars.map { ch, i in advance(ch == "\n" ? " " : ch, runs[i]) }
        let runOf = chars.map(\.1)
        let ellipses = runs.map { advance("…", $0) }
        return StyledLineBreaker(characters: chars.map(\.0), advances: advances) { i in
            runOf.isEmpty ? 0 : ellipses[runOf[min(max(0, i), runOf.count - 1)]]
        }
    }
}
