import SwiftUI

// A regex literal with brackets and quotes inside the preview's own arguments and closure.
#Preview("Regex inside") {
    let r = /[)\]}"]+/
    return Text(String(describing: try? r.firstMatch(in: "a)b")))
}
