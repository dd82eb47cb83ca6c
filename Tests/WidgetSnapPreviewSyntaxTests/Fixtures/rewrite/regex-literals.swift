import SwiftUI
import WidgetKit

// Issue 25 item 14: regex literals. A quote or brace inside one is not a string or a block, and
// a #Preview after them is found.
let quoted = /"[^"]*"/
let brace = /[{]+/
let closing = /\}/
let extended = #/ "(?<word>\w+)" /#
let hashed = ##/a/#b/##
let multiline = #/
  \d+ # digits
  "(?<unit>[a-z]+)
/#
func parse(_ s: String) -> Bool {
    if let _ = try? /"\d+"/.wholeMatch(in: s) { return true }
    return s.contains(/{/) || s.contains(/"/)
}

#Preview("After regexes") {
    Text("regex: \("/x/") \(try! /"(\d)"/.firstMatch(in: "\"1\"") == nil)")
}

// Division stays division: neither of these opens a regex.
let half = 10 / 2
let ratio = half/5/1
let twice = (half) / 2 / 1

#Preview("After divisions", as: .systemSmall) {
    Text("ok")
}
