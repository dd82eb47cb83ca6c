import WidgetSnapshotCore

// The command line's words and exit codes for the modules' typed errors: the one place either is chosen.

extension ArtifactError {
    /// What `widgetsnap accept` says, and its exit code (sysexits: 64 usage, 65 bad data, 66 no input, 70 software).
    var toolError: ToolError {
        switch self {
        case .noReport(let artifact):
            ToolError(.noInput, "\(artifact): no report.json in the artifact",
                      hint: "upload the folder of 'widgetsnap test --report DIR' as the artifact and pass that download")
        case .severalReports(let artifact, let reports):
            ToolError(.dataError, "\(artifact): several reports (\(reports.prefix(4).joined(separator: ", ")))",
                      hint: "join shards with 'widgetsnap merge-reports' first, or pass one report's folder")
        case .reportMissing(let artifact, let path):
            ToolError(.noInput, "\(artifact): no \(path)")
        case .notAReport(let artifact, let path, let reason):
            ToolError(.dataError, "\(artifact): \(path) is not a widgetsnap report (\(reason))")
        case .decisionsMissing(let artifact, let path):
            ToolError(.noInput, "\(artifact): no \(path) in the artifact",
                      hint: "pass one with --decisions FILE (widgetsnap test --report writes one since 0.2.0)")
        case .decisionsNotText(let artifact, let path):
            ToolError(.dataError, "\(artifact): \(path) is not UTF-8 text")
        case .unknownVariant(let at, let variant):
            ToolError(.dataError, "\(at): the report has no variant '\(variant)'", hint: "accept only variants of this artifact's report")
        case .noNewImage(let at, let variant, let status):
            ToolError(.dataError, "\(at): '\(variant)' has no new image in the report (it \(status.rawValue))",
                      hint: "only failed, missing and resized variants carry a new image")
        case .imageMissing(let artifact, let path):
            ToolError(.dataError, "\(artifact): \(path) is missing", hint: "the artifact must hold the report's images/ folder")
        case .imageUnreadable(let artifact, let path, let reason):
            ToolError(.dataError, "\(artifact): \(path) is not a PNG widgetsnap reads: \(reason)")
        case .imageSize(let artifact, let path, let width, let height, let reportWidth, let reportHeight):
            ToolError(.dataError, "\(artifact): \(path) is \(width)×\(height) px; the report says \(reportWidth)×\(reportHeight)")
        case .goldensNotRelative(let artifact, let goldens):
            ToolError(.usage, "\(artifact): the report's goldens folder '\(goldens.prefix(200))' is not a plain relative path",
                      hint: "name the checkout's goldens folder with --goldens DIR")
        case .cannotEncode(let reason):
            ToolError(.software, "PNG encoding failed: \(reason)")
        case .files(let error):
            error
        }
    }
}
