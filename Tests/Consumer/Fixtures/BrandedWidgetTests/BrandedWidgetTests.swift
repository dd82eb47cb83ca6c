import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting
@testable import BrandedWidget

/// The bakery widget of BrandedWidget/: its asset catalog's colour and image sets reached through
/// the generated asset symbols, drawn with the app's resources, light and dark × real, placeholder.
@MainActor @Suite struct BrandedWidgetTests {
    @Test func wholeWidget() {
        assertWidgetSnapshot(of: BakeryWidget(), goldens: "Tests/BrandedWidgetTests/__Goldens__",
                             environment: { $0.appResources = try! AppResources.package() })
    }

    @Test func generatedSymbolsNameTheSets() {
        #expect(ImageResource.logo.name == "Logo")
        #expect(ColorResource.brand.name == "BrandColor")
        #expect(ColorResource.cardBackground.name == "CardBackground")
    }
}
