import Foundation
import Testing
import SnapshotFiles
import SnapshotGoldens

/// `GoldensError` and `ArtifactError`: what went wrong carries the file, line, JSON path or name,
/// and says it in the words the command line printed before they were typed.
struct GoldensErrorTests {
    /// A bad renderer stamp names its file and line as values.
    @Test func aStampErrorCarriesItsFileAndLine() {
        do {
            _ = try RendererStamp.parse("# stamp\nrenderer one\n", file: "g/widgetsnap-renderer.txt")
            Issue.record("a bad renderer line was read")
        } catch {
            #expect(error == .stampRenderer(file: "g/widgetsnap-renderer.txt", line: 2))
            #expect(error.message == "g/widgetsnap-renderer.txt:2: expected 'renderer N' with a whole number N ≥ 1")
            #expect(error.hint == "widgetsnap writes this file; record the goldens again to rewrite it")
        }
    }

    /// A decision's problem carries the file, the place and the JSON path.
    @Test func aDecisionsErrorCarriesItsPlace() {
        let text = "{\"format\": \"widgetsnap-decisions\", \"version\": 2, \"decisions\": []}"
        do {
            _ = try AcceptDecisions.parse(text, file: "d.json")
            Issue.record("version 2 was read")
        } catch {
            guard case .badDecisions(let file, let at, let path, let problem) = error else { Issue.record("\(error)"); return }
            #expect(file == "d.json")
            #expect(at?.line == 1)
            #expect(path.description == "$.version")
            #expect(problem == .version)
            #expect(error.message == "d.json:1:\(at?.column ?? 0): $.version: expected version 1")
        }
    }

    @Test func anUnknownRecordModeListsTheModes() {
        do { _ = try RecordMode.parse("sometimes", source: "--record"); Issue.record("accepted") } catch {
            #expect(error == .notARecordMode(source: "--record", word: "sometimes"))
            #expect(error.message == "--record is 'sometimes', which is not a record mode")
            #expect(error.hint == "expected one of: missing, failed, all, never")
        }
    }

    /// Each case's words, as the command line prints them.
    @Test(arguments: [
        (GoldensError.stampUnknownLine(file: "s.txt", line: 3, text: "colour red"), "s.txt:3: unknown line 'colour red'",
         "expected 'renderer N' and 'widgetsnap VERSION'" as String?),
        (.stampNoRenderer(file: "s.txt"), "s.txt: no 'renderer N' line", "widgetsnap writes this file; record the goldens again to rewrite it"),
        (.stampNotText(file: "s.txt"), "s.txt: not UTF-8 text", nil),
        (.decisionsNotUTF8(path: "d.json", line: 2, column: 5, byte: 0xFF), "d.json:2:5: the decisions file is not UTF-8 text (byte 0xFF)", nil),
        (.unknownDecidedVariant(file: "d.json", at: nil, index: 1, variant: "a/b", more: 2),
         "d.json: $.decisions[1].variant: no variant of the layouts is named 'a/b' (and 2 more)", nil),
        (.files(.noSuchPath(path: "g")), "g: no such file or folder", nil),
    ])
    func theWordsOfEachCase(_ error: GoldensError, _ message: String, _ hint: String?) {
        #expect(error.message == message)
        if case .unknownDecidedVariant = error { #expect(error.hint?.hasPrefix("names are <kind>/") == true) } else { #expect(error.hint == hint) }
    }

    /// An artifact folder refuses a path that leaves it, naming the artifact and the path.
    @Test func anArtifactErrorCarriesTheArtifactAndPath() {
        do { _ = try ArtifactFolder("/tmp").read("../etc/passwd", maximumSize: 10); Issue.record("read outside the artifact") } catch {
            #expect(error == .refusedPath(artifact: "/tmp", relative: "../etc/passwd"))
            #expect(error.message == "/tmp: refusing the path '../etc/passwd'")
        }
        let short = ArtifactError.notAZip(file: "a.zip", reason: "too short")
        #expect(short.message == "a.zip: not a zip file widgetsnap reads: too short")
        #expect(ArtifactError.goldens(.stampNotText(file: "s.txt")).message == "s.txt: not UTF-8 text")
    }
}
