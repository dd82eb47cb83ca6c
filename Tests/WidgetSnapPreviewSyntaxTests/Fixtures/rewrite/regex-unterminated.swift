import SwiftUI

let r = #/ never closed
#Preview { Text("x") }
