import Testing
import os.log
import os.signpost

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
