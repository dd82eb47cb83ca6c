// A module named SwiftUI for Linux, so that widget view files that say `import SwiftUI` compile
// unchanged against widgetsnap's SwiftUI-compatible front end (docs/swiftui.md).
@_exported import Foundation
@_exported import WidgetSnapUI
@_exported import Combine
