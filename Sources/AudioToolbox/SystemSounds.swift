// `import AudioToolbox` on Linux: the system-sound calls widget extensions make for haptics (an app
// intent's "Peek" or "Pop" after a button or toggle in a widget runs). A snapshot has no sound and no
// Taptic Engine, so a sound plays nothing; each call is recorded in ``SystemSounds/played`` so that a
// test can check what an intent asked for (docs/swiftui.md, "Apple's other modules"). Foundation only.
import Foundation

public typealias SystemSoundID = UInt32
public typealias OSStatus = Int32

/// The vibration "sound" (`kSystemSoundID_Vibrate`).
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF

/// The system sounds played in this process, in order (none is heard: there is no audio output).
public enum SystemSounds {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var list: [SystemSoundID] = []

    public static var played: [SystemSoundID] { lock.withLock { list } }
    public static func removeAll() { lock.withLock { list.removeAll() } }
    static func record(_ id: SystemSoundID) { lock.withLock { list.append(id) } }
}

/// Plays a system sound: recorded, not heard.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) { SystemSounds.record(inSystemSoundID) }
/// Plays an alert sound (or vibrates): recorded, not heard.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) { SystemSounds.record(inSystemSoundID) }
/// Plays a system sound and calls `completion` at once (it has no length here).
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ completion: (() -> Void)?) {
    SystemSounds.record(inSystemSoundID)
    completion?()
}
/// Releases a sound made from a file: there are none to release here (noErr).
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus { 0 }
