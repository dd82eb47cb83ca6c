import Testing
import Foundation
@testable import SnapshotLint
import SnapshotPipeline
import SnapshotVariants

/// `LintRunError`: what stopped a lint carries the layout or variant, in the words the command line
/// printed before it was typed.
struct LintRunErrorTests {
    @Test(arguments: [
        (LintRunError.drawing(path: "Layouts/w.json5", reason: "surface too large"), "Layouts/w.json5: surface too large"),
        (.notPixels(variant: "W/default/systemSmall/d/00-light-real@3x"), "W/default/systemSmall/d/00-light-real@3x was drawn as a PNG file, not pixels"),
        (.pipeline(.unresolvable(variant: "v")), "cannot resolve v"),
    ])
    func eachCaseSaysWhereInItsWords(_ error: LintRunError, _ message: String) {
        #expect(error.message == message)
        #expect(error.hint == nil)
    }

    /// A variant the pass could not draw gives its consumer the pipeline's error, which names the variant.
    @Test func anUndrawnVariantsPixelsCarryThePipelinesError() {
        let variant = VariantID(kind: "K", instance: "i", family: .systemSmall, entry: 0, appearance: .dark, state: .real, device: "d", scale: 2)
        let product = VariantProduct(index: 0, job: RenderJob(layoutIndex: 0, variant: variant), drawn: .failure(.unresolvable(variant: variant.name)),
                                     started: .now())
        guard case .failure(let error) = product.pixels else { Issue.record("pixels without a drawing"); return }
        #expect(error == .pipeline(.unresolvable(variant: variant.name)))
        #expect(error.message == "cannot resolve \(variant.name)")
    }
}
