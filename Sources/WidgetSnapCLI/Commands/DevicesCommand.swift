import WidgetSnapshotCore
import WidgetLayout
import WidgetModel

/// `widgetsnap devices`: the device catalogue with every family size.
enum DevicesCommand: Command {
    static let name = "devices"
    static let summary = "list device ids and their widget sizes"
    static let help = "usage: widgetsnap devices\n\nLists every device of the HIG size tables with its widget sizes in points.\n"

    static let options = OptionSpec(valued: [], flags: [])

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try parse(arguments)
        if !args.positionals.isEmpty { throw ToolError.usage("devices takes no arguments") }
        var out = ""
        for d in DeviceCatalog.all {
            out += "\(d.id)\(d.id == DeviceCatalog.defaultID ? " (default)" : "")  @\(Int(d.scale))x  radius \(d.cornerRadius)  \(d.name)\n"
            for f in WidgetFamily.allCases { if let s = d.size(of: f) { out += "    \(f.rawValue): \(s)\n" } }
        }
        console.out(out)
        return .success
    }
}
