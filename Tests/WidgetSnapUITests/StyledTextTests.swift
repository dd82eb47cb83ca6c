import Testing
import WidgetModel
import WidgetSnapUI

/// `Text + Text` keeps each part's style: the resolved text is one styled text of runs.
@MainActor
struct StyledTextTests {
    @Test func concatenationKeepsEachRunsStyle() throws {
        let tree = ViewResolution.resolve(Text("a").bold() + Text("b").foregroundColor(.red), family: .systemSmall)
        guard case .styledText(let runs) = tree.content else {
            Issue.record("expected a styled text, got \(tree.content)")
            return
        }
        #expect(runs.map(\.text) == ["a", "b"])
        #expect(runs[0].weight == .bold && runs[0].foreground == nil)
        #expect(runs[1].weight == nil && runs[1].foreground == SystemColors.all["red"])
    }

    @Test func modifiersOnAConcatenationReachEveryRun() throws {
        let tree = ViewResolution.resolve((Text("x").italic() + Text("y").underline(color: .blue)).font(.title), family: .systemSmall)
        guard case .styledText(let runs) = tree.content else { Issue.record("not styled"); return }
        #expect(runs[0].attributes.italic == true && runs[1].attributes.italic == nil)
        #expect(runs[1].attributes.underline == TextDecoration(isActive: true, color: SystemColors.all["blue"]))
        // The outer font is the text's environment, not a run's own.
        #expect(tree.environment.font.style == .title && runs.allSatisfy { $0.font == nil })
    }

    @Test func viewModifiersAreInherited() throws {
        let tree = ViewResolution.resolve(VStack { Text("straße") }.italic().textCase(.uppercase).truncationMode(.head), family: .systemSmall)
        let text = try #require(tree.children.first)
        #expect(text.content.textString == "STRASSE")
        #expect(text.environment.textAttributes.italic == true && text.environment.truncationMode == .head)
    }
}

