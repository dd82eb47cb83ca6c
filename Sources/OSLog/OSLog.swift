// `import OSLog` on Linux: the unified logging API of the `os` module (Logger, OSLogMessage,
// OSLogPrivacy), re-exported, as Apple's OSLog does (docs/swiftui.md, "Apple's other modules").
@_exported import Foundation
@_exported import os
