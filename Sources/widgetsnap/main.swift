import CommandLineKit
import DiffTool
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// The launcher. `widgetsnap diff` runs here, in a process that loads only the image diff and
// libpng, so a CI diff starts in about a millisecond. Every other command needs the renderer
// (Cairo, Pango, GLib, librsvg: about 50 shared libraries, ~10 ms to load), which lives in
// `widgetsnap-full` next to this program; the launcher replaces itself with it.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == DiffCommand.name {
    exit(CommandInfo(DiffCommand.self).execute(Array(arguments.dropFirst()), console: .standard))
}
let reason = SiblingProgram.exec("widgetsnap-full", arguments: arguments)
Console.standard.err("widgetsnap: error: \(reason)\n    hint: widgetsnap-full is built with widgetsnap ('make build'); keep the two programs in the same folder\n")
exit(ExitCode.software.rawValue)
