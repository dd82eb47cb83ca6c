import Testing
import os.log
import os.signpost
@testable import os

/// `import os.log` is how older widget code imports the logger (three files of the apps tried): the
/// submodule resolves through the clang module `os` re-exports, and brings the whole API.
struct OSLogSubmoduleTests {
    @Test func theSubmoduleImportBringsTheLogger() {
        let log = OSLog(subsystem: "com.example.widget", category: "timeline")
        os_log("reloaded %d entries", log: log, type: .debug, 3)
        let logger = Logger(log)
        logger.debug("reloaded")
        #expect(log.category == "timeline")
        #expect(OSLogType.debug < .default)
    }
}

extension OSLogSubmoduleTests {
    /// A helper that forwards its arguments as an array, as Loop's logging extension does.
    @Test func argumentsForwardedAsAnArray() {
        func log(_ message: StaticString, _ args: [CVarArg]) {
            switch args.count {
            case 0: os_log(message, log: .default, type: .info)
            default: os_log(message, log: .default, type: .info, args)
            }
        }
        log("%d of %d", [3, 4])
        log("plain", [])
        #expect(LogFormat.printf("%d of %d", [3, 4], revealPrivate: false) == "3 of 4")
    }
}
