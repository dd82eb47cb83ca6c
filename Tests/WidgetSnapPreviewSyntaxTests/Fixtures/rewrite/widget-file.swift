import SwiftUI
import WidgetKit

@main
struct CupsBundle: WidgetBundle {
    var body: some Widget { CupsWidget() }
}

let brace = "#Preview { not a preview }" // #Preview in a comment { is not one either
/* #Preview("in a block comment") { } */

#Preview(as: .systemSmall) {
    CupsWidget()
} timeline: {
    CupsEntry(date: .now, title: "}{ braces in a string")
    CupsEntry.evening // a comment, with: a colon {
}

#Preview("Lock Screen, \"rectangular\"", as: .accessoryRectangular, widget: { CupsWidget() }, timelineProvider: { CupsProvider() })

#if DEBUG
#Preview("The view", traits: .sizeThatFitsLayout) { CupsView(entry: .morning) }
#elseif os(Linux) // a comment
#Preview("\(1) interpolated") {
    CupsView(entry: .init(date: .now, title: #"raw "}" string"#))
}
#endif

struct CupsView_Previews: PreviewProvider {
    static var previews: some View {
        CupsView(entry: .morning).previewDisplayName("Small")
    }
}

extension Namespace.Holder {
    struct More: View, SwiftUI.PreviewProvider { static var previews: some View { Text("x") } }
}

struct Second : View , SwiftUI.PreviewProvider {
    var body: some View { Text("x") }
    static var previews: some View { Second() }
}

enum NotAProvider: String, CaseIterable {}
