/// Words for people on the gallery's pages: durations as "1 h" or "2 h 30 min" rather than seconds, file
/// names without their folders. Plain functions of their input.
enum GalleryWords {
    /// `3600` → "1 h", `9000` → "2 h 30 min", `1200` → "20 min", `45` → "45 s" (minutes rounded from 60 s on).
    static func duration(seconds: Double) -> String {
        guard seconds >= 60 else { return "\(GallerySite.format(seconds)) s" }
        return duration(minutes: Int((seconds / 60).rounded()))
    }

    /// `720` → "12 h", `95` → "1 h 35 min", `20` → "20 min".
    static func duration(minutes: Int) -> String {
        let h = minutes / 60, m = minutes % 60
        if h == 0 { return "\(m) min" }
        return m == 0 ? "\(h) h" : "\(h) h \(m) min"
    }

    /// `Stacks/../Layouts/stocks.json5` → `stocks.json5`.
    static func fileName(_ path: String) -> String {
        String(path.split(separator: "/", omittingEmptySubsequences: true).last ?? Substring(path))
    }
}
