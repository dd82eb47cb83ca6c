import SwiftUI

#Preview {
    Text("no closing brace")

struct Later {}
