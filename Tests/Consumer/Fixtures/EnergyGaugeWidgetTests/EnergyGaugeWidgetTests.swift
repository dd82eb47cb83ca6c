import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting
@testable import EnergyGaugeWidget

/// A widget written with what real extensions use beyond the basics: `import os.log`, SwiftUICore-qualified
/// tokens from UIKit font descriptors, an insettable arc, `fill(_:).stroke(_:)`, `position`, a template
/// image set through resource-only asset symbols, RelativeDateTimeFormatter and Combine's Fail.
@MainActor @Suite struct EnergyGaugeWidgetTests {
    @Test func wholeWidget() {
        assertWidgetSnapshot(of: EnergyWidget(), goldens: "Tests/EnergyGaugeWidgetTests/__Goldens__",
                             environment: { $0.appResources = try! AppResources.package() })
    }

    @Test func storeFallsBackWithoutAReading() {
        #expect(EnergyStore.current(cached: nil).kilowatts == 0)
        #expect(EnergyStore.current().kilowatts == 3.4)
        #expect(ImageResource.bolt.name == "Bolt")
    }
}
