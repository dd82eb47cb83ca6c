/// Whether the process runs on a CI system, and which one.
///
/// `CI` set to anything but empty, `0` or `false` means CI (GitHub Actions, GitLab CI, CircleCI,
/// Buildkite, Travis and others set `CI=true`). Systems that do not set `CI` are recognised by
/// their own variables: Jenkins (`JENKINS_URL`), Azure Pipelines (`TF_BUILD`), TeamCity
/// (`TEAMCITY_VERSION`); `BUILDKITE`, `GITHUB_ACTIONS` and `GITLAB_CI` count as well, in case a job
/// unsets `CI`. An explicit `CI=false` (or `0`) wins over all of them, for running a CI image locally.
public enum CIEnvironment {
    /// The variables, besides `CI`, whose presence (with a non-empty value) means CI.
    public static let systemVariables: [(variable: String, system: String)] = [
        ("GITHUB_ACTIONS", "GitHub Actions"), ("GITLAB_CI", "GitLab CI"), ("JENKINS_URL", "Jenkins"),
        ("TF_BUILD", "Azure Pipelines"), ("BUILDKITE", "Buildkite"), ("TEAMCITY_VERSION", "TeamCity"),
    ]

    public static func isCI(_ environment: [String: String]) -> Bool { system(environment) != nil }

    /// The CI system's name (`"GitHub Actions"`, or `"CI"` when only `CI` says so), or nil locally.
    public static func system(_ environment: [String: String]) -> String? {
        if let value = environment["CI"], isOff(value) { return nil }
        for (variable, system) in systemVariables {
            if let value = environment[variable], !isOff(value) { return system }
        }
        if let value = environment["CI"], !isOff(value) { return "CI" }
        return nil
    }

    /// Whether the job runs on GitHub Actions (`GITHUB_ACTIONS=true`): annotations and a step summary.
    public static func isGitHubActions(_ environment: [String: String]) -> Bool {
        environment["GITHUB_ACTIONS"]?.lowercased() == "true" && environment["CI"].map(isOff) != true
    }

    private static func isOff(_ value: String) -> Bool {
        value.isEmpty || value == "0" || value.lowercased() == "false"
    }
}
