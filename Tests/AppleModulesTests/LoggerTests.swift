import Foundation
import Testing
@testable import os
import OSLog

struct LoggerTests {
    @Test func levelsFromTheEnvironment() {
        #expect(LogOutput.threshold([:]) == .default)
        #expect(LogOutput.threshold(["WIDGETSNAP_LOG_LEVEL": "debug"]) == .debug)
        #expect(LogOutput.threshold(["WIDGETSNAP_LOG_LEVEL": "ERROR"]) == .error)
        #expect(LogOutput.threshold(["WIDGETSNAP_LOG_LEVEL": "off"]) == nil)
        #expect(OSLogType.debug < .info && OSLogType.info < .default && OSLogType.default < .error && OSLogType.error < .fault)
    }

    @Test func interpolationHonoursPrivacy() {
        let name = "Jane", count = 3, ratio = 0.5
        let m: OSLogMessage = "user \(name) has \(count) items, \(name, privacy: .public) \(count, privacy: .private) \(ratio, format: .fixed(precision: 2)) \(count, format: .hex) \(true)"
        #expect(m.text() == "user <private> has 3 items, Jane <private> 0.50 3 true")
        #expect(m.text(revealPrivate: true) == "user Jane has 3 items, Jane 3 0.50 3 true")
        let hashed: OSLogMessage = "\(name, privacy: .private(mask: .hash))"
        #expect(hashed.text().hasPrefix("<mask.hash: '") && hashed.text() != "<private>")
        #expect(LogOutput.line(level: .error, subsystem: "com.example", category: "timeline", message: "x") == "error [com.example:timeline] x\n")
    }

    @Test func printfFormats() {
        #expect(LogFormat.printf("%{public}@ has %d, %@ %.1f%%", ["Jane" as NSString, 3, "secret" as NSString, 2.25], revealPrivate: false)
                == "Jane has 3, <private> 2.2%")
    }

    @Test func loggersCompileAsAppsWriteThem() {
        let logger = Logger(subsystem: "com.example.widget", category: "provider")
        logger.debug("not written at the default level")
        logger.log(level: .info, "entries: \(3)")
        Logger(OSLog.disabled).fault("never written")
        #expect(!OSLog.disabled.isEnabled(type: .fault))
    }
}
