import Foundation
import Testing
@testable import PreviewsBuilder

/// The scratch package of `widgetsnap previews`: its index lists the previews in source order with
/// their file:line, inside the `#if` branches they are in; the manifest depends on widgetsnap by path.
@Suite struct PreviewsPackageTests {
    static let source = """
        import SwiftUI

        struct A_Previews: PreviewProvider {
            static var previews: some View { Text("a") }
        }

        #if DEBUG
        #Preview("Second") { Text("b") }
        #endif
        """

    @Test func theIndexListsThePreviewsInSourceOrder() throws {
        let package = try PreviewsPackage.make([.init(relative: "Views/A.swift", absolute: "/u/Views/A.swift", text: Self.source)],
                                               widgetsnap: "/checkouts/WidgetSnap", languageMode: 5)
        #expect(package.previewCount == 2)
        let index = try #require(package.files["Sources/PreviewRunner/_WidgetSnapPreviewIndex.swift"])
        let provider = try #require(index.range(of: "all.append(PreviewSource(file: \"Views/A.swift\", line: 3) { WidgetSnapUI.Preview.previews(of: A_Previews.self) })"))
        let preview = try #require(index.range(of: "#if DEBUG\n    all.append(PreviewSource(file: \"Views/A.swift\", line: 8, column: 1) { [_widgetsnapPreview1_1()] })\n#endif\n"))
        #expect(provider.lowerBound < preview.lowerBound)
        #expect(package.files["Sources/PreviewRunner/01-Views-A.swift"]?.hasPrefix("#sourceLocation(file: \"/u/Views/A.swift\", line: 1)\n") == true)
        let manifest = try #require(package.files["Package.swift"])
        #expect(manifest.contains(".package(path: \"/checkouts/WidgetSnap\")"))
        #expect(manifest.contains(".product(name: \"WidgetSnapPreviews\", package: \"widgetsnap\")"))
        #expect(manifest.contains(".swiftLanguageMode(.v5)"))
    }

    /// A `ControlWidget` is listed like a `PreviewProvider` (Xcode has no preview macro for controls):
    /// drawn on every control surface per value.
    @Test func theIndexListsTheControls() throws {
        let text = "import WidgetKit\n\nstruct Garage: WidgetKit.ControlWidget {\n    var body: some ControlWidgetConfiguration { fatalError() }\n}\n"
            + "struct NotAControl: Widget { var body: some WidgetConfiguration { fatalError() } }\n"
        let package = try PreviewsPackage.make([.init(relative: "C.swift", absolute: "/u/C.swift", text: text)], widgetsnap: "/w", languageMode: 5)
        #expect(package.previewCount == 1)
        let index = try #require(package.files["Sources/PreviewRunner/_WidgetSnapPreviewIndex.swift"])
        #expect(index.contains("all.append(PreviewSource.control(Garage.self, file: \"C.swift\", line: 3))"))
        #expect(!index.contains("NotAControl"))
    }

    @Test func aPreviewThatDoesNotSplitIsAnErrorAtItsPlace() {
        #expect(throws: (any Error).self) {
            try PreviewsPackage.make([.init(relative: "B.swift", absolute: "/u/B.swift", text: "#Preview {\n  Text(\"x\")\n")],
                                     widgetsnap: "/w", languageMode: 5)
        }
        do {
            _ = try PreviewsPackage.make([.init(relative: "B.swift", absolute: "/u/B.swift", text: "#Preview {\n  Text(\"x\")\n")],
                                         widgetsnap: "/w", languageMode: 5)
        } catch {
            #expect(error.message.hasPrefix("/u/B.swift:1:10: #Preview: missing }"))
            #expect(error.code == .dataError)
        }
    }
}
