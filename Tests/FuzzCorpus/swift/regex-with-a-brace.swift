import SwiftUI

// Issue 25 item 14: a brace inside a regex literal opened a block, and the preview after it was left off the page.
let brace = /[{]+/

#Preview("Found") {
    Text("ok")
}
