import Foundation

extension FileManager {
    /// The shared folder of an app group, where a widget reads its app's data. On Linux it is
    /// `$WIDGETSNAP_APP_GROUPS/<identifier>` (default: `<temporary folder>/widgetsnap-app-groups/<identifier>`),
    /// created on first use as iOS does; nil for an identifier that cannot be a folder name
    /// (empty, `.`, `..` or with a `/`), as iOS answers nil for a group the app is not entitled to.
    /// Tests put their fixtures there (or point the variable at a folder of the repository).
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        AppGroups.container(groupIdentifier, environment: ProcessInfo.processInfo.environment, create: true)
    }
}

/// Where app-group containers live on Linux (``FileManager/containerURL(forSecurityApplicationGroupIdentifier:)``).
public enum AppGroups {
    /// The folder of all groups: `WIDGETSNAP_APP_GROUPS`, else `widgetsnap-app-groups` in the temporary folder.
    public static func root(_ environment: [String: String]) -> URL {
        if let dir = environment["WIDGETSNAP_APP_GROUPS"], !dir.isEmpty { return URL(fileURLWithPath: dir, isDirectory: true) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("widgetsnap-app-groups", isDirectory: true)
    }

    public static func container(_ identifier: String, environment: [String: String], create: Bool) -> URL? {
        guard !identifier.isEmpty, identifier != ".", identifier != "..", !identifier.contains("/"), !identifier.contains("\0") else { return nil }
        let url = root(environment).appendingPathComponent(identifier, isDirectory: true)
        if create { try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        return url
    }
}
