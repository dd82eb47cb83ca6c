/// Checks on variant names read from untrusted places (a shard's `report.json`): a name that
/// passes is a relative path of plain components, so `images/<name>.actual.png` stays inside the
/// folder it is joined to.
public enum VariantName {
    /// Why a name was refused.
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case empty, tooLong, absolute, badComponent(String), badCharacter

        public var description: String {
            switch self {
            case .empty: "the name is empty"
            case .tooLong: "the name is longer than \(VariantName.maximumLength) characters"
            case .absolute: "the name is an absolute path"
            case .badComponent(let c): "the name has the path component '\(c)'"
            case .badCharacter: "the name has a control character, a backslash or a colon"
            }
        }
    }

    public static let maximumLength = 1024

    /// Throws unless `name` is `component/component/…` with no empty, `.` or `..` component, no
    /// backslash, colon or control character, and at most ``maximumLength`` characters.
    public static func validate(_ name: String) throws(Problem) {
        guard !name.isEmpty else { throw .empty }
        guard name.count <= maximumLength else { throw .tooLong }
        guard !name.hasPrefix("/") else { throw .absolute }
        guard !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" || $0 == ":" }) else { throw .badCharacter }
        for component in name.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty || component == "." || component == ".." { throw .badComponent(String(component)) }
        }
    }
}
