import Testing
@testable import WidgetSnapCLI

/// `UsageError`: what the option parser refuses carries the option, value and command, in the words
/// the command line printed before it was typed.
struct UsageErrorTests {
    static let spec = OptionSpec(valued: ["out", "jobs", "scale"], flags: ["quiet"])

    @Test func anUnknownOptionCarriesTheNearestKnownOne() {
        do { _ = try Arguments(["--outt", "x"], spec: Self.spec, command: "render"); Issue.record("accepted --outt") } catch {
            #expect(error == .unknownOption(option: "outt", command: "render", nearest: "--out"))
            #expect(error.message == "unknown option '--outt' for 'render'")
            #expect(error.hint == "did you mean '--out'? see 'widgetsnap help render'")
        }
    }

    @Test(arguments: [
        (["-v"], UsageError.singleDash(option: "-v", command: "render"), "unknown option '-v' for 'render'",
         "options start with --; see 'widgetsnap help render'" as String?),
        (["--quiet=yes"], .flagWithValue(flag: "quiet"), "--quiet takes no value", nil),
        (["--out"], .missingValue(option: "out", command: "render"), "--out needs a value", "see 'widgetsnap help render'"),
    ])
    func eachRefusalSaysWhatWasGiven(_ line: [String], _ expected: UsageError, _ message: String, _ hint: String?) {
        do { _ = try Arguments(line, spec: Self.spec, command: "render"); Issue.record("accepted \(line)") } catch {
            #expect(error == expected)
            #expect(error.message == message)
            #expect(error.hint == hint)
        }
    }

    @Test func badNumbersCarryTheOptionAndValue() throws {
        let args = try Arguments(["--jobs", "0", "--scale", "big"], spec: Self.spec, command: "render")
        #expect(throws: UsageError.notAWholeNumber(option: "jobs", value: "0", minimum: 1)) { try args.int("jobs", min: 1) }
        #expect(throws: UsageError.notANumber(option: "scale", value: "big")) { try args.double("scale") }
    }
}
