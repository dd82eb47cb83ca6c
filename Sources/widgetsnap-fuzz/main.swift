import Foundation
import WidgetFuzzing

// widgetsnap-fuzz: mutates the layouts in Layouts/ and generates expressions, and runs each input
// through decode → resolve → layout → render in-process. Inputs slower than 2 s are saved to the
// corpus folder; before each input runs it is written to <corpus>/crash-candidate.json5, which is
// removed at a clean exit, so an input that traps is left there. See docs/development.md#fuzzing.
//
//   swift run -c release widgetsnap-fuzz [--seconds 3600] [--seed 1] [--layouts Layouts] [--corpus Tests/FuzzCorpus]

var options = ["--seconds": "60", "--seed": "1", "--layouts": "Layouts", "--corpus": "Tests/FuzzCorpus"]
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst() {
    guard options[name] != nil, let value = arguments.popFirst() else {
        FileHandle.standardError.write(Data("usage: widgetsnap-fuzz [--seconds N] [--seed N] [--layouts DIR] [--corpus DIR]\n".utf8))
        exit(64)
    }
    options[name] = value
}
guard let seconds = Double(options["--seconds"] ?? ""), let seed = UInt64(options["--seed"] ?? "") else {
    FileHandle.standardError.write(Data("widgetsnap-fuzz: --seconds and --seed take numbers\n".utf8))
    exit(64)
}
let layouts = options["--layouts"] ?? "Layouts", corpus = options["--corpus"] ?? "Tests/FuzzCorpus"
let fm = FileManager.default
let seeds = ((try? fm.contentsOfDirectory(atPath: layouts)) ?? []).sorted().filter { $0.hasSuffix(".json5") }
    .compactMap { fm.contents(atPath: layouts + "/" + $0).flatMap { String(data: $0, encoding: .utf8) } }
let candidate = corpus + "/crash-candidate.json5"
do {
    let session = FuzzSession(pipeline: try FuzzPipeline(), seeds: seeds)
    session.onInput = { _ = fm.createFile(atPath: candidate, contents: Data($0)) }
    session.run(seed: seed, seconds: seconds)
    try? fm.removeItem(atPath: candidate)
    for finding in session.findings {
        let name = "slow-\(seed)-\(String(finding.input.hashValue, radix: 16)).json5"
        _ = fm.createFile(atPath: corpus + "/" + name, contents: Data(finding.input))
        print("slow: \(name) took \(String(format: "%.2f", finding.seconds)) s")
    }
    print("\(session.inputs) inputs in \(Int(seconds)) s (seed \(seed)): \(session.rejected) rejected, \(session.findings.count) slow")
    exit(session.findings.isEmpty ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("widgetsnap-fuzz: \(error)\n".utf8))
    exit(70)
}
