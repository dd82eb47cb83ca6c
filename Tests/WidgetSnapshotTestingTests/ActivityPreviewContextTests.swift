import ActivityKit
import Foundation
@testable import SwiftUIExamples
import Testing
import WidgetKit
import WidgetSnapPreviews
import WidgetSnapPreviewSyntax
import WidgetSnapUI

/// The iOS 16 form of a Live Activity preview, `attributes.previewContext(state, viewKind:)` in a
/// `PreviewProvider`: it names the attributes only, and is drawn with the registered widget whose
/// `ActivityConfiguration` is for them (`PreviewWidgets`), exactly as `#Preview(as:using:)` draws it.
struct PreviewContextCase: Sendable, CustomStringConvertible {
    var viewKind: ActivityPreviewViewKind
    var state: Int
    /// The golden folder of the surface, whose picture of `state` the preview's must be.
    var surface: String
    // In the order of `DeliveryActivity_Previews`' views.
    var description: String { "\(surface) state \(state)" }

    static let all: [PreviewContextCase] = [
        .init(viewKind: .content, state: 0, surface: "lockScreen"),
        .init(viewKind: .dynamicIsland(.compact), state: 1, surface: "dynamicIsland-compact"),
        .init(viewKind: .dynamicIsland(.expanded), state: 2, surface: "dynamicIsland-expanded"),
        .init(viewKind: .dynamicIsland(.minimal), state: 0, surface: "dynamicIsland-minimal"),
    ]
}

/// Written as xdripswift's Live Activity preview is: the four presentations, two of them named.
struct DeliveryActivity_Previews: PreviewProvider {
    static let attributes = DeliveryAttributes.preview
    static var previews: some View {
        attributes
            .previewContext(DeliveryAttributes.states[0], viewKind: .content)
            .previewDisplayName("Notification")
        attributes
            .previewContext(DeliveryAttributes.states[1], viewKind: .dynamicIsland(.compact))
            .previewDisplayName("Compact")
        attributes.previewContext(DeliveryAttributes.states[2], viewKind: .dynamicIsland(.expanded))
        attributes.previewContext(DeliveryAttributes.states[0], viewKind: .dynamicIsland(.minimal))
    }
}

/// Attributes no registered widget is configured for.
struct UnclaimedAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var value: Int }
    var name: String
}

struct Unclaimed_Previews: PreviewProvider {
    static var previews: some View {
        UnclaimedAttributes(name: "x").previewContext(.init(value: 1), viewKind: .content).previewDisplayName("Nobody's")
    }
}

@MainActor
struct ActivityPreviewContextTests {
    let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/LiveActivitySnapshotTests/DeliveryAttributes/default")

    init() { PreviewWidgets.register(DeliveryActivity.self) }

    func run(_ previews: [Preview], device: String? = nil) throws -> (PreviewManifest, URL) {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("preview-context-\(UUID().uuidString)")
        let manifest = try PreviewRunner.run([PreviewSource(file: "Delivery.swift", line: 1) { previews }], out: out.path,
                                             resources: nil, assets: nil, device: device)
        return (manifest, out)
    }

    @Test func theProvidersViewsAreActivityPreviewsNamedByTheirDisplayNames() {
        let previews = Preview.previews(of: DeliveryActivity_Previews.self)
        #expect(previews.map(\.name) == ["Notification", "Compact", nil, nil])
        for preview in previews {
            guard case .surfaces(let kind, _) = preview.content else { Issue.record("\(preview.name ?? "-") is not surfaces"); continue }
            #expect(kind == "activity")
        }
    }

