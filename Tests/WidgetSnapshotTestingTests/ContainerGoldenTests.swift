import Foundation
import Testing
import WidgetSnapshotTesting
import WidgetSnapUI

/// ViewThatFits, Grid, GeometryReader and LazyVGrid together in one medium widget.
struct ContainersShowcase: View {
    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 6) {
                ViewThatFits(in: .horizontal) {
                    Text("Air quality is good in Lisbon").font(.headline)
                    Text("AQI 21 · Good").font(.headline)
                }
                Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
                    GridRow { Text("PM2.5").font(.caption); Text("8").font(.caption).gridColumnAlignment(.trailing) }
                    Divider().gridCellUnsizedAxes(.horizontal)
                    GridRow { Text("Ozone").font(.caption); Text("31").font(.caption) }
                    GridRow { Text("NO₂").font(.caption); Text("112").font(.caption) }
                }
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color.gray.opacity(0.3)).frame(width: proxy.size.width, height: 8)
                        Capsule().fill(Color.green).frame(width: proxy.size.width * 0.4, height: 8)
                    }
                }
            }
            .frame(width: 140)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 36), spacing: 6)], spacing: 6) {
                ForEach(0..<9) { i in
                    RoundedRectangle(cornerRadius: 6).fill(i % 3 == 0 ? Color.orange : Color.blue).frame(height: 36)
                }
            }
        }
        .containerBackground(for: .widget) { Color.white }
    }
}

/// The containers' golden (Tests/Containers/Goldens), recorded once and looked at; compared by pixels.
@MainActor
@Test func containersShowcaseMatchesItsGolden() {
    let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Containers/Goldens").path
    let message = WidgetSnapshots.verify(view: ContainersShowcase(), family: .systemMedium, goldens: goldens, record: .missing)
    #expect(message == nil, "\(message ?? "")")
}
