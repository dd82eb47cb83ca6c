import SwiftUI

// Issue 25 item 14: a quote inside a regex literal was taken for a string ("unterminated string literal").
let quoted = /"[^"]*"/

#Preview("After the regex") {
    Text("ok")
}
