// Bug 1: in the SDK `Widget`, `WidgetBundle`, `WidgetConfiguration` and `@WidgetBundleBuilder` are
// SwiftUI's, so an extension's bundle file may import SwiftUI alone. This file must compile with
// only `import SwiftUI` (it did not when the names were WidgetKit's alone).
import SwiftUI

struct SwiftUIOnlyBundle: WidgetBundle {
    @WidgetBundleBuilder var body: some Widget {
        SwiftUIOnlyWidget()
    }
}

/// A widget declared with SwiftUI's names; its configuration comes from a WidgetKit file.
struct SwiftUIOnlyWidget: Widget {
    var body: some WidgetConfiguration {
        swiftUIOnlyConfiguration().configurationDisplayName("Only SwiftUI")
    }
}
