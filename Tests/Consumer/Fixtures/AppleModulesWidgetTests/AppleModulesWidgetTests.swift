import Foundation
import Testing
import UIKit
import WidgetKit
import WidgetSnapshotTesting
@testable import AppleModulesWidget

/// The countdown widget of AppleModulesWidget/ (UIKit, OSLog, os, an app group, `@main`), drawn
/// from its own provider against the goldens beside this file.
@MainActor @Suite(.serialized) struct AppleModulesWidgetTests {
    @Test func rendersFromTheAppGroupFile() throws {
        let event = CountdownEvent(title: "Osaka", date: Date(timeIntervalSince1970: 1_780_306_860 + 3 * 86_400 + 5 * 3600), totalDays: 10)
        WidgetCenter.shared.removeAllCalls()
        try CountdownStore.save(event)
        #expect(WidgetCenter.shared.calls == [.reloadTimelines(ofKind: "Countdown")])
        let host = WidgetHost(CountdownWidget())
        #expect(host.displayName == "Countdown")
        #expect(host.widgetDescription == "Days until your next trip.")
        assertWidgetSnapshot(of: CountdownWidget(), goldens: "__Goldens__")
        try FileManager.default.removeItem(at: CountdownStore.fileURL!)
    }

    @Test func colorsFromUIKit() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor.countdownBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(Int((b * 255).rounded()) == 255 && Int((r * 255).rounded()) == 204)
        #expect(CountdownEvent.sample.remaining(from: Date(timeIntervalSince1970: 1_780_306_860)) == "9d 7h")
    }
}
