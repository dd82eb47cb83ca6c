// A module named Charts for Linux, so that widget code that says `import Charts` compiles against
// widgetsnap: Swift Charts' marks, scales and axes, drawn through the SwiftUI-compatible front end
// (docs/charts.md). It re-exports the front end, as the SDK's Charts works with SwiftUI's views.
@_exported import Foundation
@_exported import WidgetSnapUI
