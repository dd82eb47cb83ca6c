import Foundation
@_exported import Observation

// The Observation framework's side of SwiftUI (iOS 17): `@Observable` classes come from the
// toolchain's own Observation module (its macro runs on Linux as on macOS), re-exported so that a
// file saying only `import SwiftUI` can use it. A still image evaluates each `body` once, so these
// wrappers hold the object they were given, as the state wrappers in State.swift do.

/// `@Bindable var model: Model`: `$model.property` is a ``Binding`` to a property of an
/// `@Observable` object.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: @unchecked Sendable {}

extension Environment {
    /// `@Environment(Model.self) var model`: the `@Observable` object an ancestor put in the
    /// environment with ``View/environment(_:)``. Reading it when none did stops the program with
    /// the type's name, as SwiftUI does.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[observable: ObservableKey<Value>()])
    }
    /// `@Environment(Model.self) var model: Model?`: nil when no ancestor set one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(\EnvironmentValues.[optionalObservable: ObservableKey<T>()])
    }
}

/// The key of an `@Observable` object in the environment: its type.
public struct ObservableKey<T: AnyObject>: Hashable, Sendable {
    public init() {}
}

extension EnvironmentValues {
    /// The object of type `T` set with `environment(_:)`; a missing one stops the program.
    public subscript<T: AnyObject>(observable key: ObservableKey<T>) -> T {
        guard let o = objects[ObjectIdentifier(T.self)] as? T else {
            fatalError("No Observable object of type \(T.self) found. A View.environment(_:) for \(T.self) may be missing as an ancestor of this view.")
        }
        return o
    }
    /// The object of type `T` set with `environment(_:)`, or nil.
    public subscript<T: AnyObject>(optionalObservable key: ObservableKey<T>) -> T? {
        objects[ObjectIdentifier(T.self)] as? T
    }
}

extension View {
    /// Puts an `@Observable` object in the environment of the views inside, for their
    /// `@Environment(Model.self)` properties (nil removes it).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modified(.environment { $0.values.objects[ObjectIdentifier(T.self)] = object })
    }
}
