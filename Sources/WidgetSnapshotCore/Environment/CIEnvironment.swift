/// Whether the process runs on a CI system: `CI` is set to anything but empty, `0` or `false`
/// (GitHub Actions, GitLab CI, CircleCI, Buildkite and others set `CI=true`).
public enum CIEnvironment {
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !value.isEmpty && value != "0" && value.lowercased() != "false"
    }
}
