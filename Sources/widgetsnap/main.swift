import Foundation
import WidgetTool

let code = WidgetTool.run(Array(CommandLine.arguments.dropFirst()), console: Console(
    out: { FileHandle.standardOutput.write(Data($0.utf8)) },
    err: { FileHandle.standardError.write(Data($0.utf8)) }))
exit(code)
