import JSON5
import PNGCodec
import SnapshotFiles
import SnapshotPipeline
import SnapshotVariants

/// What went wrong checking, recording or accepting goldens (``GoldenCheck``, ``GoldenRun``,
/// ``RecordMode``, ``RendererStamp``, ``AcceptDecisions``); the lower modules' errors passed on
/// unchanged. The exit code is chosen by the command line (`WidgetSnapCLI/ExitCodes.swift`).
public enum GoldensError: DescribedError, Equatable {
    /// Reading or writing a file failed below this module.
    case files(FilesError)
    /// Drawing or encoding an image failed.
    case pipeline(PipelineError)
    /// Listing a layout's variants failed.
    case variants(VariantsError)
    /// `source` (`--record`, `WIDGETSNAP_RECORD`) names no ``RecordMode``.
    case notARecordMode(source: String, word: String)
    /// A renderer stamp's `renderer` line at `line` is not `renderer N`.
    case stampRenderer(file: String, line: Int)
    /// A renderer stamp's line `line` is neither `renderer` nor `widgetsnap`.
    case stampUnknownLine(file: String, line: Int, text: String)
    /// A renderer stamp without a `renderer` line.
    case stampNoRenderer(file: String)
    /// A renderer stamp that exists and cannot be read.
    case stampUnreadable(file: String, reason: PNGError)
    /// A renderer stamp that is not UTF-8 text.
    case stampNotText(file: String)
    /// A decisions file larger than `maximumMiB`.
    case decisionsTooLarge(path: String, maximumMiB: Int)
    /// A decisions file that cannot be read.
    case decisionsUnreadable(path: String, reason: PNGError)
    /// A decisions file that is not UTF-8 text: its first bad byte and where it is.
    case decisionsNotUTF8(path: String, line: Int, column: Int, byte: UInt8)
    /// A decisions file that is not JSON: the parser's words at `line:column`.
    case decisionsSyntax(file: String, line: Int, column: Int, message: String, hint: String?)
    /// A key given twice in one object of a decisions file.
    case decisionsKeyTwice(file: String, at: SourceLocation, first: SourceLocation)
    /// A value of a decisions file that is not what it must be: at `path` (and where it is, when known).
    case badDecisions(file: String, at: SourceLocation?, path: JSONPath, problem: DecisionsProblem)
    /// A decision (`index`, at `at`) names no variant of the layouts; `more`: how many others do not either.
    case unknownDecidedVariant(file: String, at: SourceLocation?, index: Int, variant: String, more: Int)

    /// What is wrong with one value of a decisions file.
    public enum DecisionsProblem: Sendable, Equatable {
        case notAnObject, format, version, noDecisions, decisionNotAnObject, variantNotAString, verdict
        /// The variant is not a plain variant name.
        case notAVariantName(reason: String)
        /// The variant was decided before, at `$.decisions[first]`.
        case decidedTwice(variant: String, first: Int)

        var message: String {
            switch self {
            case .notAnObject: "expected an object with format, version and decisions"
            case .format: "expected \"\(AcceptDecisions.format)\""
            case .version: "expected version \(AcceptDecisions.version)"
            case .noDecisions: "expected an array of decisions"
            case .decisionNotAnObject: "expected an object with variant and decision"
            case .variantNotAString: "expected the variant's name as a string"
            case .notAVariantName(let reason): "not a variant name: \(reason)"
            case .verdict: "expected \"accepted\" or \"rejected\""
            case .decidedTwice(let variant, let first): "'\(variant)' is decided twice (first at $.decisions[\(first)])"
            }
        }

        var hint: String? {
            switch self {
            case .notAnObject: "the gallery's review page writes this file"
            case .format: "is this a decisions file from the gallery's review page?"
            case .decidedTwice: "keep one decision per variant"
            case .version, .noDecisions, .decisionNotAnObject, .variantNotAString, .notAVariantName, .verdict: nil
            }
        }
    }

