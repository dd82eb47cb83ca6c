import Foundation
import WidgetSnapshotCore

/// `widgetsnap init [DIR]`: writes a starter project (an example layout, the schema for editors,
/// an assets folder, a `.gitignore` and a GitHub Actions workflow) from files built into the tool.
enum InitCommand: Command {
    static let name = "init"
    static let summary = "write a starter project: an example layout, the schema, Assets/, .gitignore and a CI workflow"
    static let help = """
        usage: widgetsnap init [DIR] [--force] [--quiet]

        Writes a starter project into DIR (default: the current folder, created when missing):

          Layouts/hello.json5                 an example widget
          Schema/widgetsnap.schema.json       the JSON Schema of layout files, for editors
          Assets/Images/                      your images (Image views), found beside Layouts/
          .gitignore                          the .new.png and .diff.png files of failed tests
          .github/workflows/widgetsnap.yml    a GitHub Actions job that installs this version of widgetsnap,
                                              checks, tests and lints the layouts and uploads the results
          .github/widgetsnap/install.sh       the installer that job runs (it checks the archive's SHA-256)

        Existing files are never overwritten: if any of these files exists, nothing is written
        and the command exits 73, unless --force is given. Then run 'widgetsnap test' in DIR:
        the first run records the goldens into Tests/Goldens, later runs compare with them.

          --force   overwrite the starter files that exist (other files are never touched)
          --quiet   print nothing but errors

        exit codes: 0 written, 64 usage error, 73 a file exists (without --force) or cannot be written

        """

    static let options = OptionSpec(valued: [], flags: ["force", "quiet"])

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try parse(arguments)
        guard args.positionals.count <= 1 else { throw ToolError.usage("init takes at most one folder, got \(args.positionals.count)") }
        let root = args.positionals.first ?? "."
        let files = StarterFiles.all
        let existing = files.map { join(root, $0.path) }.filter { FileManager.default.fileExists(atPath: $0) }
        if !existing.isEmpty && !args.flag("force") {
            throw ToolError(.cannotCreate, "not overwriting existing files: " + existing.joined(separator: ", "),
                            hint: "pass --force to overwrite them, or run 'widgetsnap init' in another folder")
        }
        for file in files { try AtomicFile.write(file.contents, to: join(root, file.path)) }
        if !args.flag("quiet") {
            var text = files.map { "created \(join(root, $0.path))\n" }.joined()
            text += "next: " + (root == "." ? "" : "cd \(root) && ") + "widgetsnap check && widgetsnap test\n"
            console.out(text)
        }
        return .success
    }

    /// `root/path`, or `path` alone for the current folder.
    private static func join(_ root: String, _ path: String) -> String {
        root == "." ? path : (root.hasSuffix("/") ? root + path : root + "/" + path)
    }
}

/// The files `widgetsnap init` writes, embedded in the binary from `Sources/WidgetSnapCLI/Starter/`.
enum StarterFiles {
    /// One file: its path inside the project and its bytes.
    struct File: Sendable {
        let path: String
        let contents: Data
    }

    static var all: [File] {
        [File(path: "Layouts/hello.json5", contents: Data(PackageResources.hello_json5)),
         File(path: "Schema/widgetsnap.schema.json", contents: Data(PackageResources.widgetsnap_schema_json)),
         File(path: "Assets/Images/.gitkeep", contents: Data()),
         File(path: ".gitignore", contents: Data(PackageResources.gitignore)),
         File(path: ".github/workflows/widgetsnap.yml", contents: Data(workflow.utf8)),
         File(path: ".github/widgetsnap/install.sh", contents: Data(PackageResources.install_widgetsnap_sh))]
    }

    /// The Debian packages the installed program needs (the Makefile's RUNTIME_APT_PACKAGES, and the
    /// release archive's debian-packages.txt; `InitCommandTests` holds them equal).
    static let runtimePackages = ["libcairo2", "libpango-1.0-0", "libpangocairo-1.0-0", "libpangoft2-1.0-0", "libharfbuzz0b", "libfreetype6",
                                  "librsvg2-2", "libgdk-pixbuf-2.0-0", "libpoppler-glib8",
                                  "libpng16-16", "libfontconfig1", "libglib2.0-0", "zlib1g", "fonts-inter", "fonts-noto-cjk",
                                  "fonts-noto-color-emoji", "fonts-material-design-icons-iconfont", "fonts-jetbrains-mono",
                                  "fonts-noto-ui-core", "culmus"]

    /// The GitHub Actions workflow, pinned to this version.
    static var workflow: String {
        String(decoding: PackageResources.widgetsnap_yml, as: UTF8.self)
            .replacingOccurrences(of: "{{VERSION}}", with: WidgetSnapVersion.current)
            .replacingOccurrences(of: "{{RUNTIME_PACKAGES}}", with: runtimePackages.joined(separator: " "))
    }
}
