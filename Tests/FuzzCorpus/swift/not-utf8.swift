import SwiftUI

#Preview {
    Text("Café")
}
