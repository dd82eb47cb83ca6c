import Foundation
import WidgetSnapshotCore

/// `widgetsnap accept ARTIFACT`: the goldens a review chose, from a CI run's report artifact, into the checkout.
enum AcceptCommand: Command {
    static let name = "accept"
    static let summary = "record the goldens a review accepted from a CI artifact (a report folder or zip)"
    static let help = """
        usage: widgetsnap accept ARTIFACT [--decisions FILE] [--goldens DIR] [--dry-run]

        ARTIFACT is the report of a CI run ('widgetsnap test --report DIR' or 'merge-reports --out
        DIR'), downloaded as a folder or a zip: report.json, images/ and decisions.json. It
        writes the new image of exactly the variants the decisions file accepts to
        DIR/<name>.png (default DIR: the goldens folder the report names, relative to the working
        folder), removes their .new.png and .diff.png, and stamps DIR with the renderer that drew
        them. Nothing is rendered: the images are the CI's.

        The report's decisions.json accepts every variant with a new image; edit it (a decision to
        "rejected", or a line removed), or pass another with --decisions FILE (the format of the
        gallery's review page, docs/gallery.md#the-decisions-file).

        The artifact is untrusted: only report.json, the decisions file and images/<name>.actual.png
        of accepted variants are read, by exact name (never extracted); names must be plain variant
        names of the report; a file must be a regular file (no symbolic link, FIFO or device) and an
        image a PNG of the size the report states, encoded again from its pixels. Everything is
        checked before anything is written.

          --dry-run     check and print what would be written, write nothing

        exit codes: 0 accepted, 64 usage, 65 invalid artifact or decisions, 66 missing input, 73 cannot write

        """

    static let options = OptionSpec(valued: ["decisions", "goldens"], flags: ["dry-run"])

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try parse(arguments)
        guard args.positionals.count == 1, let artifact = args.positionals.first else {
            throw ToolError.usage("name one artifact: a report folder or a zip", hint: "widgetsnap accept report.zip")
        }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: artifact, isDirectory: &isDir) else {
            throw ToolError(.noInput, "no artifact at \(artifact.escapingControlCharacters)", hint: "pass the downloaded report folder or its zip")
        }
        let files: any ArtifactFiles = isDir.boolValue ? ArtifactFolder(artifact) : try ArtifactZip(artifact)
        let plan = try ArtifactAccept.plan(files, decisionsFile: args.value("decisions"), goldens: args.value("goldens"))
        let dry = args.flag("dry-run")
        for c in plan.choices { console.out((dry ? "would accept " : "accepted ") + c.golden + "\n") }
        if !dry { try plan.apply() }
        var line = "\(plan.choices.count) golden\(plan.choices.count == 1 ? "" : "s") \(dry ? "would be " : "")accepted into \(plan.goldens)"
        if !plan.kept.isEmpty { line += "; \(plan.kept.count) changed variant\(plan.kept.count == 1 ? "" : "s") not accepted" }
        console.out(line + "\n")
        if let r = plan.report.summary.renderer, r != WidgetSnapVersion.renderer {
            console.err("note: the artifact's images were drawn by renderer \(r); this widgetsnap is renderer \(WidgetSnapVersion.renderer)\n")
        }
        return .success
    }
}
