import AudioToolbox
import Testing

/// A widget intent's haptic (`AudioServicesPlaySystemSound(1519)`, "Peek") compiles and is recorded.
@Suite(.serialized) struct AudioToolboxTests {
    @Test func systemSoundsAreRecordedInOrder() {
        SystemSounds.removeAll()
        let peek: SystemSoundID = 1519
        AudioServicesPlaySystemSound(peek)
        AudioServicesPlayAlertSound(kSystemSoundID_Vibrate)
        var completed = false
        AudioServicesPlaySystemSoundWithCompletion(1520) { completed = true }
        #expect(completed)
        #expect(SystemSounds.played == [1519, 4095, 1520])
        #expect(AudioServicesDisposeSystemSoundID(peek) == 0)
        SystemSounds.removeAll()
        #expect(SystemSounds.played.isEmpty)
    }
}
