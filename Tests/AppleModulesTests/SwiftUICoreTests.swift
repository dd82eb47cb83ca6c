import Testing
import SwiftUI

/// A design system's tokens, qualified as iOS 18 code qualifies them beside its own `Font` enum.
private enum DesignSystem {
    enum Font {
        static let largeTitle: SwiftUICore.Font = .largeTitle
        static let body: SwiftUICore.Font = .body
    }
    static let accent: SwiftUICore.Color = .blue
}

struct SwiftUICoreTests {
    @Test func qualifiedNamesAreSwiftUIs() {
        #expect(DesignSystem.Font.largeTitle == SwiftUI.Font.largeTitle)
        #expect(DesignSystem.accent == Color.blue)
    }
}
