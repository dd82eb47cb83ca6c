import Foundation
import PNGCodec
#if canImport(Glibc)
import Glibc
#endif

/// Helpers for the I/O safety tests: scratch folders, forged PNGs, device nodes and the built
/// binary run with its time and memory measured.
enum IOSafety {
    /// A fresh temporary folder.
    static func scratch(_ label: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("iosafety-\(label)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A real PNG of `width` × `height` pixels of one colour.
    static func png(width: Int, height: Int, _ rgba: [UInt8] = [40, 120, 200, 255]) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) { bytes += rgba }
        return try FastPNGEncoder().encode(try RGBAImage(width: width, height: height, rgba: bytes))
    }

    /// A 2×2 PNG whose header claims `width` × `height`, with a correct CRC.
    static func lyingPNG(width: UInt32, height: UInt32) throws -> [UInt8] {
        let real = try png(width: 2, height: 2)
        let ihdr = Array("IHDR".utf8) + be32(width) + be32(height) + Array(real[24..<29])
        return Array(real[0..<8]) + be32(13) + ihdr + be32(crc32(ihdr)) + Array(real[33...])
    }

    /// A 2×2 PNG followed by a zTXt chunk whose length claims 2 GB (the file ends after 40 bytes of it).
    static func textBomb() throws -> [UInt8] {
        let real = try png(width: 2, height: 2)
        return Array(real[0..<33]) + be32(0x7FFF_FFF0) + Array("zTXt".utf8) + [UInt8](repeating: 0, count: 40)
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    /// CRC-32 (ISO-HDLC), bit by bit: slow and obviously right, for a few bytes.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    static func write(_ bytes: [UInt8], _ path: String) throws { try Data(bytes).write(to: URL(fileURLWithPath: path)) }

    /// A character device node made in `folder` (`major`, `minor`: 1,3 is null, 1,7 is full), or
    /// nil when this process may not make or open one. Never touches `/dev`.
    static func deviceNode(in folder: String, _ name: String, major: UInt32, minor: UInt32) -> String? {
        let path = folder + "/" + name
        // makedev(3) for Linux's encoding (a macro, not visible to Swift).
        let device = (UInt64(major & 0xFFF) << 8) | UInt64(minor & 0xFF) | (UInt64(minor & ~0xFF) << 12) | (UInt64(major & ~0xFFF) << 32)
        guard mknod(path, S_IFCHR | 0o666, dev_t(device)) == 0 else { return nil }
        let fd = open(path, O_WRONLY)
        guard fd >= 0 else { unlink(path); return nil }
        close(fd)
        return path
    }

    /// The file type bits of `path` (not following a final link), or nil if it does not exist.
    static func type(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    /// The built binary (debug or release), if there is one.
    static var binary: String? {
        ["debug", "release"].map { ToolTests.root.appendingPathComponent(".build/\($0)/widgetsnap").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// What one run of the binary did.
    struct Run {
        var code: Int32
        var out: String
        var err: String
        /// Peak resident memory in MB, and user + system CPU time in seconds.
        var megabytes: Double
        var cpuSeconds: Double
        var timedOut: Bool
    }

    /// Runs the binary with `args` (give absolute paths: it runs in this process's folder),
    /// keeping its output in `folder`; killed (and `timedOut`) after `timeout` seconds.
    static func run(_ args: [String], in folder: String, timeout: Double = 20) throws -> Run {
        guard let binary else { throw SpawnError.noBinary }
        let out = folder + "/.stdout-\(UUID().uuidString)", err = folder + "/.stderr-\(UUID().uuidString)"
        defer { unlink(out); unlink(err) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([binary] + args).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { throw SpawnError.failed }
        var status: Int32 = 0
        var usage = rusage()
        // A monotonic clock: a wall clock stepped forward while a child runs reads as a time-out (a clean
        // run once reported one 4 s into a 60 s limit, the child having used 0.03 s of CPU).
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int(timeout * 1000)))
        var timedOut = false
        // The peak memory of the child's own address space. Not ru_maxrss: posix_spawn shares this
        // process's memory until exec, and Linux carries that high-water mark over into the child.
        var peakKB: Double?
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if let hwm = highWaterMark(pid) { peakKB = hwm }
            if ContinuousClock.now > deadline {
                timedOut = true
                kill(pid, SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                break
            }
            usleep(5_000)
        }
        // A run ended by a signal reads as minus the signal's number (-9: killed, -11: segmentation fault).
        let exited = status & 0x7F == 0
        let code = exited ? (status >> 8) & 0xFF : -(status & 0x7F)
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return Run(code: code, out: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "", err: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "",
                   megabytes: (peakKB ?? Double(usage.ru_maxrss)) / 1024, cpuSeconds: cpu, timedOut: timedOut)
    }

    /// `VmHWM` of a running process in kB (the last reading is after its exec: a fresh address space).
    static func highWaterMark(_ pid: pid_t) -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Double(line.split(separator: " ").dropFirst().first ?? "")
    }

    enum SpawnError: Error { case failed, noBinary }
}
