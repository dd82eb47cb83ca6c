import Foundation

/// What became of one input of a format other than layouts.
public enum FormatOutcome: Sendable, Equatable {
    /// Refused with a clear error (exit 65 in the tool).
    case rejected
    /// Read (and used: simulated, generated, rewritten, decoded).
    case accepted
    /// Read, but a property the format promises does not hold (the message says which).
    case broken(String)
}

/// One input format the fuzzer covers (issue 25: scenarios, decisions files, lint suppressions,
/// `.intentdefinition` property lists, `.xcstrings`, `.strings`, `Contents.json`, Swift files through
/// the preview rewriter, baseline PNGs), as an entry of ``FuzzFormats/all``: where its seeds are,
/// how inputs are made from them, and how one input runs.
public struct FuzzFormat: Sendable {
    /// The name used by `widgetsnap-fuzz --formats` and for the corpus folder `Tests/FuzzCorpus/<name>/`.
    public let name: String
    /// The extension of its files in the corpus (`json5`, `swift`, `png`, …).
    public let fileExtension: String
    /// Folders of the repository whose files ending in ``fileExtension`` (or named so) are seeds.
    public let seedFolders: [String]
    /// Seeds written in code, for formats the repository holds few files of.
    public let builtInSeeds: [String]
    /// A new input from a seed.
    let mutate: @Sendable ([UInt8], inout FuzzRandom) -> [UInt8]
    /// A generated input (nil: every input is a mutated seed).
    let generate: (@Sendable (inout FuzzRandom) -> [UInt8])?
    /// Runs one input.
    let run: @Sendable ([UInt8], FuzzWorkspace) -> FormatOutcome

    /// The seeds: the built-in ones, then the files of the seed folders under `root`, sorted.
    public func seeds(root: String) -> [[UInt8]] {
        var out = builtInSeeds.map { Array($0.utf8) }
        let fm = FileManager.default
        for folder in seedFolders {
            let base = root + "/" + folder
            guard let names = fm.enumerator(atPath: base) else { continue }
            var files: [String] = []
            while let rel = names.nextObject() as? String {
                if rel.hasSuffix("." + fileExtension) || (rel as NSString).lastPathComponent == fileExtension { files.append(rel) }
            }
            for rel in files.sorted() { if let data = fm.contents(atPath: base + "/" + rel) { out.append([UInt8](data)) } }
        }
        return out
    }

    /// Runs `bytes` (a corpus file, or an input made by the session).
    public func run(_ bytes: [UInt8], in workspace: FuzzWorkspace) -> FormatOutcome { run(bytes, workspace) }
}

/// A scratch folder for formats read from files (scenarios name their layouts relative to
/// themselves): `Stacks/` with the repository's Smart Stack layouts, and room for one input.
public final class FuzzWorkspace: @unchecked Sendable {
    public let path: String

    /// Makes the folder under the temporary directory, with the layouts of `root`'s `Stacks/layouts`
    /// and `Tests/Stacks/layouts`.
    public init(root: String) throws {
        let fm = FileManager.default
        path = fm.temporaryDirectory.appendingPathComponent("widgetsnap-fuzz-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        try fm.createDirectory(atPath: path + "/Stacks/layouts", withIntermediateDirectories: true)
        for folder in ["Stacks/layouts", "Tests/Stacks/layouts"] {
            for name in (try? fm.contentsOfDirectory(atPath: root + "/" + folder)) ?? [] where name.hasSuffix(".json5") {
                let target = path + "/Stacks/layouts/" + name
                if !fm.fileExists(atPath: target) { try? fm.copyItem(atPath: root + "/" + folder + "/" + name, toPath: target) }
            }
        }
        // The project's root for scenario references (ProjectConfinement).
        fm.createFile(atPath: path + "/Package.swift", contents: Data("// widgetsnap-fuzz workspace\n".utf8))
    }

    /// Writes `bytes` to `name` inside the workspace; its path.
    func write(_ bytes: [UInt8], to name: String) -> String {
        let file = path + "/" + name
        FileManager.default.createFile(atPath: file, contents: Data(bytes))
        return file
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// A fuzzing run over one format: for a time budget, with a fixed seed, makes inputs (mutated seeds
/// and generated ones), runs each, and keeps those slower than ``slowLimit`` or that break a property.
public final class FormatFuzzSession {
    public struct Finding: Sendable {
        public var input: [UInt8]
        public var seconds: Double
        /// The property broken, or nil for a slow input.
        public var broken: String?
    }

    public let format: FuzzFormat
    public let seeds: [[UInt8]]
    let workspace: FuzzWorkspace
    public var slowLimit: Double = 2
    /// Called with each input before it runs (an input that traps ends the process).
    public var onInput: (([UInt8]) -> Void)?
    public private(set) var inputs = 0
    public private(set) var rejected = 0
    public private(set) var findings: [Finding] = []

    public init(format: FuzzFormat, root: String, workspace: FuzzWorkspace) {
        self.format = format
        seeds = format.seeds(root: root)
        self.workspace = workspace
    }

    /// Runs until `seconds` have passed (at least one input).
    public func run(seed: UInt64, seconds: Double) {
        var random = FuzzRandom(seed: seed)
        let clock = ContinuousClock()
        let start = clock.now
        repeat {
            let input: [UInt8]
            if let generate = format.generate, seeds.isEmpty || random.chance(0.3) {
                input = generate(&random)
            } else if seeds.isEmpty {
                input = []
            } else {
                input = format.mutate(random.pick(seeds), &random)
            }
            onInput?(input)
            var outcome = FormatOutcome.rejected
            let took = clock.measure { outcome = format.run(input, workspace) }
            inputs += 1
            let seconds = Double(took.components.seconds) + Double(took.components.attoseconds) * 1e-18
            switch outcome {
            case .rejected: rejected += 1
            case .accepted: break
            case .broken(let why): findings.append(Finding(input: input, seconds: seconds, broken: why)); continue
            }
            if seconds > slowLimit { findings.append(Finding(input: input, seconds: seconds, broken: nil)) }
        } while (clock.now - start) < .seconds(seconds)
    }
}
