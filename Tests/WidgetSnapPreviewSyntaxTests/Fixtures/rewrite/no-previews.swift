import SwiftUI

struct Plain: View {
    var body: some View { Text("@main is not an attribute here") }
}
