import Foundation

/// How a value is shown: a title, a subtitle and an image.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    /// A symbol, an asset, or PNG/JPEG data (`isTemplate`: drawn in the tint, as a template).
    public struct Image: Sendable {
        public let systemName: String?
        public let name: String?
        public let data: Data?
        public let isTemplate: Bool
        public init(systemName: String, isTemplate: Bool = false) { self.systemName = systemName; name = nil; data = nil; self.isTemplate = isTemplate }
        public init(named name: String, isTemplate: Bool = false) { self.name = name; systemName = nil; data = nil; self.isTemplate = isTemplate }
        public init(data: Data, isTemplate: Bool = false) { self.data = data; name = nil; systemName = nil; self.isTemplate = isTemplate }
        public init(url: URL, isTemplate: Bool = false) {
            data = try? Data(contentsOf: url); name = nil; systemName = nil; self.isTemplate = isTemplate
        }
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
