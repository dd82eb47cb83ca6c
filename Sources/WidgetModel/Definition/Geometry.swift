/// How a shape's outline is stroked, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Sendable, Hashable {
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    /// Alternating dash and gap lengths in points; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts, in points.
    public var dashPhase: Double
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.dash = dash; self.dashPhase = dashPhase
    }
}

public enum LineCap: String, Sendable, Hashable, CaseIterable { case butt, round, square }
public enum LineJoin: String, Sendable, Hashable, CaseIterable { case miter, round, bevel }

/// `Image.renderingMode(_:)`: `template` draws the image's shape in the foreground colour.
public enum ImageRenderingMode: String, Sendable, Hashable, CaseIterable { case original, template }
