import WidgetModel

extension HorizontalAlignment {
    /// Where a line sits across the free width of its text frame: 0 at the left, 0.5 centred, 1 at
    /// the right. Leading is the left edge in left-to-right and the right edge in right-to-left, so
    /// a text's natural alignment (`multilineTextAlignment(.leading)`, the default) is right-aligned
    /// in Arabic and Hebrew layouts, as in SwiftUI.
    public func lineFraction(in direction: LayoutDirection) -> Double {
        switch (self, direction) {
        case (.center, _): 0.5
        case (.leading, .leftToRight), (.trailing, .rightToLeft): 0
        case (.trailing, .leftToRight), (.leading, .rightToLeft): 1
        }
    }
}
