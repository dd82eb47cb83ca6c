import SwiftUI

// Every literal form, with #Preview and @main only inside literals and comments: the rewrite
// leaves this file as it is.
let plain = "#Preview { Text(\"no\") } @main"
let interpolated = "\(1 + 2) #Preview(\"x\") { } \("@main")"
let raw = #"#Preview { "@main" } \(not interpolated)"#
let rawInterpolated = #"a \#("#Preview {") b"#
let multi = """
    #Preview {
        Text("@main")
    }
    """
let rawMulti = #"""
    @main "#Preview" \"""
    """#
let bare = /#Preview\s*\{/
let quoteRegex = /"@main"/
let extended = #/#Preview { "@main" }/#
let extendedMulti = #/
    @main   # a comment of the regex
    \#Preview
/#
let numbers = [0x1F, 0o17, 0b101, 1_000, 1e-3, 0x1p-3, -7]
let character: Character = "\u{1F600}"
let division = 10 / 2 / 1
/* #Preview { Text("in a comment") } /* nested @main */ */
// #Preview { Text("in a line comment") }
let `return` = 1
let afterBacktick = `return` / 1
