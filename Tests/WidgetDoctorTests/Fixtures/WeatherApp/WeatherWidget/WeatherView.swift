import SwiftUI
// import MapKit (a comment, not an import)

struct WeatherView: View {
    var entry: WeatherEntry
    let note = "import CoreData \(1 + 2) inside a string"
    let raw = #"import "Darwin" \(not interpolated)"#
    /* nested /* comment */ import AVKit */
    var body: some View {
        VStack {
            Text(entry.forecast.city)
            Text("\(Int(entry.forecast.high))°").foregroundStyle(Theme.accent)
        }
    }
}
