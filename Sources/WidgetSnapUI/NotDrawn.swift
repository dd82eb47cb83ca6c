import Foundation

/// An API a view used that widgetsnap accepts and does not draw (`compositingGroup`, `luminanceToAlpha`, `widgetLabel` …),
/// with the caller's file and line, so that a snapshot can say what differs from a device.
///
/// APIs with no visible effect in a still image (accessibility modifiers, `id`,
/// `invalidatableContent`, `contentTransition`, `drawingGroup`, `ignoresSafeArea`, button actions)
/// leave no note.
public struct NotDrawnNote: Hashable, Sendable, CustomStringConvertible {
    /// The API's name as written in code: `widgetLabel`, `symbolRenderingMode(.multicolor)`.
    public var api: String
    /// The caller's `#fileID` (`MyWidget/MyWidget.swift`) and line.
    public var fileID: String
    public var line: Int

    public init(api: String, fileID: String, line: Int) { self.api = api; self.fileID = fileID; self.line = line }

    /// The file's name without its module: `MyWidget.swift`.
    public var fileName: String { String(fileID.split(separator: "/").last ?? Substring(fileID)) }

    /// `widgetLabel at MyWidget.swift:42`.
    public var description: String { "\(api) at \(fileName):\(line)" }
}

/// Collects the notes of the views evaluated while `collecting` runs (every `ViewResolution`
/// evaluation inside it, also those `WidgetHost` runs).
public enum NotDrawnNotes {
    /// The notes met so far (views may be evaluated off the main actor, e.g. a `Text`'s own).
    final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [NotDrawnNote] = []
        private var seen: Set<NotDrawnNote> = []
        var notes: [NotDrawnNote] { lock.withLock { list } }
        func add(_ note: NotDrawnNote) { lock.withLock { if seen.insert(note).inserted { list.append(note) } } }
    }

    @TaskLocal static var collector: Collector?

    /// The result of `body` and the notes of every view evaluated in it: each API and place once,
    /// in the order first met.
    public static func collecting<T>(_ body: () throws -> T) rethrows -> (result: T, notes: [NotDrawnNote]) {
        let c = Collector()
        let result = try $collector.withValue(c) { try body() }
        return (result, c.notes)
    }

    /// Records a note in the innermost collection (and every enclosing one).
    static func record(_ note: NotDrawnNote) { collector?.add(note) }

    /// Nested collections: the inner one's notes also go to the outer one.
    static func nested<T>(_ body: () -> T) -> (result: T, notes: [NotDrawnNote]) {
        let outer = collector
        let (result, notes) = collecting(body)
        if let outer { for n in notes { outer.add(n) } }
        return (result, notes)
    }
}

extension View {
    /// This view with a modifier that is accepted and not drawn, noted with the caller's place.
    func notDrawn(_ api: String, _ fileID: String, _ line: Int) -> _ModifiedView<Self> {
        modified(.notDrawn(NotDrawnNote(api: api, fileID: fileID, line: line)))
    }

    /// The same for the other front-end modules (WidgetKit's modifiers).
    public func _notDrawn(_ api: String, fileID: String, line: Int) -> some View { notDrawn(api, fileID, line) }
}
