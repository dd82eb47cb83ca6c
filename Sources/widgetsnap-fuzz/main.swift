import Foundation
import WidgetFuzzing

// widgetsnap-fuzz: fuzzes every input format widgetsnap reads, in-process. Layouts: mutated examples
// of Layouts/ and generated expressions, through decode → resolve → layout → render. The other
// formats (FuzzFormats.all: scenario, decisions, suppressions, intentdefinition, xcstrings, strings,
// contents-json, swift, baseline): mutated seeds (and generated Swift files), each read as the tool
// reads it, with the format's properties checked (no raw control character in `stack` output, a
// Swift file without previews comes out unchanged, a re-encoded baseline keeps its pixels, …).
// The time is shared equally by the formats. Inputs slower than 2 s or that break a property are
// saved to the corpus folder; before each input runs it is written to
// <corpus>/crash-candidate-<format>.<ext>, which is removed at a clean exit, so an input that traps
// is left there. See docs/limits.md#fuzzing.
//
//   swift run -c release widgetsnap-fuzz [--seconds 3600] [--seed 1] [--formats all|layout,scenario,...]
//                                        [--root .] [--layouts ROOT/Layouts] [--corpus Tests/FuzzCorpus]

var options = ["--seconds": "60", "--seed": "1", "--formats": "all", "--root": ".", "--layouts": "", "--corpus": "Tests/FuzzCorpus"]
var arguments = CommandLine.arguments.dropFirst()
let usage = "usage: widgetsnap-fuzz [--seconds N] [--seed N] [--formats all|NAME,...] [--root DIR] [--layouts DIR] [--corpus DIR]\n"
    + "formats: layout, " + FuzzFormats.all.map(\.name).joined(separator: ", ") + "\n"
while let name = arguments.popFirst() {
    guard options[name] != nil, let value = arguments.popFirst() else {
        FileHandle.standardError.write(Data(usage.utf8))
        exit(64)
    }
    options[name] = value
}
guard let seconds = Double(options["--seconds"] ?? ""), let seed = UInt64(options["--seed"] ?? "") else {
    FileHandle.standardError.write(Data("widgetsnap-fuzz: --seconds and --seed take numbers\n".utf8))
    exit(64)
}
let root = options["--root"] ?? ".", corpus = options["--corpus"] ?? "Tests/FuzzCorpus"
let wanted = options["--formats"] == "all" ? ["layout"] + FuzzFormats.all.map(\.name) : (options["--formats"] ?? "").split(separator: ",").map(String.init)
for name in wanted where name != "layout" && FuzzFormats.named(name) == nil {
    FileHandle.standardError.write(Data(("widgetsnap-fuzz: unknown format '\(name)'\n" + usage).utf8))
    exit(64)
}
let share = seconds / Double(max(wanted.count, 1))
let fm = FileManager.default
var failed = false

/// The peak resident memory of this process, in MiB (getrusage's maximum resident set size).
func peakMiB() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024
}

@MainActor func save(_ input: [UInt8], format: String, ext: String, kind: String, note: String) {
    try? fm.createDirectory(atPath: corpus + "/" + format, withIntermediateDirectories: true)
    var hasher = Hasher()
    hasher.combine(input)
    let name = "\(format)/\(kind)-\(seed)-\(String(UInt(bitPattern: hasher.finalize()), radix: 16)).\(ext)"
    _ = fm.createFile(atPath: corpus + "/" + name, contents: Data(input))
    print("\(kind): \(name) \(note)")
    failed = true
}

do {
    let workspace = try FuzzWorkspace(root: root)
    for name in wanted {
        if name == "layout" {
            let layouts = options["--layouts"].flatMap { $0.isEmpty ? nil : $0 } ?? root + "/Layouts"
            let seeds = ((try? fm.contentsOfDirectory(atPath: layouts)) ?? []).sorted().filter { $0.hasSuffix(".json5") }
                .compactMap { fm.contents(atPath: layouts + "/" + $0).flatMap { String(data: $0, encoding: .utf8) } }
            let candidate = corpus + "/crash-candidate.json5"
            let session = FuzzSession(pipeline: try FuzzPipeline(), seeds: seeds)
            session.onInput = { _ = fm.createFile(atPath: candidate, contents: Data($0)) }
            session.run(seed: seed, seconds: share)
            try? fm.removeItem(atPath: candidate)
            for finding in session.findings {
                var hasher = Hasher()
                hasher.combine(finding.input)
                let file = "slow-\(seed)-\(String(UInt(bitPattern: hasher.finalize()), radix: 16)).json5"
                _ = fm.createFile(atPath: corpus + "/" + file, contents: Data(finding.input))
                print("slow: \(file) took \(String(format: "%.2f", finding.seconds)) s")
                failed = true
            }
            print("layout: \(session.inputs) inputs in \(Int(share)) s (seed \(seed)): \(session.rejected) rejected, \(session.findings.count) slow; peak memory \(String(format: "%.0f", peakMiB())) MiB")
            continue
        }
        guard let format = FuzzFormats.named(name) else { continue }
        let ext = format.fileExtension
        let candidate = corpus + "/crash-candidate-\(name).\(ext)"
        let session = FormatFuzzSession(format: format, root: root, workspace: workspace)
        session.onInput = { _ = fm.createFile(atPath: candidate, contents: Data($0)) }
        session.run(seed: seed, seconds: share)
        try? fm.removeItem(atPath: candidate)
        var slow = 0, broken = 0
        for finding in session.findings {
            if let why = finding.broken {
                broken += 1
                save(finding.input, format: name, ext: ext, kind: "broken", note: why)
            } else {
                slow += 1
                save(finding.input, format: name, ext: ext, kind: "slow", note: "took \(String(format: "%.2f", finding.seconds)) s")
            }
        }
        print("\(name): \(session.inputs) inputs in \(Int(share)) s (seed \(seed), \(session.seeds.count) seeds): \(session.rejected) rejected, \(slow) slow, \(broken) broken; peak memory \(String(format: "%.0f", peakMiB())) MiB")
    }
    print("peak memory \(String(format: "%.0f", peakMiB())) MiB")
    exit(failed ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("widgetsnap-fuzz: \(error)\n".utf8))
    exit(70)
}
