import Foundation
import WidgetModel
#if canImport(Glibc)
import Glibc
#endif

/// Files one input names (a scenario's `layout` and `suggestable`), confined to the project the input
/// is in, as image assets are confined to `Assets/Images` (issue 25, item 4: a scenario in a pull
/// request named `/etc/shadow`, and the error quoted its first token into the CI log).
///
/// The project of a folder is its nearest enclosing folder (itself included) that holds
/// `Package.swift` or `.git`; without one, the folder's parent (a project's `Stacks/` beside its
/// `Layouts/`). A reference is a relative path to a `.json5` or `.json` file, with no hidden
/// component (`.git`, `.env.json5`), whose real path (every link and `..` resolved) is a regular
/// file inside the project. A refused file is never opened, so no error can quote what it holds.
public enum ProjectConfinement {
    /// Why a reference was refused: a message to report at the reference, and a hint.
    public struct Refusal: Error, Equatable {
        public var message: String
        public var hint: String
    }

    /// The extensions a layout file has.
    public static let layoutExtensions = [".json5", ".json"]

    /// The project folder of `folder` (a real path).
    public static func project(of folder: String) -> String {
        let start = realPath(folder.isEmpty ? "." : folder) ?? PathText.absolute(folder)
        var current = start
        while true {
            for marker in ["Package.swift", ".git"] {
                var info = stat()
                if lstat(current + "/" + marker, &info) == 0 { return current }
            }
            let parent = PathText.parent(current)
            if parent == current { break }
            current = parent
        }
        return PathText.parent(start)
    }

    /// The real path of `reference` (relative to `folder`), or why it is refused.
    public static func layout(_ reference: String, from folder: String) -> Result<String, Refusal> {
        let root = project(of: folder)
        let shown = reference.escapingControlCharacters
        let rule = "a layout is a .json5 or .json file inside the project (\(root)), named relative to the scenario"
        if reference.isEmpty { return .failure(Refusal(message: "the layout file name is empty", hint: rule)) }
        if reference.hasPrefix("/") || reference.hasPrefix("~") {
            return .failure(Refusal(message: "the layout file '\(shown)' is an absolute path", hint: rule))
        }
        let parts = reference.split(separator: "/", omittingEmptySubsequences: true)
        if let hidden = parts.first(where: { $0.hasPrefix(".") && $0 != "." && $0 != ".." }) {
            return .failure(Refusal(message: "the layout file '\(shown)' goes through the hidden name '\(String(hidden).escapingControlCharacters)'", hint: rule))
        }
        guard layoutExtensions.contains(where: { reference.hasSuffix($0) }) else {
            return .failure(Refusal(message: "the layout file '\(shown)' is not a .json5 or .json file", hint: rule))
        }
        let joined = (folder.isEmpty ? "." : folder) + "/" + reference
        var link = stat()
        guard lstat(joined, &link) == 0 else {
            return .failure(Refusal(message: "the layout file '\(shown)' does not exist",
                                    hint: "layout paths are relative to the scenario's folder (\(folder.isEmpty ? "." : folder))"))
        }
        guard let real = realPath(joined) else {
            return .failure(Refusal(message: "the layout file '\(shown)' is a symbolic link that leads nowhere", hint: rule))
        }
        guard real.hasPrefix(root + "/") else {
            return .failure(Refusal(message: "the layout file '\(shown)' resolves outside the project (\(root)); it is not read", hint: rule))
        }
        guard layoutExtensions.contains(where: { real.hasSuffix($0) }) else {
            return .failure(Refusal(message: "the layout file '\(shown)' is a link to a file that is not .json5 or .json; it is not read", hint: rule))
        }
        var info = stat()
        guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .failure(Refusal(message: "the layout file '\(shown)' is not a regular file (a folder, FIFO or device is never read)", hint: rule))
        }
        return .success(real)
    }

    /// A file found by listing `folder` (a scenario of `Stacks/`): nil when it is a regular file whose
    /// real path stays in `folder`'s project, else why it is not read.
    public static func listed(_ path: String, in folder: String) -> Refusal? {
        let root = project(of: folder)
        let rule = "files found in \(folder) are read only when they are regular files inside the project (\(root))"
        guard let real = realPath(path), real.hasPrefix(root + "/") else {
            return Refusal(message: "\(path.escapingControlCharacters) is a symbolic link that leads outside the project; it is not read", hint: rule)
        }
        var info = stat()
        guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return Refusal(message: "\(path.escapingControlCharacters) is not a regular file; it is not read", hint: rule)
        }
        return nil
    }

    /// `realpath(3)`: the absolute path with every link and `..` resolved, or nil.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
