// A module named UIKit for Linux, so that widget code that says `import UIKit` (or checks
// `#if canImport(UIKit)`) compiles against widgetsnap: it re-exports the front end, whose UIKit
// subset (UIColor, UIImage, UIFont, UITraitCollection, CGColor) SwiftUI also reaches, as on iOS
// (docs/swiftui.md, "Apple's other modules").
@_exported import Foundation
@_exported import WidgetSnapUI
