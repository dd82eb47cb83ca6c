import Testing
@testable import WidgetSnapshotTesting
import WidgetSnapshotCore

/// `SnapshotSetUpError`: what an assertion refuses before drawing carries what was given, and is
/// recorded in the words the assertions used before it was typed.
struct SnapshotSetUpErrorTests {
    @Test func aBadNotDrawnPolicyCarriesTheWord() {
        do { _ = try NotDrawnPolicy.effective(environment: ["WIDGETSNAP_NOT_DRAWN": "sometimes"]); Issue.record("accepted") } catch {
            #expect(error == .notDrawnPolicy(word: "sometimes"))
            #expect(SnapshotFailure(error).description
                == "WIDGETSNAP_NOT_DRAWN is 'sometimes'; expected warn, fail or off (warn (the default) reports APIs that are not drawn as a warning, fail as a failure)")
        }
    }

    @Test func aSnapshotNameWithASlashCarriesTheName() {
        do { _ = try WidgetSnapshots.goldensFolder(nil, named: "a/b", paths: SnapshotPaths(testFile: #filePath)); Issue.record("accepted") } catch {
            #expect(error == .snapshotName(name: "a/b"))
            #expect(error.message == "the snapshot name 'a/b' must be a plain name, without '/'")
            #expect(error.hint == "e.g. named: \"long-text\"")
        }
    }

    @Test func anUnknownSurfaceListsTheSurfaces() {
        let error = SnapshotSetUpError.unknownSurface(name: "x", surfaces: ["lockScreen", "island"])
        #expect(error.message == "unknown surface 'x'")
        #expect(error.hint == "expected one of: lockScreen, island")
    }

    /// A lower module's error keeps its words through the assertion's failure.
    @Test func aWrappedErrorKeepsItsWords() {
        let inner = GoldensError.notARecordMode(source: "WIDGETSNAP_RECORD", word: "1")
        #expect(SnapshotFailure(SnapshotSetUpError.goldens(inner)) == .setUp(message: inner.message, hint: inner.hint))
    }
}
