import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import PreviewsBuilder

/// The shared build of `widgetsnap previews` (docs/swiftui.md#the-shared-build): where it lives, what
/// keys a slot (two packages with the same widgetsnap share one; another version or toolchain never
/// does), the copy of a checkout, and the lock that makes two runs take turns.
@Suite struct PreviewsCacheTests {
    /// A temporary folder, removed by `body`'s caller.
    static func folder(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("previews-cache-\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A widgetsnap package's files at `dir` (`files`: relative path → text).
    static func write(_ files: [String: String], to dir: String) throws {
        for (rel, text) in files {
            let path = dir + "/" + rel
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: false, encoding: .utf8)
        }
    }

    static let widgetsnapFiles = ["Package.swift": "// swift-tools-version:6.0\n", "Sources/A/a.swift": "let a = 1\n",
                                  "Examples/SwiftUI/e.swift": "let e = 2\n", "Tests/ATests/t.swift": "test\n",
                                  ".git/HEAD": "ref\n", ".build/x.o": "o"]

    @Test(arguments: [(["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"], "/x/cache/widgetsnap/previews"),
                      (["XDG_CACHE_HOME": "relative", "HOME": "/home/u"], "/home/u/.cache/widgetsnap/previews"),
                      (["HOME": "/home/u/"], "/home/u/.cache/widgetsnap/previews"),
                      (["XDG_CACHE_HOME": ""], nil)])
    func theCacheFolder(_ environment: [String: String], _ root: String?) {
        #expect(PreviewsCache.root(environment: environment) == root)
    }

    @Test(arguments: [("/u/.build/checkouts/widgetsnap", true), ("/u/.build/checkouts/WidgetSnap-1", true),
                      ("/work/widgetsnap", false), ("/u/.build/checkouts", false), ("/u/checkouts/widgetsnap", false)])
    func aCheckoutIsKnownByItsFolder(_ path: String, _ isCheckout: Bool) {
        #expect(PreviewsCache.isCheckout(path) == isCheckout)
    }

    /// The files copied and keyed: not the tests, nor hidden folders, nor build products.
    @Test func thePackageFilesLeaveOutTestsAndHiddenFolders() throws {
        let dir = try Self.folder("files")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.write(Self.widgetsnapFiles, to: dir)
        #expect(PreviewsCache.packageFiles(dir) == ["Examples/SwiftUI/e.swift", "Package.swift", "Sources/A/a.swift"])
    }

    /// Two packages' checkouts of the same widgetsnap share one slot; a changed file or another
    /// toolchain is another slot. A working copy is keyed by its path and built in place.
    @Test func theKey() throws {
        let dir = try Self.folder("key")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = dir + "/A/.build/checkouts/widgetsnap", b = dir + "/B/.build/checkouts/widgetsnap"
        try Self.write(Self.widgetsnapFiles, to: a)
        try Self.write(Self.widgetsnapFiles, to: b)
        try Self.write(["Tests/ATests/t.swift": "another test\n", ".build/x.o": "other"], to: b)
        let slotA = PreviewsCache.slot(root: "/c", widgetsnap: a, toolchain: "Swift version 6.0.3")
        let slotB = PreviewsCache.slot(root: "/c", widgetsnap: b, toolchain: "Swift version 6.0.3")
        #expect(slotA.folder == slotB.folder)
        #expect(slotA.buildDir == slotA.folder + "/build")
        #expect(slotA.widgetsnap == slotA.folder + "/widgetsnap" && slotB.widgetsnap == slotA.widgetsnap)
        #expect(slotA.copied == ["Examples/SwiftUI/e.swift", "Package.swift", "Sources/A/a.swift"])
        #expect(slotA.folder.hasPrefix("/c/") && slotA.folder.count == "/c/".count + 16)

        let otherToolchain = PreviewsCache.slot(root: "/c", widgetsnap: a, toolchain: "Swift version 6.1")
        #expect(otherToolchain.folder != slotA.folder)
        try Self.write(["Sources/A/a.swift": "let a = 2\n"], to: b)
        #expect(PreviewsCache.slot(root: "/c", widgetsnap: b, toolchain: "Swift version 6.0.3").folder != slotA.folder)
        try Self.write(["Sources/A/b.swift": "let b = 1\n"], to: a)
        #expect(PreviewsCache.slot(root: "/c", widgetsnap: a, toolchain: "Swift version 6.0.3").folder != slotA.folder)

        let work = dir + "/work/widgetsnap"
        try Self.write(Self.widgetsnapFiles, to: work)
        let inPlace = PreviewsCache.slot(root: "/c", widgetsnap: work, toolchain: "Swift version 6.0.3")
        #expect(inPlace.widgetsnap == work && inPlace.copied == nil)
        #expect(inPlace.folder != slotA.folder)
        try Self.write(["Sources/A/a.swift": "let a = 3\n"], to: work)
        #expect(PreviewsCache.slot(root: "/c", widgetsnap: work, toolchain: "Swift version 6.0.3") == inPlace)
        #expect(PreviewsCache.slot(root: "/c", widgetsnap: work, toolchain: "Swift version 6.1").folder != inPlace.folder)
    }

    /// The copy is made once, whole, with the checkout's files; a later run leaves it as it is.
    @Test func theCopyOfACheckout() throws {
        let dir = try Self.folder("copy")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let checkout = dir + "/A/.build/checkouts/widgetsnap"
        try Self.write(Self.widgetsnapFiles, to: checkout)
        let slot = PreviewsCache.slot(root: dir + "/cache", widgetsnap: checkout, toolchain: "t")
        try slot.materialize()
        #expect(PreviewsCache.packageFiles(slot.widgetsnap) == slot.copied)
        #expect(FileManager.default.contents(atPath: slot.widgetsnap + "/Sources/A/a.swift") == Data("let a = 1\n".utf8))
        #expect(!FileManager.default.fileExists(atPath: slot.widgetsnap + "/Tests"))
        let siblings = try FileManager.default.contentsOfDirectory(atPath: slot.folder)
        #expect(siblings == ["widgetsnap"])
        try "edited\n".write(toFile: slot.widgetsnap + "/Sources/A/a.swift", atomically: false, encoding: .utf8)
        try slot.materialize()
        #expect(FileManager.default.contents(atPath: slot.widgetsnap + "/Sources/A/a.swift") == Data("edited\n".utf8))
    }

    /// A checkout file that cannot be read stops the copy, and nothing half-copied is left.
    @Test func aFailedCopyLeavesNoCopy() throws {
        let dir = try Self.folder("failed")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let checkout = dir + "/A/.build/checkouts/widgetsnap"
        try Self.write(Self.widgetsnapFiles, to: checkout)
        var slot = PreviewsCache.slot(root: dir + "/cache", widgetsnap: checkout, toolchain: "t")
        slot.copied?.append("Sources/A/gone.swift")
        #expect(throws: PreviewsError.cache(path: checkout + "/Sources/A/gone.swift", reason: "the file cannot be read")) { try slot.materialize() }
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: slot.folder)) ?? []).isEmpty)
    }

    /// While one run holds the lock another cannot take it; released, it can.
    @Test func theLockMakesRunsTakeTurns() throws {
        let dir = try Self.folder("lock")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/" + PreviewsLock.fileName
        var waited = 0
        let first = try PreviewsLock.acquire(path) { waited += 1 }
        #expect(waited == 0)
        #expect(try PreviewsLock.isHeld(path))
        first.release()
        #expect(try !PreviewsLock.isHeld(path))
        let second = try PreviewsLock.acquire(path) { waited += 1 }
        #expect(try PreviewsLock.isHeld(path))
        second.release()
        #expect(waited == 0)
    }

    /// A run that finds the lock held says so once and waits until it is released.
    @Test func aSecondRunWaits() throws {
        let dir = try Self.folder("wait")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/" + PreviewsLock.fileName
        // The other run: a descriptor of its own holding the lock, closed a moment later.
        let other = open(path, O_RDWR | O_CREAT, 0o644)
        #expect(other >= 0 && flock(other, LOCK_EX) == 0)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { close(other); done.signal() }
        var waited = 0
        let lock = try PreviewsLock.acquire(path) { waited += 1 }
        #expect(waited == 1)
        #expect(done.wait(timeout: .now() + 5) == .success)
        lock.release()
    }

    /// The workspace holds the lock while its body runs, and lets go when the body throws.
    @Test func theWorkspaceLocksWhileItBuilds() throws {
        let dir = try Self.folder("workspace")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var asked = 0
        let workspace = try PreviewsWorkspace.choose(buildDir: dir + "/build", widgetsnap: "/w", fallback: "/unused", environment: ["HOME": dir]) {
            () throws(PreviewsError) in asked += 1; return "t"
        }
        #expect(workspace == PreviewsWorkspace(buildDir: dir + "/build", given: dir + "/build", widgetsnap: "/w", cache: nil))
        #expect(asked == 0)
        let lock = dir + "/build/" + PreviewsLock.fileName
        let heldInside = try workspace.locked(waiting: {}, setUp: { $0 }) { () throws(PreviewsError) in
            (try? PreviewsLock.isHeld(lock)) == true
        }
        #expect(heldInside)
        #expect(FileManager.default.fileExists(atPath: dir + "/build/" + PreviewsBuildFolder.markerName))
        #expect(throws: PreviewsError.noManifest) {
            try workspace.locked(waiting: {}, setUp: { $0 }) { () throws(PreviewsError) in throw .noManifest }
        }
        #expect(try !PreviewsLock.isHeld(lock))
    }

    /// Without `--build-dir` the shared build is used (the toolchain asked once); without a home,
    /// the package's own `.build/widgetsnap-previews`.
    @Test func theWorkspaceChoosesTheSharedBuild() throws {
        var asked = 0
        let shared = try PreviewsWorkspace.choose(buildDir: nil, widgetsnap: "/w", fallback: "/u/.build/widgetsnap-previews",
                                                  environment: ["XDG_CACHE_HOME": "/c"]) { () throws(PreviewsError) in asked += 1; return "t" }
        #expect(asked == 1)
        let slot = PreviewsCache.slot(root: "/c/widgetsnap/previews", widgetsnap: "/w", toolchain: "t")
        #expect(shared == PreviewsWorkspace(buildDir: slot.buildDir, given: slot.buildDir, widgetsnap: "/w", cache: slot))
        let homeless = try PreviewsWorkspace.choose(buildDir: nil, widgetsnap: "/w", fallback: "/u/.build/widgetsnap-previews",
                                                    environment: [:]) { () throws(PreviewsError) in asked += 1; return "t" }
        #expect(asked == 1)
        #expect(homeless == PreviewsWorkspace(buildDir: "/u/.build/widgetsnap-previews", given: "/u/.build/widgetsnap-previews", widgetsnap: "/w", cache: nil))
    }
}
