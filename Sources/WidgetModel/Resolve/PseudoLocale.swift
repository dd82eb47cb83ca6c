/// Android-style pseudo-localization of a view's text, so that truncation, clipping and
/// right-to-left problems show before translations exist:
/// - `en-XA`: letters accented (`Ŕåîñ ûñţîļ`), about 40 % longer (padding words), in brackets: `[Ŕåîñ ûñţîļ 9:41 AM one two]`;
/// - `ar-XB`: the text wrapped in RIGHT-TO-LEFT OVERRIDE … POP DIRECTIONAL FORMATTING, so it draws mirrored and right to left.
/// Texts without letters (a temperature, a price) are left alone, as Android leaves non-translatable strings.
public enum PseudoLocale {
    static let accents: [Character: Character] = [
        "a": "å", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ", "k": "ķ", "l": "ļ",
        "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ", "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ",
        "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ", "K": "Ķ", "L": "Ļ",
        "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ",
        "Y": "Ý", "Z": "Ž",
    ]
    static let padding = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
    /// How much longer `en-XA` makes a text.
    public static let expansion = 0.4

    /// The text as the pseudo-locale shows it; other locales return it unchanged.
    public static func transform(_ text: String, locale: String) -> String {
        guard text.contains(where: \.isLetter) else { return text }
        switch locale {
        case "en-XA":
            var out = String(text.map { accents[$0] ?? $0 })
            let target = Int((Double(text.count) * expansion).rounded(.up))
            var added = 0, i = 0
            while added < target {
                let word = " " + padding[i % padding.count]
                out += word; added += word.count; i += 1
            }
            return "[" + out + "]"
        case "ar-XB":
            return "\u{202E}" + text + "\u{202C}"
        default:
            return text
        }
    }
}
