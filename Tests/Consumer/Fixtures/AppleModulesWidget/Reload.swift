import WidgetKit
import os.log

/// What the app does after writing the shared file (logged the older way: `import os.log`, `os_log`).
enum WidgetCenterReload {
    static let log = OSLog(subsystem: "com.example.countdown", category: "reload")

    static func reload() {
        os_log("reloading %{public}@", log: log, type: .info, "Countdown")
        WidgetCenter.shared.reloadTimelines(ofKind: "Countdown")
    }
}
