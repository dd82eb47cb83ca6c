// A module named SwiftUICore for Linux: since the iOS 18 SDK SwiftUI re-exports SwiftUICore, and code
// qualifies names with it (`SwiftUICore.Font`, to tell it from an app's own `Font`) or imports it.
// widgetsnap's front end declares what SwiftUICore does; `import SwiftUI` re-exports this module.
@_exported import Foundation
@_exported import WidgetSnapUI
