// A module named AppIntents for Linux, so that files that say `import AppIntents` compile: the
// configuration intents of widgets (`WidgetConfigurationIntent`, `@Parameter`, `AppEnum`,
// `AppEntity` + `EntityQuery`, `ParameterSummary`) and `AppIntent`s for `Button(intent:)`
// (docs/swiftui.md, "Configuration intents").
@_exported import Foundation
@_exported import WidgetSnapUI
