import Foundation

/// A fuzzing run: for a time budget, with a fixed seed, mutates seed layouts and generates
/// expressions, runs each through ``FuzzPipeline`` and keeps the inputs that took too long.
/// (An input that traps ends the process; ``onInput`` lets the caller save each one first.)
public final class FuzzSession {
    /// An input that took longer than ``slowLimit``.
    public struct Finding: Sendable {
        public var input: [UInt8]
        public var seconds: Double
    }

    public let pipeline: FuzzPipeline
    /// Valid layout texts to mutate.
    public let seeds: [String]
    /// An input slower than this is a finding (the acceptance bar is 2 s per reproduction).
    public var slowLimit: Double = 2
    /// Called with each input before it runs.
    public var onInput: (([UInt8]) -> Void)?
    public private(set) var inputs = 0
    public private(set) var rejected = 0
    public private(set) var findings: [Finding] = []

    public init(pipeline: FuzzPipeline, seeds: [String]) {
        self.pipeline = pipeline
        self.seeds = seeds
    }

    /// Runs until `seconds` have passed (at least one input).
    public func run(seed: UInt64, seconds: Double) {
        var random = FuzzRandom(seed: seed)
        let mutator = LayoutMutator(), generator = ExpressionGenerator()
        let clock = ContinuousClock()
        let start = clock.now
        repeat {
            let input: [UInt8]
            if seeds.isEmpty || random.chance(0.3) {
                input = Array(Self.expressionLayout(generator.template(&random), items: random.chance(0.2) ? 2_500 : 20).utf8)
            } else {
                input = mutator.mutate(random.pick(seeds), &random)
            }
            onInput?(input)
            let inputSeed = random.next()
            var outcome: FuzzPipeline.Outcome = .rejected(0)
            let took = clock.measure { outcome = pipeline.run(input, seed: inputSeed) }
            inputs += 1
            if case .rejected = outcome { rejected += 1 }
            let seconds = Double(took.components.seconds) + Double(took.components.attoseconds) * 1e-18
            if seconds > slowLimit { findings.append(Finding(input: input, seconds: seconds)) }
        } while (clock.now - start) < .seconds(seconds)
    }

    /// A one-view widget showing `template`, with data for expressions to chew on: `data.a` and
    /// `data.b` hold `items` numbers each (2,500 for the runaway `map`).
    public static func expressionLayout(_ template: String, items: Int) -> String {
        let numbers = "[" + (0..<items).map(String.init).joined(separator: ",") + "]"
        let quoted = template.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return """
        {kind: "Fuzz", displayName: "F", description: "d", families: ["systemSmall"],
         intent: {title: "t", parameters: [{name: "x", type: "integer", default: 3}]},
         data: {a: \(numbers), b: \(numbers), words: ["a", "bb", "ccc"]},
         timeline: {entries: [{date: "2026-06-01T09:00:00Z", values: {n: 3, name: "Ada", items: [{k: 1}, {k: 2}]}}]},
         view: {Text: "\(quoted)"}}
        """
    }
}
