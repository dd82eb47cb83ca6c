// asset-symbols: resources
import SwiftUI
import UIKit

/// The app's design tokens, written as an iOS 18 design system writes them: qualified with
/// SwiftUICore beside its own `Font` enum, built from UIKit font descriptors.
enum DesignSystem {
    enum Font {
        static let value: SwiftUICore.Font = SwiftUICore.Font(UIFont(descriptor: UIFontDescriptor
            .preferredFontDescriptor(withTextStyle: .title1)
            .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
            .withDesign(.rounded)!, size: 0))
        static let caption: SwiftUICore.Font = .caption2
    }
}

// The project does not generate asset symbol extensions (ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS
// = NO): its colours are declared here.
extension Color {
    static let gauge = Color("GaugeColor")
}
