/// A label's title and icon apart, for surfaces that place them apart (a control draws its symbol
/// in a circle and its title beside it: WidgetKit's controls).
@MainActor @preconcurrency
public protocol _LabelParts {
    var _titleView: AnyView { get }
    var _iconView: AnyView { get }
}

extension Label: _LabelParts {
    public var _titleView: AnyView { AnyView(title) }
    public var _iconView: AnyView { AnyView(icon) }
}
