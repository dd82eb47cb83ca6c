/// The bytes of an outcome's images (the golden, the new image, the diff) as the run read or wrote
/// them, so that the report writes its copies from memory instead of reading the files back.
public struct ReportImages: Sendable, Equatable {
    public var expected: [UInt8]?
    public var actual: [UInt8]?
    public var diff: [UInt8]?
    public init(expected: [UInt8]? = nil, actual: [UInt8]? = nil, diff: [UInt8]? = nil) {
        self.expected = expected; self.actual = actual; self.diff = diff
    }
}
