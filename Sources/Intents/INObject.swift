/// A value of a custom type of the definition (`INTypes`): an identifier and a display string, an
/// optional subtitle and image; the generated subclasses add the type's own properties, kept in
/// ``_values``.
open class INObject: NSObject {
    public let identifier: String?
    public let displayString: String
    public let pronunciationHint: String?
    public var subtitleString: String?
    public var displayImage: INImage?
    public var alternativeSpeakableMatches: [INSpeakableString]?
    /// The generated subclass's properties by name.
    public var _values: [String: Any] = [:]

    public init(identifier: String?, display displayString: String, pronunciationHint: String? = nil) {
        self.identifier = identifier; self.displayString = displayString; self.pronunciationHint = pronunciationHint
    }

    public init(identifier: String?, display displayString: String, subtitle: String?, image: INImage?) {
        self.identifier = identifier; self.displayString = displayString; pronunciationHint = nil
        subtitleString = subtitle; displayImage = image
    }

    public func _value(_ name: String) -> Any? { _values[name] }
    public func _setValue(_ value: Any?, _ name: String) { _values[name] = value }

    open override var description: String { displayString }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INObject else { return false }
        return type(of: other) == type(of: self) && other.identifier == identifier && other.displayString == displayString
    }
    open override var hash: Int { (identifier ?? displayString).hashValue }
}

/// An image of an option (a stand-in: its name or URL is kept, widgetsnap's sheet does not draw it).
open class INImage: NSObject {
    public let name: String?
    public let url: URL?
    public let data: Data?
    public init(named name: String) { self.name = name; url = nil; data = nil }
    public init(url: URL) { self.url = url; name = nil; data = nil }
    public init(imageData: Data) { data = imageData; name = nil; url = nil }
    public static func systemImageNamed(_ name: String) -> INImage { INImage(named: name) }
}

/// A string with how it is spoken (Siri): the text is kept.
open class INSpeakableString: NSObject {
    public let spokenPhrase: String
    public let vocabularyIdentifier: String?
    public let pronunciationHint: String?
    public init(spokenPhrase: String) { self.spokenPhrase = spokenPhrase; vocabularyIdentifier = nil; pronunciationHint = nil }
    public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.vocabularyIdentifier = vocabularyIdentifier; self.spokenPhrase = spokenPhrase; self.pronunciationHint = pronunciationHint
    }
}
