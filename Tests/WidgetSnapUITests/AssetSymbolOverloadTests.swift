import Testing
import WidgetSnapUI

// What Xcode's generated asset symbol extensions declare for a colour set named "accent":
// a `ColorResource` member and a `UIColor` member of the same name (xdripswift's widget writes
// `Color(.colorSecondary)` with both declared).
extension ColorResource { fileprivate static let overloadAccent = ColorResource(name: "accent", bundle: .main) }
extension UIColor { fileprivate static var overloadAccent: UIColor { UIColor(resource: .overloadAccent) } }

/// `Color(.name)` compiles when both members exist, and means the colour resource.
@Test func colorOfAnAssetSymbolIsTheResource() {
    #expect(Color(.overloadAccent) == Color(ColorResource.overloadAccent))
}
