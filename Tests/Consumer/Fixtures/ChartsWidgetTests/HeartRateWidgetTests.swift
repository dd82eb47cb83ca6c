import Testing
import WidgetKit
import WidgetSnapshotTesting
@testable import ChartsWidget

/// The heart-rate widget (`symbol(by:)`, an annotation, `chartOverlay` with the chart proxy) against its goldens.
@MainActor @Suite(.serialized) struct HeartRateWidgetTests {
    @Test func heartRateWithNow() { assertWidgetSnapshot(of: HeartRateWidget(), goldens: "__Goldens__") }
}
