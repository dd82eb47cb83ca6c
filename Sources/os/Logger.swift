import Foundation

/// The unified logging API (`import os` or `import OSLog`): messages at or above the level in
/// `WIDGETSNAP_LOG_LEVEL` go to standard error (``LogOutput``), with interpolated values redacted
/// by their ``OSLogPrivacy`` as the system log does.
public struct Logger: Sendable {
    public let subsystem: String
    public let category: String
    let disabled: Bool
    public init(subsystem: String, category: String) { self.subsystem = subsystem; self.category = category; disabled = false }
    public init() { self.init(subsystem: "", category: "") }
    public init(_ log: OSLog) { subsystem = log.subsystem; category = log.category; disabled = log === OSLog.disabled }

    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    public func log(level: OSLogType, _ message: OSLogMessage) {
        guard !disabled else { return }
        LogOutput.write(level: level, subsystem: subsystem, category: category) {
            message.text(revealPrivate: LogOutput.revealsPrivate(LogOutput.environment))
        }
    }
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// Whether an interpolated value is written or redacted (`<private>`).
public struct OSLogPrivacy: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    let hashed: Bool
    public struct Mask: Hashable, Sendable {
        let hashed: Bool
        public static let hash = Mask(hashed: true)
        public static let none = Mask(hashed: false)
    }
    public static let auto = OSLogPrivacy(kind: .auto, hashed: false)
    public static let `public` = OSLogPrivacy(kind: .public, hashed: false)
    public static let `private` = OSLogPrivacy(kind: .private, hashed: false)
    public static let sensitive = OSLogPrivacy(kind: .sensitive, hashed: false)
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, hashed: mask.hashed) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, hashed: mask.hashed) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, hashed: mask.hashed) }

    /// The value as written: itself when public (or `auto` for a number or Boolean), else `<private>`
    /// (`<mask.hash: 'N'>` with a hash mask: a stable FNV-1a hash of the text).
    func render(_ text: String, isScalar: Bool, revealPrivate: Bool) -> String {
        let hidden = kind == .private || kind == .sensitive || (kind == .auto && !isScalar)
        guard hidden && !revealPrivate else { return text }
        guard hashed else { return "<private>" }
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "<mask.hash: '\(String(h, radix: 16))'>"
    }
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable {
    enum Kind: Sendable { case decimal, hex(uppercase: Bool, explicitPositiveSign: Bool), octal }
    let kind: Kind
    public static let decimal = OSLogIntegerFormatting(kind: .decimal)
    public static let hex = OSLogIntegerFormatting(kind: .hex(uppercase: false, explicitPositiveSign: false))
    public static let octal = OSLogIntegerFormatting(kind: .octal)
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .decimal }
    public static func hex(explicitPrefix: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(kind: .hex(uppercase: uppercase, explicitPositiveSign: explicitPrefix || includePrefix))
    }
    func text<T: BinaryInteger>(_ v: T) -> String {
        switch kind {
        case .decimal: "\(v)"
        case .hex(let upper, let prefix): (prefix ? "0x" : "") + String(v, radix: 16, uppercase: upper)
        case .octal: String(v, radix: 8)
        }
    }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?
    let exponential: Bool
    public static let fixed = OSLogFloatFormatting(precision: nil, exponential: false)
    public static let exponential = OSLogFloatFormatting(precision: nil, exponential: true)
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision(), exponential: false)
    }
    func text(_ v: Double) -> String { String(format: "%.\(precision ?? 6)\(exponential ? "e" : "f")", v) }
}

/// Padding of an interpolated value to a column.
public struct OSLogStringAlignment: Sendable {
    let width: Int, right: Bool
    public static let none = OSLogStringAlignment(width: 0, right: false)
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(width: columns(), right: true) }
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(width: columns(), right: false) }
    func apply(_ s: String) -> String {
        let pad = String(repeating: " ", count: max(0, width - s.count))
        return right ? pad + s : s + pad
    }
}

/// A log message written as a string literal with interpolations, each with its privacy.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        enum Piece: Sendable { case literal(String), value(String, isScalar: Bool, OSLogPrivacy) }
        var pieces: [Piece] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { pieces.append(.literal(literal)) }

        public mutating func appendInterpolation(_ value: @autoclosure () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            pieces.append(.value(align.apply(value()), isScalar: false, privacy))
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            pieces.append(.value(align.apply(format.text(value())), isScalar: true, privacy))
        }
        public mutating func appendInterpolation(_ value: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed,
                                                 align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            pieces.append(.value(align.apply(format.text(value())), isScalar: true, privacy))
        }
        public mutating func appendInterpolation(_ value: @autoclosure () -> Float, format: OSLogFloatFormatting = .fixed,
                                                 align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            appendInterpolation(Double(value()), format: format, align: align, privacy: privacy)
        }
        public mutating func appendInterpolation(_ value: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
            pieces.append(.value(format == .answer ? (value() ? "YES" : "NO") : (value() ? "true" : "false"), isScalar: true, privacy))
        }
        /// Any other value (a date, a URL, an error, an enum case) by its description; private unless said public.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            pieces.append(.value(align.apply(String(describing: value())), isScalar: false, privacy))
        }
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T?, privacy: OSLogPrivacy = .auto) {
            pieces.append(.value(value().map { String(describing: $0) } ?? "(null)", isScalar: false, privacy))
        }
    }
    let interpolation: StringInterpolation
    public init(stringInterpolation: StringInterpolation) { interpolation = stringInterpolation }
    public init(stringLiteral value: String) {
        var i = StringInterpolation(literalCapacity: value.count, interpolationCount: 0)
        i.appendLiteral(value)
        interpolation = i
    }

    /// The text written: literals, and each value or its redaction.
    public func text(revealPrivate: Bool = false) -> String {
        interpolation.pieces.map { piece in
            switch piece {
            case .literal(let s): s
            case .value(let s, let isScalar, let privacy): privacy.render(s, isScalar: isScalar, revealPrivate: revealPrivate)
            }
        }.joined()
    }
}

public enum OSLogBoolFormat: Sendable { case truth, answer }
