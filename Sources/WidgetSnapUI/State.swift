import CombineCore
import Foundation

// State for a still image: SwiftUI keeps a view's state across updates; widgetsnap evaluates each
// `body` once, so every wrapper holds its initial value (a value set while `body` runs is seen by
// what is evaluated after it). Bindings read and write through to what they were made from.

/// A property SwiftUI updates before `body` (State, StateObject, Environment …).
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A reference cell, so that a wrapper inside a view (a value) can be written without `mutating`.
final class Cell<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A view's own value: `@State private var count = 0`; `$count` is a ``Binding`` to it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let cell: Cell<Value>
    public init(wrappedValue value: Value) { cell = Cell(value) }
    public init(initialValue value: Value) { self.init(wrappedValue: value) }
    public var wrappedValue: Value {
        get { cell.value }
        nonmutating set { cell.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        let cell = self.cell
        return Binding(get: { cell.value }, set: { cell.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: @unchecked Sendable where Value: Sendable {}

/// A reference to a value stored elsewhere: reads and writes go to it (`Toggle(isOn: $flag)`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let read: () -> Value
    let write: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { read = get; write = set }
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) { read = get; write = { set($0, Transaction()) } }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    /// A binding to a value that never changes (writes are dropped).
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> {
        let read = self.read, write = self.write
        return Binding<T>(get: { read()[keyPath: keyPath] }, set: { v in var whole = read(); whole[keyPath: keyPath] = v; write(whole) })
    }
    /// The same binding (animations are not drawn).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding {
    /// A binding to an optional that is nil when `base` is (`Binding(optionalBinding)`).
    public init?(_ base: Binding<Value?>) {
        guard let v = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? v }, set: { base.wrappedValue = $0 })
    }
    /// A binding to `base` as an optional.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

/// An object a view creates and owns: `@StateObject private var model = Model()`, made once when
/// the view is first evaluated (the autoclosure runs then).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let cell: Cell<ObjectType?>
    private let make: () -> ObjectType
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk; cell = Cell(nil) }
    public var wrappedValue: ObjectType {
        if let o = cell.value { return o }
        let o = make()
        cell.value = o
        return o
    }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }
}

/// An object a view is given: `@ObservedObject var model: Model`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// `$model.property`: a ``Binding`` to a property of the object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An object an ancestor put in the environment with ``View/environmentObject(_:)``:
/// `@EnvironmentObject var settings: Settings`. Reading it when no ancestor set one stops the
/// program with the type's name, as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType {
        guard let o = EnvironmentValues.current.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return o
    }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }
}

private struct EnvironmentObjectsKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: AnyObject] { [:] } }

extension EnvironmentValues {
    /// The objects set with `environmentObject(_:)`, by type.
    var objects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

extension View {
    /// Puts `object` in the environment of the views inside, for their `@EnvironmentObject` properties.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modified(.environment { $0.values.objects[ObjectIdentifier(T.self)] = object })
    }
}
