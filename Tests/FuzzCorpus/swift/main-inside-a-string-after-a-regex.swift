import SwiftUI

// Issue 25 item 14: after a regex holding a quote, text inside a string was rewritten (@main blanked).
let r = /"/
let s = "@main #Preview { }"
