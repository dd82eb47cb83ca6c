import Foundation
import WidgetModel
import CombineCore

// Animations: accepted, and nothing to draw in a still image (no note): a widget snapshot shows the
// state after every animation has finished, which is the state the views describe.

/// How a change animates (accepted; a snapshot shows the end state).
public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear"), easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut"), easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring"), interactiveSpring = Animation(name: "interactiveSpring")
    public static let bouncy = Animation(name: "bouncy"), smooth = Animation(name: "smooth"), snappy = Animation(name: "snappy")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation { .interactiveSpring }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// The context of a change (accepted).
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` at once (no animation is drawn) and returns its result.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result { try body() }

/// How a view comes and goes (accepted; a snapshot shows it in place).
public struct AnyTransition: Sendable {
    let name: String
    public static let identity = AnyTransition(name: "identity"), opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale"), slide = AnyTransition(name: "slide")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    /// Accepted: no effect on a snapshot (an animation).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { modified(.ignored) }
    public func animation(_ animation: Animation?) -> some View { modified(.ignored) }
    public func transition(_ t: AnyTransition) -> some View { modified(.ignored) }
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { modified(.ignored) }
}

extension ContentTransition {
    /// Digits rolling to `value` (accepted: no effect on a snapshot).
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
}

// Events: a widget is drawn once and never appears, changes or receives anything, so these closures
// are not run (as in a widget on iOS, whose views are archived rather than run).
extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { modified(.ignored) }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { modified(.ignored) }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { modified(.ignored) }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { modified(.ignored) }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { modified(.ignored) }
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never { modified(.ignored) }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { modified(.ignored) }
}
