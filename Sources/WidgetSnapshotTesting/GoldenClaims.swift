import Foundation
import Testing
import XCTest

/// Which test wrote each golden in this process, so that two tests writing the same golden (the same
/// widget kind and variant, the same goldens folder, no `named:`) get a warning instead of silently
/// overwriting each other's image, run after run: a test whose image does not match a golden that
/// another test already checked is warned. Two tests drawing the same image (both pass), and one
/// test writing its golden twice (a loop, record then compare), are not.
enum GoldenClaims {
    /// The goldens the assertion running in this task checked (``FailureMessage/text(for:name:golden:)`` adds them).
    @TaskLocal static var collector: Collector?

    final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [(path: String, passed: Bool)] = []
        func add(_ path: String, passed: Bool) { lock.withLock { paths.append((path, passed)) } }
        var all: [(path: String, passed: Bool)] { lock.withLock { paths } }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var owners: [String: (test: String, site: String)] = [:]

    /// Notes that the current assertion checked `golden`, and whether its image matched.
    static func record(_ golden: String, passed: Bool) { collector?.add(golden, passed: passed) }

    /// The warnings for `goldens` checked by `test` at `site`: one per golden that did not match and
    /// that an earlier, different test checked.
    static func claim(_ goldens: [(path: String, passed: Bool)], test: String, site: String) -> [String] {
        lock.withLock {
            var warnings: [String] = []
            for (golden, passed) in goldens {
                let path = (golden as NSString).standardizingPath
                if let earlier = owners[path] {
                    if earlier.test != test, !passed {
                        warnings.append("two tests write the golden \(path): this one (\(site)) and \(earlier.test) (\(earlier.site));"
                                        + " each run overwrites the other's image. Give one of them `named:` or its own `goldens:` folder")
                    }
                } else {
                    owners[path] = (test, site)
                }
            }
            return warnings
        }
    }

    /// The running test: Swift Testing's, else the XCTest case's name.
    static var currentTest: String {
        if let test = Test.current { return "\(test.name) [\(test.id)]" }
        return NotDrawnLedger.shared.currentXCTest()
    }
}

extension WidgetSnapshots {
    /// Runs one assertion's `body`, then warns (once per golden) when a golden it checked was
    /// written by another test in this process.
    static func claimingGoldens<R>(fileID: String, file: StaticString, line: UInt, column: Int, _ body: () -> R) -> R {
        let collector = GoldenClaims.Collector()
        let result = GoldenClaims.$collector.withValue(collector) { body() }
        let site = "\(file):\(line)"
        for warning in GoldenClaims.claim(collector.all, test: GoldenClaims.currentTest, site: site) {
            if Test.current != nil {
                Issue.record(Comment(rawValue: warning), severity: .warning,
                             sourceLocation: SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: column))
            } else {
                FileHandle.standardError.write(Data("\(file):\(line): warning: \(warning)\n".utf8))
            }
        }
        return result
    }
}
