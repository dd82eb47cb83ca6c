import Foundation

/// Path arithmetic on text, for every module (issue 25, item 7): Foundation on Linux traps
/// (SIGILL, no message) in `NSString.deletingLastPathComponent` for a path of one character that
/// is not `/` (`q`, `.`, `é`) and for `q/`, so `gallery q` or `test … --junit j` crashed. Nothing
/// in the sources calls it: `PathTextTests` checks that, with a table of odd paths.
public enum PathText {
    /// The folder part of `path`, as `NSString.deletingLastPathComponent` gives it where it does not
    /// trap: `a/b` → `a`, `/a` → `/`, `/` → `/`, `b` → `` (no folder), `a/b/` → `a`, `a//b` → `a`.
    public static func parent(_ path: String) -> String {
        var scalars = Array(path.unicodeScalars)
        // Trailing slashes are not a component (a path of slashes only is the root).
        while scalars.count > 1, scalars.last == "/" { scalars.removeLast() }
        if scalars == ["/"] { return "/" }
        guard let slash = scalars.lastIndex(of: "/") else { return "" }
        var end = slash
        while end > 0, scalars[end - 1] == "/" { end -= 1 }
        if end == 0 { return "/" }
        var out = ""
        out.unicodeScalars.append(contentsOf: scalars[..<end])
        return out
    }

    /// The folder part of `path`, `.` when it has none (`b` → `.`): a folder to open or create.
    public static func folder(of path: String) -> String {
        let p = parent(path)
        return p.isEmpty ? "." : p
    }

    /// The last component of `path`: `a/b` → `b`, `a/b/` → `b`, `/` → `/`, `` → ``.
    public static func name(_ path: String) -> String {
        var scalars = Array(path.unicodeScalars)
        while scalars.count > 1, scalars.last == "/" { scalars.removeLast() }
        if scalars == ["/"] { return "/" }
        let start = scalars.lastIndex(of: "/").map { $0 + 1 } ?? 0
        var out = ""
        out.unicodeScalars.append(contentsOf: scalars[start...])
        return out
    }

    /// `folder` and `name` joined by one `/` (`/` and `a` give `/a`, not `//a`).
    public static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` made absolute against the current folder (unchanged when it starts with `/`).
    public static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let here = FileManager.default.currentDirectoryPath
        if path.isEmpty || path == "." { return here }
        return (here.hasSuffix("/") ? here : here + "/") + path
    }
}