    public var message: String {
        switch self {
        case .files(let e): e.message
        case .pipeline(let e): e.message
        case .variants(let e): e.message
        case .notARecordMode(let source, let word): "\(source) is '\(word)', which is not a record mode"
        case .stampRenderer(let file, let line): "\(file):\(line): expected 'renderer N' with a whole number N ≥ 1"
        case .stampUnknownLine(let file, let line, let text): "\(file):\(line): unknown line '\(text.prefix(80))'"
        case .stampNoRenderer(let file): "\(file): no 'renderer N' line"
        case .stampUnreadable(let file, let reason): "cannot read \(file): \(reason)"
        case .stampNotText(let file): "\(file): not UTF-8 text"
        case .decisionsTooLarge(let path, let maximum): "\(path): the decisions file is larger than \(maximum) MiB"
        case .decisionsUnreadable(let path, let reason): "cannot read the decisions file \(path): \(reason)"
        case .decisionsNotUTF8(let path, let line, let column, let byte):
            "\(path):\(line):\(column): the decisions file is not UTF-8 text (byte 0x\(String(byte, radix: 16, uppercase: true)))"
        case .decisionsSyntax(let file, let line, let column, let message, _): "\(file):\(line):\(column): \(message)"
        case .decisionsKeyTwice(let file, let at, let first):
            "\(file):\(at.line):\(at.column): a key given twice in one object (first at \(first.line):\(first.column))"
        case .badDecisions(let file, let at, let path, let problem):
            "\(file)\(Self.position(at)): \(path): \(problem.message)"
        case .unknownDecidedVariant(let file, let at, let index, let variant, let more):
            "\(file)\(Self.position(at)): $.decisions[\(index)].variant: no variant of the layouts is named '\(variant)'"
                + (more > 0 ? " (and \(more) more)" : "")
        }
    }

    public var hint: String? {
        switch self {
        case .files(let e): e.hint
        case .pipeline(let e): e.hint
        case .variants(let e): e.hint
        case .notARecordMode: "expected one of: " + RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        case .stampRenderer, .stampNoRenderer: "widgetsnap writes this file; record the goldens again to rewrite it"
        case .stampUnknownLine: "expected 'renderer N' and 'widgetsnap VERSION'"
        case .stampUnreadable, .stampNotText, .decisionsNotUTF8: nil
        case .decisionsTooLarge: "a decisions file names each reviewed variant once; the gallery's review page writes it"
        case .decisionsUnreadable: "the gallery's review page downloads it as decisions.json"
        case .decisionsSyntax(_, _, _, _, let hint): hint
        case .decisionsKeyTwice: "give each key once; the gallery's review page writes each once"
        case .badDecisions(_, _, _, let problem): problem.hint
        case .unknownDecidedVariant:
            "names are <kind>/<instance>/<family>/<device>/<NN>-<appearance>-<state>@<scale>x (a Live Activity's or a control's "
                + "<kind>/<instance>/<surface>/…), as the gallery that wrote the file; pass the same layouts (and --scale) as that gallery"
        }
    }

    /// `:line:column`, or nothing when the place is not known.
    static func position(_ at: SourceLocation?) -> String { at.map { ":\($0.line):\($0.column)" } ?? "" }

    /// The value of `body`, its error as ``files(_:)``.
    static func files<T>(_ body: () throws(FilesError) -> T) throws(GoldensError) -> T {
        do { return try body() } catch { throw .files(error) }
    }

    /// The value of `body`, its error as ``variants(_:)``.
    static func variants<T>(_ body: () throws(VariantsError) -> T) throws(GoldensError) -> T {
        do { return try body() } catch { throw .variants(error) }
    }

    /// The value of `body`, its error as ``pipeline(_:)``.
    static func pipeline<T>(_ body: () throws(PipelineError) -> T) throws(GoldensError) -> T {
        do { return try body() } catch { throw .pipeline(error) }
    }
}
