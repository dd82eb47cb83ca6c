import SwiftUI
import WidgetKit

struct Row: View {
    let title: String
    var body: some View {
        HStack {
            Text(title)
            Spacer()
            title.count // expect-error: does not conform to 'View'
        }
    }
}
