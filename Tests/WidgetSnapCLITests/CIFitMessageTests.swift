import Foundation
import Testing
@testable import WidgetSnapCLI
@testable import WidgetSnapshotCore

/// Small things: `check` counts in the singular, `check --json`, "did you mean" for appearances,
/// states and device models, and `render`'s own default folder.
struct CIFitMessageTests {
    func check(_ args: [String]) -> (code: Int32, out: String, err: String) {
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(["check", "--assets", ToolTests.root.appendingPathComponent("Assets").path] + args, console: c.console)
        return (code, c.out, c.err)
    }

    func oneInstanceWeather() throws -> String {
        let text = try String(contentsOf: ToolTests.root.appendingPathComponent("Layouts/weather.json5"), encoding: .utf8)
            .replacingOccurrences(of: "    {name: \"cupertino\", values: {location: \"Cupertino, CA\"}},\n", with: "")
        return try ToolTests().temporaryFile("weather.json5", text)
    }

    @Test func checkCountsInTheSingular() throws {
        let file = try oneInstanceWeather()
        let r = check([file])
        #expect(r.out == "ok  \(file): Weather, 6 families, 1 instance, 4 entries\n1 file valid\n", "\(r.out)")
    }

    @Test func checkJSONListsFilesAndErrors() throws {
        let good = try oneInstanceWeather()
        let bad = try ToolTests().temporaryFile("bad.json5", "{kind: \"Bad\",\n families: [\"systemSmall\"], views: {systemSmall: {Txt: \"x\"}}}\n")
        let r = check(["--json", good, bad])
        #expect(r.code == 65 && r.err.isEmpty, "\(r.err)")
        let results = try JSONDecoder().decode(CheckResults.self, from: Data(r.out.utf8))
        #expect(results.valid == 1 && results.files.count == 2)
        #expect(results.files[0].instances == 1 && results.files[0].kind == "Weather")
        let issue = try #require(results.files[1].errors.first)
        #expect(issue.file == bad && issue.line != nil && !issue.message.isEmpty)
    }

    @Test func unknownValuesGetADidYouMean() throws {
        #expect(throws: VariantsError.unknownAppearance(name: "drak", names: Selection.appearanceNames)) { try Selection.appearance("drak") }
        do { _ = try Selection.appearance("drak") } catch { #expect(error.hint?.contains("did you mean 'dark'?") == true, "\(error.hint ?? "")") }
        do { _ = try Selection.state("placeholdr") } catch { #expect(error.hint?.contains("did you mean 'placeholder'?") == true, "\(error.hint ?? "")") }
        do { _ = try Selection.device("iPhone 16 Plus") } catch { #expect(error.hint?.contains("did you mean 'iphone-430x932'?") == true, "\(error.hint ?? "")") }
        do { _ = try Selection.device("iPhone 15 Pro") } catch { #expect(error.hint?.contains("did you mean 'iphone-393x852'?") == true, "\(error.hint ?? "")") }
    }

    @Test func renderHasItsOwnDefaultFolder() {
        #expect(RenderCommand.defaultOut == "Output/renders")
        #expect(RenderCommand.help.contains("default: Output/renders"))
    }
}
