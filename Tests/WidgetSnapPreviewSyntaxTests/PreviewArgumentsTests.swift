import Foundation
import Testing
import WidgetSnapPreviewSyntax

/// One runner over Fixtures/split-cases.json: a macro's text and the arguments it splits into (with
/// the call rebuilt from them), or the error and its offset.
struct SplitCase: Decodable, CustomStringConvertible {
    struct Argument: Decodable { var label: String?; var text: String; var trailing: Bool }
    var name: String
    var source: String
    var arguments: [Argument]?
    var call: String?
    var error: String?
    var offset: Int?
    var description: String { name }

    static let all: [SplitCase] = {
        let url = Bundle.module.url(forResource: "Fixtures/split-cases", withExtension: "json")!
        return try! JSONDecoder().decode([SplitCase].self, from: Data(contentsOf: url))
    }()
}

@Suite struct PreviewArgumentsTests {
    @Test(arguments: SplitCase.all)
    func split(_ c: SplitCase) {
        do {
            let arguments = try PreviewArguments.split(c.source)
            guard let expected = c.arguments else {
                Issue.record("expected the error \(c.error ?? ""), got \(arguments)")
                return
            }
            #expect(arguments == expected.map { PreviewArgument(label: $0.label, text: $0.text, isTrailingClosure: $0.trailing) })
            if let call = c.call { #expect(PreviewArguments.call("P", arguments) == call) }
        } catch {
            #expect(error.message == c.error)
            #expect(error.offset == c.offset)
        }
    }

    @Test func macroName() {
        #expect(PreviewArguments.macroName("  #Preview(as: .systemSmall)") == "Preview")
        #expect(PreviewArguments.macroName("Preview") == nil)
        #expect(PreviewArguments.macroName("@available(iOS 17.0, *)\n#Preview { V() }") == "Preview")
    }

    @Test func stringLiteral() {
        #expect(PreviewArguments.stringLiteral("a\"b\\c\n") == #""a\"b\\c\n""#)
    }
}
