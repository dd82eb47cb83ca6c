/// How a value is shown: a title, a subtitle and an image.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public struct Image: Sendable {
        public let systemName: String?
        public let name: String?
        public init(systemName: String) { self.systemName = systemName; name = nil }
        public init(named name: String) { self.name = name; systemName = nil }
    }
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var image: Image?
    public var synonyms: [LocalizedStringResource]
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil, synonyms: [LocalizedStringResource] = []) {
        self.title = title; self.subtitle = subtitle; self.image = image; self.synonyms = synonyms
    }
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) { self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation)) }
}

/// How a type is named: "Stop", "Clock Face".
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public var name: LocalizedStringResource
    public var numericFormat: LocalizedStringResource?
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) { self.name = name; self.numericFormat = numericFormat }
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) { self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation)) }
}
