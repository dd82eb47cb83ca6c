// A module named SwiftUI for Linux, so that widget view files that say `import SwiftUI` compile
// unchanged against widgetsnap's SwiftUI-compatible front end (docs/swiftui.md).
@_exported import Foundation
@_exported import WidgetSnapUI
@_exported import SwiftUICore
@_exported import Combine
// In the SDK `Widget`, `WidgetBundle`, `WidgetConfiguration` and `@WidgetBundleBuilder` are SwiftUI's,
// so a widget bundle's file may say only `import SwiftUI`; widgetsnap declares them in WidgetKit
// (beside the host that runs them) and re-exports just these names here.
@_exported import protocol WidgetKit.Widget
@_exported import protocol WidgetKit.WidgetBundle
@_exported import protocol WidgetKit.WidgetConfiguration
@_exported import enum WidgetKit.WidgetBundleBuilder
