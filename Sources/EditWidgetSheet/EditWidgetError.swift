import SnapshotFiles

/// What stopped the Edit Widget sheet being drawn.
public enum EditWidgetError: DescribedError, Equatable {
    /// The renderer failed drawing the sheet.
    case drawing(reason: String)

    public var message: String {
        switch self {
        case .drawing(let reason): reason
        }
    }

    public var hint: String? { nil }
}
