// A module named Intents for Linux, so that SiriKit-configured widgets (pre-iOS 17) compile: the
// classes Xcode generates from an `.intentdefinition` subclass these (`INIntent`, `INObject`), the
// intent handler subclasses `INExtension`, and dynamic options are `INObjectCollection`s. widgetsnap's
// `IntentDefinitions` build-tool plugin generates the classes (docs/swiftui.md, "SiriKit intents").
// Foundation only.
@_exported import Foundation
