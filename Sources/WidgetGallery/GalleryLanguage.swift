import HTMLMarkup
import WidgetSnapshotCore

/// Languages in the gallery: the page's Language control, when the gallery was built in more than
/// one locale (`gallery --locale en,ja,zh-Hans`), and each snapshot's locale on its figure.
enum GalleryLanguage {
    /// The locales a widget's snapshots were rendered in, in the order asked for, `en` first when present.
    static func locales(_ w: GalleryWidget) -> [String] {
        var seen: Set<String> = []
        let all = w.snapshots.map(\.locale).filter { seen.insert($0).inserted }
        return all.contains("en") ? ["en"] + all.filter { $0 != "en" } : all
    }

    /// 0 for the page's first locale, 1 for the others (the first comes first in a cell).
    static func rank(_ s: GallerySnapshot, _ locales: [String]) -> Int { s.locale == locales.first ? 0 : 1 }

    /// "English", "日本語 (ja)", "English, pseudo (en-XA)".
    static func label(_ tag: String) -> String {
        let names = ["en": "English", "de": "Deutsch", "ja": "日本語", "zh-Hans": "简体中文", "ar": "العربية", "he": "עברית",
                     "en-XA": "English, pseudo", "ar-XB": "Right-to-left pseudo"]
        guard let name = names[tag] else { return tag }
        return tag == "en" ? name : "\(name) (\(tag))"
    }

    /// The Language select, when there is more than one locale.
    static func control(_ locales: [String]) -> String {
        guard locales.count > 1 else { return "" }
        return HTMLWriter.fragment { h in
            h.open("label"); h.raw("Language "); h.open("select", ordered: ["id": "language", "aria-keyshortcuts": "l"])
            for tag in locales { h.element("option", ordered: ["value": tag, "lang": pageLanguage(tag)], text: label(tag)) }
            h.close("select"); h.close("label")
        }
    }

    /// The language tag an option's text is written in (the pseudo-locales are described in English).
    static func pageLanguage(_ tag: String) -> String { tag.hasSuffix("-XA") || tag.hasSuffix("-XB") ? "en" : tag }

    /// `data-locale` of a snapshot's figure, when the page has the control.
    static func attribute(_ s: GallerySnapshot, _ locales: [String]) -> String? {
        locales.count > 1 ? s.locale : nil
    }
}
