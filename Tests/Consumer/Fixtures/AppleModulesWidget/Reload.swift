import WidgetKit

/// What the app does after writing the shared file.
enum WidgetCenterReload {
    static func reload() {
        WidgetCenter.shared.reloadTimelines(ofKind: "Countdown")
    }
}