    /// Each presentation is the golden's picture of its state (light and dark), the same bytes as the
    /// `#Preview(as:using:)` form, and the activity's page holds every presentation of the state.
    @Test(arguments: PreviewContextCase.all)
    func drawnAsThePreviewMacroDrawsIt(_ c: PreviewContextCase) throws {
        // The case's view of the provider (the table is in the provider's order).
        let index = try #require(PreviewContextCase.all.firstIndex { $0.description == c.description })
        let context = Preview.previews(of: DeliveryActivity_Previews.self)[index]
        let macro = Preview(as: c.viewKind, using: DeliveryAttributes.preview) { DeliveryActivity() } contentStates: {
            DeliveryAttributes.states[c.state]
        }
        let (manifest, out) = try run([context, macro])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(manifest.previews.map(\.kind) == ["activity", "activity"])
        #expect(manifest.previews[0].error == nil)
        #expect(manifest.previews[0].images.map(\.surface) == [c.surface, c.surface])
        for (image, appearance) in zip(manifest.previews[0].images, ["light", "dark"]) {
            let drawn = try Data(contentsOf: out.appendingPathComponent(image.path))
            let golden = try Data(contentsOf: goldens.appendingPathComponent("\(c.surface)/iphone-430x932/0\(c.state)-\(appearance)-real@3x.png"))
            #expect(drawn == golden, "\(image.path)")
        }
        let fromMacro = try manifest.previews[1].images.map { try Data(contentsOf: out.appendingPathComponent($0.path)) }
        let fromContext = try manifest.previews[0].images.map { try Data(contentsOf: out.appendingPathComponent($0.path)) }
        #expect(fromContext == fromMacro)
        #expect(manifest.pages?.map(\.name) == ["DeliveryAttributes"])
        #expect(manifest.pages?.first?.images.count == 6 * 2)
    }

    @Test func withoutARegisteredWidgetThePreviewSaysWhatToDo() throws {
        let (manifest, out) = try run(Preview.previews(of: Unclaimed_Previews.self))
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(manifest.previews.map(\.title) == ["Nobody's"])
        #expect(manifest.previews[0].images.isEmpty)
        let error = try #require(manifest.previews[0].error)
        #expect(error.contains("no Live Activity for UnclaimedAttributes"))
        #expect(error.contains("ActivityConfiguration(for: UnclaimedAttributes.self)"))
        #expect(error.contains("PreviewWidgets.register"))
    }

    /// Evaluated as a view (not one of a provider's previews): the registered widget's Lock Screen
    /// view for the state, or nothing.
    @Test func asAPlainViewItIsTheLockScreenViewOrNothing() throws {
        let state = DeliveryAttributes.states[1]
        let (manifest, out) = try run([
            Preview("context", traits: .sizeThatFitsLayout) { DeliveryAttributes.preview.previewContext(state, viewKind: .dynamicIsland(.compact)) },
            Preview("view", traits: .sizeThatFitsLayout) { DeliveryLockScreenView(context: ActivityViewContext(attributes: DeliveryAttributes.preview, state: state)) },
            Preview("unclaimed", traits: .sizeThatFitsLayout) { UnclaimedAttributes(name: "x").previewContext(.init(value: 1), viewKind: .content) },
            Preview("empty", traits: .sizeThatFitsLayout) { EmptyView() },
        ])
        defer { try? FileManager.default.removeItem(at: out) }
        let pictures = try manifest.previews.map { try $0.images.map { try Data(contentsOf: out.appendingPathComponent($0.path)) } }
        #expect(pictures.allSatisfy { !$0.isEmpty })
        #expect(pictures[0] == pictures[1])
        #expect(pictures[2] == pictures[3])
        #expect(pictures[0] != pictures[2])
    }

    @Test func registeringTwiceKeepsOneEntry() {
        PreviewWidgets.register(DeliveryActivity.self)
        #expect(PreviewWidgets.registered.filter { $0.hasSuffix(".DeliveryActivity") }.count == 1)
        #expect(PreviewWidgets.activity(for: "DeliveryAttributes") is DeliveryActivity)
        #expect(PreviewWidgets.activity(for: "UnclaimedAttributes") == nil)
    }
}
