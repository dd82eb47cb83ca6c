import SwiftUI
import CoreData

struct FavoriteCity: View {
    var body: some View { Text("Lisbon") }
}
