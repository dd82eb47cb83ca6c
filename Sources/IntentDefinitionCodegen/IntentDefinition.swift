// The subset of an `.intentdefinition` (an XML property list Xcode writes) that widget
// configuration uses, read into plain values (docs/swiftui.md, "SiriKit intents").

/// A definition file's intents, enums and custom types.
public struct IntentDefinition: Equatable, Sendable {
    public var intents: [Intent]
    public var enums: [Enum]
    public var types: [CustomType]
}

extension IntentDefinition {
    /// `INIntents[]`: the generated class is `<INIntentClassPrefix><INIntentName>Intent`.
    public struct Intent: Equatable, Sendable {
        public var name: String
        public var title: String
        public var description: String
        public var parameters: [Parameter]
        /// The generated class's name: `INIntentClassName` when the file gives one, else
        /// `<INIntentClassPrefix><INIntentName>` with "Intent" appended unless it ends with it.
        public var className: String
    }

    /// `INIntentParameters[]`.
    public struct Parameter: Equatable, Sendable {
        public var name: String
        public var title: String
        public var type: ParameterType
        public var isArray: Bool
        public var defaultValue: DefaultValue?
        public var minimum: Double?
        public var maximum: Double?
        public var dynamicOptions: Bool
        public var searchable: Bool
        public var displayPriority: Int
        public var relationship: Relationship?
    }

    public enum ParameterType: Equatable, Sendable {
        case string, integer, decimal, boolean, dateComponents, url, duration
        case enumeration(String)
        case object(String)
    }

    public enum DefaultValue: Equatable, Sendable {
        case string(String), integer(Int), decimal(Double), boolean(Bool)
    }

    /// `INIntentParameterRelationship`: the parameter is shown when its parent has a value.
    public struct Relationship: Equatable, Sendable {
        public var parent: String
        /// `EnumHasExactValue` / `BooleanHasExactValue`'s value; nil for `HasAnyValue`.
        public var value: DefaultValue?
    }

    /// `INEnums[]`.
    public struct Enum: Equatable, Sendable {
        public var name: String
        public var title: String
        public var cases: [Case]
        /// The generated Swift enum's name: `INEnumClassName` when the file gives one, else the name.
        public var className: String
        public struct Case: Equatable, Sendable {
            public var name: String
            public var index: Int
            public var title: String
        }
    }

    /// `INTypes[]`: an `INObject` subclass; `identifier`, `displayString` and the other default
    /// properties are `INObject`'s own.
    public struct CustomType: Equatable, Sendable {
        public var name: String
        public var title: String
        public var properties: [Property]
        /// The generated class's name: `INTypeClassName` when the file gives one, else the name.
        public var className: String
        public struct Property: Equatable, Sendable {
            public var name: String
            public var type: ParameterType
            public var isArray: Bool
        }
    }
}
