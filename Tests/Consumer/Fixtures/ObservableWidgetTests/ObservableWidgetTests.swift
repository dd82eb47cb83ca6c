import Testing
import WidgetKit
import WidgetSnapshotTesting
@testable import ObservableWidget

/// The hydration widget of ObservableWidget/ (an `@Observable` model in the environment, `@Bindable`,
/// the capacity gauge drawn as iOS draws it in a system family and on the Lock Screen): every family
/// × the provider's two entries × light, dark × real, placeholder, against the goldens beside this file.
@MainActor @Suite struct ObservableWidgetTests {
    @Test func wholeWidget() {
        assertWidgetSnapshot(of: HydrationWidget(), goldens: "Tests/ObservableWidgetTests/__Goldens__")
    }

    @Test func bindableWritesThroughToTheObservableModel() {
        let goal = HydrationGoal()
        let row = ReminderRow(goal: goal)
        row.$goal.remindersOn.wrappedValue = false
        #expect(goal.remindersOn == false)
    }
}
