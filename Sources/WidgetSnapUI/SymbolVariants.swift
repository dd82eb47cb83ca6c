import Foundation
import WidgetModel

/// SF Symbols' variants (`.fill`, `.circle`, `.square`, `.rectangle`, `.slash`, combined as
/// `.circle.fill`), set with ``View/symbolVariant(_:)`` for the symbols inside: `Image(systemName: "bell")`
/// under `.symbolVariant(.fill)` draws `bell.fill`. As on iOS, a variant the symbol does not have
/// (here: a name the symbol table lacks) is dropped, the most specific part first.
public struct SymbolVariants: Hashable, Sendable {
    var shape: String?
    var isFill = false
    var isSlash = false
    public static let none = SymbolVariants()
    public static let fill = SymbolVariants(isFill: true)
    public static let slash = SymbolVariants(isSlash: true)
    public static let circle = SymbolVariants(shape: "circle")
    public static let square = SymbolVariants(shape: "square")
    public static let rectangle = SymbolVariants(shape: "rectangle")
    public var fill: SymbolVariants { var v = self; v.isFill = true; return v }
    public var slash: SymbolVariants { var v = self; v.isSlash = true; return v }
    public var circle: SymbolVariants { var v = self; v.shape = "circle"; return v }
    public var square: SymbolVariants { var v = self; v.shape = "square"; return v }
    public var rectangle: SymbolVariants { var v = self; v.shape = "rectangle"; return v }
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFill || isFill) && (!other.isSlash || isSlash)
    }

    /// The layout format's value (``SymbolVariantSet``): one resolution for both front ends.
    var model: SymbolVariantSet { SymbolVariantSet(shape: shape, isFill: isFill, isSlash: isSlash) }

    /// `name` with the variants the symbol table has: `bell` + `.slash.fill` is `bell.slash.fill`.
    func apply(to name: String) -> String {
        guard self != .none, let catalog = try? SymbolCatalog.builtIn() else { return name }
        return model.apply(to: name) { catalog.glyph(for: $0) != nil }
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// The variant of the SF Symbols inside (drawn: the variant's own symbol where the table has it).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modified(.environment { c in
            c.values.symbolVariants = variant
            EnvironmentModifier.symbolVariant(variant.model).apply(to: &c.env, redactsPrivate: c.redactsPrivate) { _ in NamedColor(RGBA(0, 0, 0)) }
        })
    }
}
