import Foundation
import Testing
@testable import WidgetSnapCLI
import WidgetSnapshotCore
#if canImport(Glibc)
import Glibc
#endif

/// Attacks on what the tool writes and on the files `diff` reads: device nodes, FIFOs, folders,
/// lying PNG headers, leftovers of interrupted runs. Device nodes are made in scratch folders;
/// nothing here can replace anything under /dev.
struct IOSafetyWriteTests {
    @Test func aCharacterDeviceIsWrittenInPlaceNeverReplaced() throws {
        let dir = try IOSafety.scratch("null")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard let null = IOSafety.deviceNode(in: dir, "null", major: 1, minor: 3) else { return }  // needs CAP_MKNOD
        try AtomicFile.write("data", to: null)
        #expect(IOSafety.type(null) == S_IFCHR)
        let a = dir + "/a.png"
        try IOSafety.write(try IOSafety.png(width: 4, height: 4), a)
        let c = ToolTests.Capture()
        #expect(WidgetSnapCLI.run(["diff", a, a, "--output", null], console: c.console) == 0, "\(c.err)")
        #expect(IOSafety.type(null) == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.png", "null"])
    }

    @Test func aFullDeviceIsCannotCreate() throws {
        let dir = try IOSafety.scratch("full")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Our own node as root; /dev/full itself only when this process cannot replace it anyway.
        let full = IOSafety.deviceNode(in: dir, "full", major: 1, minor: 7) ?? (getuid() != 0 ? "/dev/full" : nil)
        guard let full else { return }
        do {
            try AtomicFile.write("data", to: full)
            Issue.record("writing to a full device succeeded")
        } catch {
            #expect(ExitCodes.code(error) == .cannotCreate)
            #expect(error.message.contains("No space left"), "\(error.message)")
        }
        #expect(IOSafety.type(full) == S_IFCHR)
        let a = dir + "/a.png"
        try IOSafety.write(try IOSafety.png(width: 4, height: 4), a)
        let c = ToolTests.Capture()
        #expect(WidgetSnapCLI.run(["diff", a, a, "--output", full], console: c.console) == 73)
        #expect(IOSafety.type(full) == S_IFCHR)
    }

    @Test func aFIFOIsRefusedUntouchedWithoutBlocking() throws {
        let dir = try IOSafety.scratch("fifo-out")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/out.png"
        try #require(mkfifo(fifo, 0o600) == 0)
        do {
            try AtomicFile.write("data", to: fifo)
            Issue.record("writing over a FIFO succeeded")
        } catch {
            #expect(ExitCodes.code(error) == .cannotCreate)
            #expect(error.message.contains("FIFO with no reader"))
        }
        #expect(IOSafety.type(fifo) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.png"])
    }

    @Test func aFIFOWithAReaderIsWrittenInPlace() throws {
        let dir = try IOSafety.scratch("fifo-reader")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/out.png"
        try #require(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        try AtomicFile.write("through the pipe", to: fifo)
        var buffer = [UInt8](repeating: 0, count: 64)
        let got = read(reader, &buffer, buffer.count)
        #expect(got > 0 && String(decoding: buffer[0..<max(got, 0)], as: UTF8.self) == "through the pipe")
        #expect(IOSafety.type(fifo) == S_IFIFO)
    }

    @Test func temporaryFilesOfEndedRunsAreRemovedAndLiveOnesKept() throws {
        let dir = try IOSafety.scratch("leftovers")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // No process has id 999999999 (above any pid_max); pid 1 always runs.
        let dead = [".a.png" + AtomicFile.temporaryMarker + "999999999-x1", "b.png.tmp-999999999"]
        let live = ".c.png" + AtomicFile.temporaryMarker + "1-y2"
        for name in dead + [live, "keep.tmp-notapid"] { try IOSafety.write([1, 2, 3], dir + "/" + name) }
        try AtomicFile.write("new", to: dir + "/a.png")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == [live, "a.png", "keep.tmp-notapid"].sorted())
    }

    @Test func noPartialFileUnderTheFinalName() throws {
        let dir = try IOSafety.scratch("partial")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let target = dir + "/big.bin"
        try AtomicFile.write([UInt8](repeating: 1, count: 1 << 20), to: target)
        // While a second write runs, the target always holds one whole version.
        let writer = Thread { for i in 0..<20 { try? AtomicFile.write([UInt8](repeating: UInt8(i), count: 1 << 20), to: target) } }
        writer.start()
        for _ in 0..<50 {
            let data = try #require(FileManager.default.contents(atPath: target))
            #expect(data.count == 1 << 20)
            #expect(data.first == data.last)
        }
        while writer.isExecuting { usleep(1000) }
    }
}

/// `diff` on special files and lying PNGs: a clear error, quickly, in little memory (the built
/// binary, with its peak memory and CPU time measured).
struct IOSafetyDiffTests {
    func attack(_ args: [String], _ dir: String, expect code: Int32, _ message: String) throws {
        guard IOSafety.binary != nil else { return }
        let r = try IOSafety.run(["diff"] + args, in: dir)
        #expect(!r.timedOut, "diff \(args) blocked")
        #expect(r.code == code, "diff \(args): \(r.err)")
        #expect(r.err.contains(message), "\(r.err)")
        #expect(r.megabytes < 200, "diff \(args) took \(r.megabytes) MB")
        #expect(r.cpuSeconds < 2, "diff \(args) took \(r.cpuSeconds) s")
    }

    @Test func specialFilesAreNotRead() throws {
        let dir = try IOSafety.scratch("diff-special")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = dir + "/a.png", fifo = dir + "/fifo.png"
        try IOSafety.write(try IOSafety.png(width: 4, height: 4), a)
        try #require(mkfifo(fifo, 0o600) == 0)
        try attack(["/dev/zero", a], dir, expect: 66, "not a regular file")
        try attack([fifo, a], dir, expect: 66, "not a regular file")
        try attack([a, dir], dir, expect: 66, "not a regular file")
        try attack([a, a, "--output", fifo], dir, expect: 73, "FIFO")
        #expect(IOSafety.type(fifo) == S_IFIFO)
    }

    @Test func lyingHeadersAreRefusedBeforeAllocating() throws {
        let dir = try IOSafety.scratch("diff-liars")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = dir + "/a.png"
        try IOSafety.write(try IOSafety.png(width: 2, height: 2), a)
        for (name, w, h) in [("huge", 20_000, 20_000), ("square", 16_384, 16_384), ("wide", 40_000, 1)] {
            try IOSafety.write(try IOSafety.lyingPNG(width: UInt32(w), height: UInt32(h)), dir + "/\(name).png")
            try attack([dir + "/\(name).png", a], dir, expect: 65, "too large")
        }
        // Within the pixel limit, but more pixel data than the file's bytes can inflate to.
        try IOSafety.write(try IOSafety.lyingPNG(width: 4096, height: 4096), dir + "/liar.png")
        try attack([dir + "/liar.png", a], dir, expect: 65, "truncated")
        try IOSafety.write(try IOSafety.textBomb(), dir + "/bomb.png")
        try attack([dir + "/bomb.png", a], dir, expect: 65, "truncated")
    }
}
