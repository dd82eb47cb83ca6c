import Foundation
import Testing
@testable import WidgetGallery
import JSON5
import WidgetModel

/// `GalleryError`: what stopped a gallery carries the folder, file or variant, and says it in the
/// words the command line printed before it was typed.
struct GalleryErrorTests {
    @Test func aBaselineThatIsNoFolderNamesIt() {
        let dir = "/nonexistent-\(UUID().uuidString)"
        do { _ = try GalleryBaseline.imageRoot(dir); Issue.record("a missing baseline was taken") } catch {
            #expect(error == .baselineNotAFolder(dir: dir))
            #expect(error.message == "the baseline \(dir) is not a folder")
            #expect(error.hint == "--baseline takes a gallery folder or a goldens folder")
        }
    }

    @Test(arguments: [
        (GalleryError.baselineIsTheGallery(baseline: "out"), "--baseline out is the gallery being built",
         "build into another --out folder, or copy the old gallery first" as String?),
        (.notAPNG(variant: "W/default/systemSmall/d/00-light-real@3x"), "W/default/systemSmall/d/00-light-real@3x was not drawn as a PNG file", nil),
        (.cannotEncodeCache(path: "out/.widgetsnap-cache.json"), "cannot encode out/.widgetsnap-cache.json", nil),
        (.noDevices, "--devices needs at least one device", nil),
        (.files(.noSuchPath(path: "x")), "x: no such file or folder", nil),
    ])
    func theWordsOfEachCase(_ error: GalleryError, _ message: String, _ hint: String?) {
        #expect(error.message == message)
        #expect(error.hint == hint)
    }

    /// An invalid scenario says its diagnostics, one a line, as the layout file errors do.
    @Test func anInvalidScenarioSaysItsDiagnostics() {
        let d = [Diagnostic(file: "s.json5", location: SourceLocation(line: 2, column: 3, offset: 9), path: nil, message: "expected a number"),
                 Diagnostic(file: "s.json5", location: SourceLocation(line: 4, column: 1, offset: 30), path: nil, message: "unknown key 'x'")]
        #expect(GalleryError.invalidScenario(diagnostics: d).message == LayoutFileErrors(d).description)
        #expect(GalleryError.invalidScenario(diagnostics: d).message.split(separator: "\n").count == 2)
    }
}
