import WidgetModel

/// `widgetsnap check --json`: every file with its verdict and diagnostics.
public struct CheckResults: Codable, Sendable, Equatable {
    /// One layout file.
    public struct File: Codable, Sendable, Equatable {
        public var file: String
        public var valid: Bool
        public var kind: String?
        public var families: Int?
        public var instances: Int?
        public var entries: Int?
        public var errors: [Issue]
        public init(file: String, valid: Bool, kind: String? = nil, families: Int? = nil, instances: Int? = nil, entries: Int? = nil, errors: [Issue] = []) {
            self.file = file; self.valid = valid; self.kind = kind; self.families = families; self.instances = instances
            self.entries = entries; self.errors = errors
        }
    }

    /// One diagnostic.
    public struct Issue: Codable, Sendable, Equatable {
        public var file: String
        public var line: Int?
        public var column: Int?
        /// The JSON path of the offending value, e.g. `views.systemSmall.VStack[0]`.
        public var path: String?
        public var severity: String
        public var message: String
        public var hint: String?

        public init(_ d: Diagnostic) {
            file = d.file; line = d.location?.line; column = d.location?.column; path = d.path.map(\.description)
            severity = d.severity.rawValue; message = d.message; hint = d.hint
        }
    }

    public var files: [File]
    /// Files without errors.
    public var valid: Int
    /// Diagnostics in all files.
    public var errors: Int

    public init(files: [File]) {
        self.files = files
        valid = files.filter(\.valid).count
        errors = files.reduce(0) { $0 + $1.errors.count }
    }
}
