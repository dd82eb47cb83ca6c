import Foundation
import WidgetLayout
import WidgetModel
import WidgetSnapshotCore

/// A progress bar on a terminal; nothing when stderr is not a terminal.
final class Progress: @unchecked Sendable {
    private(set) var total: Int
    private var done = 0
    private let lock = NSLock()
    private let enabled = isatty(2) != 0

    init(total: Int) { self.total = total }

    /// A bar, or nil with `--quiet`.
    static func bar(_ total: Int, quiet: Bool) -> Progress? { quiet ? nil : Progress(total: total) }

    private var phase = 0

    /// One step of `phase` (e.g. the n-th device of a gallery): a new phase starts a new bar.
    func step(phase: Int, of total: Int) {
        lock.withLock { if phase != self.phase { self.phase = phase; self.total = total; done = 0 } }
        step()
    }

    /// ``step()`` as a closure for the core's progress callbacks.
    var stepper: @Sendable () -> Void { { [self] in step() } }
    var phaseStepper: @Sendable (Int, Int) -> Void { { [self] in step(phase: $0, of: $1) } }

    func step() {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        done += 1
        let width = 30
        let filled = total == 0 ? width : min(width, done * width / total)
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total)\(done == total ? "\n" : "")".utf8))
    }
}

/// The options every variant-producing command shares.
enum VariantOptions {
    /// --family, --instance, --entry, --appearance, --state, --locale as a filter.
    static func filter(_ args: Arguments) throws(ToolError) -> VariantFilter {
        var f = VariantFilter()
        f.families = args.list("family")
        f.instances = args.list("instance")
        f.entry = try ToolError.passing { () throws(UsageError) in try args.int("entry") }
        for name in args.list("appearance") {
            if name == VariantFilter.familyDefaultsName { f.familyDefaults = true } else { f.appearances.append(try ToolError.passing { () throws(VariantsError) in try Selection.appearance(name) }) }
        }
        for name in args.list("state") { f.states.append(try ToolError.passing { () throws(VariantsError) in try Selection.state(name) }) }
        f.dynamicTypeSizes = try ToolError.passing { () throws(VariantsError) in try Selection.dynamicTypes(args.list("dynamic-type")) }
        for tag in args.list("locale") { f.locales.append(try ToolError.passing { () throws(VariantsError) in try Selection.locale(tag) }) }
        return f
    }

    /// --scale, checked, or the device's.
    static func scale(_ args: Arguments, device: Device) throws(ToolError) -> Double {
        let scale = try ToolError.passing { () throws(UsageError) in try args.double("scale") } ?? device.scale
        guard scale > 0, scale <= 4 else { throw ToolError.usage("--scale must be between 0 and 4") }
        return scale
    }

    /// The layout files named (default: Layouts), loaded; prints every diagnostic of invalid ones.
    static func layouts(_ args: Arguments, console: Console) throws(ToolError) -> (files: [String], layouts: [LoadedLayout])? {
        let loaded = try load(args)
        if !loaded.diagnostics.isEmpty {
            console.err(loaded.diagnostics.map { $0.description + "\n" }.joined())
            return nil
        }
        return (loaded.files, loaded.layouts)
    }

    /// The layout files named (default: Layouts) and either their layouts or every diagnostic of
    /// the invalid ones (then `layouts` is empty). Prints nothing.
    static func load(_ args: Arguments) throws(ToolError) -> (files: [String], layouts: [LoadedLayout], diagnostics: [Diagnostic]) {
        let files = try ToolError.passing { () throws(FilesError) in try LayoutFiles.expand(args.positionals.isEmpty ? ["Layouts"] : args.positionals) }
        switch try ToolError.passing({ () throws(FilesError) in try LayoutFiles.loadAll(files) }) {
        case .failure(let e): return (files, [], e.diagnostics)
        case .success(let layouts): return (files, layouts, [])
        }
    }
}
