import CPNG
import Foundation
import PNGCodec
import Testing
@testable import WidgetSnapCLI
import WidgetSnapshotCore

/// `widgetsnap accept ARTIFACT` (issue 28, build item 4): a CI run's report, downloaded as a folder
/// or a zip, records exactly the accepted goldens into the checkout; a hostile artifact writes nothing.
@Suite struct AcceptArtifactTests {
    /// A zip written by hand: stored or deflated entries, any name, any Unix mode.
    struct ZipWriter {
        struct Item { var name: String; var data: [UInt8]; var mode: UInt32 = 0o100644; var deflate = true; var statedSize: Int? = nil }
        var items: [Item] = []

        static func rawDeflate(_ data: [UInt8]) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: Int(compressBound(uLong(data.count))))
            var length = uLongf(out.count)
            _ = out.withUnsafeMutableBufferPointer { o in data.withUnsafeBufferPointer { compress2(o.baseAddress, &length, $0.baseAddress, uLong(data.count), 6) } }
            return Array(out[2..<(Int(length) - 4)])   // zlib's header and Adler-32 off: raw deflate
        }

        func bytes() -> [UInt8] {
            var file: [UInt8] = [], central: [UInt8] = []
            func u16(_ v: Int, _ a: inout [UInt8]) { a += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
            func u32(_ v: Int, _ a: inout [UInt8]) { u16(v & 0xFFFF, &a); u16(v >> 16 & 0xFFFF, &a) }
            for item in items {
                let crc = item.data.withUnsafeBufferPointer { Int(crc32(0, $0.baseAddress, uInt($0.count))) }
                let body = item.deflate ? Self.rawDeflate(item.data) : item.data
                let name = Array(item.name.utf8), offset = file.count, size = item.statedSize ?? item.data.count
                u32(0x0403_4B50, &file); u16(20, &file); u16(0, &file); u16(item.deflate ? 8 : 0, &file); u16(0, &file); u16(0, &file)
                u32(crc, &file); u32(body.count, &file); u32(size, &file); u16(name.count, &file); u16(0, &file)
                file += name + body
                u32(0x0201_4B50, &central); u16(0x0314, &central); u16(20, &central); u16(0, &central); u16(item.deflate ? 8 : 0, &central)
                u16(0, &central); u16(0, &central); u32(crc, &central); u32(body.count, &central); u32(size, &central)
                u16(name.count, &central); u16(0, &central); u16(0, &central); u16(0, &central); u16(0, &central)
                u32(Int(item.mode) << 16, &central); u32(offset, &central); central += name
            }
            var end: [UInt8] = []
            u32(0x0605_4B50, &end); u16(0, &end); u16(0, &end); u16(items.count, &end); u16(items.count, &end)
            u32(central.count, &end); u32(file.count, &end); u16(0, &end)
            return file + central + end
        }
    }

    static let families = ["--family", "systemSmall,systemMedium"]

    /// A workspace whose Weather location changed, tested "on CI" with a report: every variant that shows it fails.
    static func failingRun() throws -> CIFitWorkspace {
        let w = try CIFitWorkspace()
        try w.breakWeather()
        let r = w.test(["--report", w.path("report")] + families, environment: ["CI": "true"])
        #expect(r.code == 1)
        return w
    }

    static func accept(_ args: [String], in w: CIFitWorkspace) -> (code: Int32, out: String, err: String) {
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(["accept"] + args + ["--goldens", w.goldens], console: c.console)
        return (code, c.out, c.err)
    }

    /// Every golden's bytes, by path.
    static func snapshot(_ w: CIFitWorkspace) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: w.files(under: "goldens").compactMap { rel in
            FileManager.default.contents(atPath: w.goldens + "/" + rel).map { (rel, $0) }
        })
    }

    static func decisions(_ w: CIFitWorkspace) throws -> AcceptDecisions { try AcceptDecisions.read(w.path("report/decisions.json")) }

    @Test func theReportCarriesADecisionsFileThatAcceptsEveryNewImage() throws {
        let w = try Self.failingRun()
        defer { try? FileManager.default.removeItem(at: w.work) }
        let report = try JSONDecoder().decode(ReportFile.self, from: Data(contentsOf: URL(fileURLWithPath: w.path("report/report.json"))))
        let failed = report.outcomes.filter { $0.status == .failed }.map(\.name).sorted()
        #expect(!failed.isEmpty)
        #expect(try Self.decisions(w).accepted == failed)
        #expect(report.summary.renderer == WidgetSnapVersion.renderer)
    }

    @Test func exactlyTheAcceptedGoldensAreRecordedFromAFolder() throws {
        let w = try Self.failingRun()
        defer { try? FileManager.default.removeItem(at: w.work) }
        let all = try Self.decisions(w).accepted
        let chosen = all[0]
        // Keep one accepted, reject one, drop the rest.
        let text = """
            {"format": "widgetsnap-decisions", "version": 1, "decisions": [
              {"variant": "\(chosen)", "decision": "accepted"}, {"variant": "\(all[1])", "decision": "rejected"}]}
            """
        try text.write(toFile: w.path("report/decisions.json"), atomically: true, encoding: .utf8)
        let before = Self.snapshot(w)
        let r = Self.accept([w.path("report")], in: w)
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("1 golden accepted into \(w.goldens)"), "\(r.out)")
        let after = Self.snapshot(w)
        let changed = Set(after.keys).subtracting(before.keys).union(before.keys.filter { before[$0] != after[$0] })
        #expect(changed == ["\(chosen).png", "\(chosen).new.png", "\(chosen).diff.png", RendererStamp.fileName], "\(changed.sorted())")
        // The golden holds the CI's new image, pixel for pixel.
        let golden = try PNGDecoder().decode(PNGFile.readBytes(path: w.goldens + "/" + chosen + ".png"))
        let actual = try PNGDecoder().decode(PNGFile.readBytes(path: w.path("report/images/\(chosen).actual.png")))
        #expect(golden == actual)
        #expect(try RendererStamp.read(w.goldens) == RendererStamp.current)
        // Now that variant passes, the rejected one still fails.
        let again = w.test(Self.families)
        #expect(!again.err.contains("FAIL \(chosen):"), "\(again.err)")
        #expect(again.err.contains("FAIL \(all[1]):"), "\(again.err)")
    }

    @Test func aZipArtifactIsReadWithoutExtractingIt() throws {
        let w = try Self.failingRun()
        defer { try? FileManager.default.removeItem(at: w.work) }
        // As GitHub zips an artifact of two paths: their common folder is the top.
        var zip = ZipWriter()
        for rel in w.files(under: "report") where !rel.hasSuffix("/") {
            var isDir: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: w.path("report/" + rel), isDirectory: &isDir)
            if isDir.boolValue { continue }
            zip.items.append(.init(name: "report/" + rel, data: [UInt8](try Data(contentsOf: URL(fileURLWithPath: w.path("report/" + rel))))))
        }
        zip.items.append(.init(name: "junit.xml", data: Array("<testsuites/>".utf8)))
        try Data(zip.bytes()).write(to: URL(fileURLWithPath: w.path("artifact.zip")))
        let accepted = try Self.decisions(w).accepted
        let r = Self.accept([w.path("artifact.zip")], in: w)
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("\(accepted.count) goldens accepted"), "\(r.out)")
        #expect(w.test(Self.families, environment: ["CI": "true"]).code == 0, "every change accepted: the run passes")
    }

    /// A hostile or damaged artifact is refused with its reason, and nothing is written.
    @Test(arguments: ["symlinked image", "text as image", "unknown variant", "traversal in decisions", "fifo image",
                      "zip symlink entry", "zip duplicate entry", "zip bomb", "zip bad crc", "absolute goldens"])
    func aHostileArtifactWritesNothing(_ attack: String) throws {
        let w = try Self.failingRun()
        defer { try? FileManager.default.removeItem(at: w.work) }
        let fm = FileManager.default
        let name = try Self.decisions(w).accepted[0]
        let image = w.path("report/images/\(name).actual.png")
        var artifact = w.path("report")
        var goldensOption = true
        func decide(_ variant: String) throws {
            try "{\"format\": \"widgetsnap-decisions\", \"version\": 1, \"decisions\": [{\"variant\": \"\(variant)\", \"decision\": \"accepted\"}]}"
                .write(toFile: w.path("report/decisions.json"), atomically: true, encoding: .utf8)
        }
        func zipped(_ edit: (inout ZipWriter) -> Void) throws {
            var zip = ZipWriter()
            for rel in ["report.json", "decisions.json", "images/\(name).actual.png"] {
                zip.items.append(.init(name: rel, data: [UInt8](try Data(contentsOf: URL(fileURLWithPath: w.path("report/" + rel))))))
            }
            edit(&zip)
            artifact = w.path("artifact.zip")
            try Data(zip.bytes()).write(to: URL(fileURLWithPath: artifact))
        }
        let secret = w.path("secret.png")
        try fm.copyItem(atPath: image, toPath: secret)
        var expected = 65
        switch attack {
        case "symlinked image":
            try fm.removeItem(atPath: image); try fm.createSymbolicLink(atPath: image, withDestinationPath: secret)
        case "text as image":
            try "not a png".write(toFile: image, atomically: true, encoding: .utf8)
        case "unknown variant":
            try decide("Weather/default/systemSmall/iphone-430x932/99-light-real@3x")
        case "traversal in decisions":
            try decide("../../outside")
        case "fifo image":
            try fm.removeItem(atPath: image); #expect(mkfifo(image, 0o644) == 0)
        case "zip symlink entry":
            try decide(name)
            try zipped { $0.items[2].mode = 0o120777; $0.items[2].data = Array(secret.utf8); $0.items[2].deflate = false }
        case "zip duplicate entry":
            try decide(name)
            try zipped { $0.items.append($0.items[2]) }
        case "zip bomb":
            try decide(name)
            try zipped { $0.items[2].data = [UInt8](repeating: 0, count: 50_000_000); $0.items[2].statedSize = 1000 }
        case "zip bad crc":
            try decide(name)
            try zipped { $0.items[0].data[10] ^= 1; $0.items[0].deflate = false; $0.items[0].statedSize = nil }
        case "absolute goldens":
            var report = try String(contentsOfFile: w.path("report/report.json"), encoding: .utf8)
            report = report.replacingOccurrences(of: "\"goldens\" : \"\(w.goldens)\"", with: "\"goldens\" : \"/tmp/elsewhere\"")
            try report.write(toFile: w.path("report/report.json"), atomically: true, encoding: .utf8)
            goldensOption = false
            expected = 64
        default: Issue.record("unknown case")
        }
        if attack == "zip bad crc" {
            // The CRC is computed from the edited bytes by the writer: break the stored data after writing instead.
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: artifact)))
            bytes[30 + "report.json".utf8.count + 5] ^= 0x20
            try Data(bytes).write(to: URL(fileURLWithPath: artifact))
        }
        let before = Self.snapshot(w)
        let c = ToolTests.Capture()
        let code = WidgetSnapCLI.run(["accept", artifact] + (goldensOption ? ["--goldens", w.goldens] : []), console: c.console)
        #expect(code == Int32(expected), "\(attack): \(c.out)\(c.err)")
        #expect(!c.err.isEmpty)
        #expect(Self.snapshot(w) == before, "\(attack) wrote into the goldens")
        #expect(!fm.fileExists(atPath: "/tmp/elsewhere"))
    }
}
