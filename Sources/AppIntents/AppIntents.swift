// A module named AppIntents for Linux, so that files that say `import AppIntents` compile.
// Only the names view and provider code reach through SwiftUI; configuration intents
// (`WidgetConfigurationIntent`, `@Parameter`, `AppEnum`, `AppEntity`) are not provided yet (docs/swiftui.md).
@_exported import Foundation
@_exported import WidgetSnapUI
