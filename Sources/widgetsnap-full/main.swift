import WidgetTool
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// Every command, with the renderer and its graphics libraries. The `widgetsnap` launcher runs
// `diff` itself and starts this program for everything else.
exit(WidgetTool.run(Array(CommandLine.arguments.dropFirst()), console: .standard))
