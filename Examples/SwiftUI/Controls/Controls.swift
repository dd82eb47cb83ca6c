// Two controls (iOS 18): a garage door toggle whose value comes from a provider, drawn closed and
// open, and a button that starts a timer (docs/live-activities.md, "Controls").
import AppIntents
import SwiftUI
import WidgetKit

struct ToggleGarageDoorIntent: AppIntent {
    static let title: LocalizedStringResource = "Open or Close the Garage"
    @Parameter(title: "Open")
    var value: Bool
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

struct StartTeaTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start a Tea Timer"
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

struct GarageDoorValue: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { false }
}

struct GarageDoorControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "GarageDoor", provider: GarageDoorValue()) { isOpen in
            ControlWidgetToggle("Garage", isOn: isOpen, action: ToggleGarageDoorIntent()) { open in
                Label(open ? "Open" : "Closed", systemImage: open ? "lock.open.fill" : "lock.fill")
            }
            .tint(.orange)
        }
        .displayName("Garage door")
        .description("Opens and closes the garage.")
    }
}

struct TeaTimerControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "TeaTimer") {
            ControlWidgetButton(action: StartTeaTimerIntent()) {
                Label("Tea timer", systemImage: "timer")
            }
            .controlWidgetActionHint("Start")
        }
        .displayName("Tea timer")
        .description("Starts a four-minute timer.")
    }
}
