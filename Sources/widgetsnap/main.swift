import WidgetSnapCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

exit(WidgetSnapCLI.run(Array(CommandLine.arguments.dropFirst()), console: .standard))
