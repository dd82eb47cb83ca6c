import Foundation
import PreviewsBuilder
import WidgetModel
import WidgetGallery
import WidgetLayout
import WidgetSnapPreviewSyntax
import WidgetSnapshotCore

/// `widgetsnap previews FOLDER`: every `#Preview` and `PreviewProvider` of a folder of SwiftUI
/// widget sources, drawn into a page as Xcode's canvas shows them (docs/swiftui.md#previews).
enum PreviewsCommand: Command {
    static let name = "previews"
    static let summary = "render every #Preview of a folder of SwiftUI widget sources into a page"
    static let help = """
        usage: widgetsnap previews FOLDER [--out DIR] [--build-dir DIR] [--widgetsnap PATH] [--resources DIR]...
                                   [--assets DIR] [--device ID] [--language-mode 5|6] [--quiet]

        Builds the .swift files of FOLDER (all of them as one module, against widgetsnap's SwiftUI,
        WidgetKit and AppIntents) into a program that draws every #Preview and every PreviewProvider's
        views, in source order, light and dark, and writes DIR/index.html (default DIR:
        .build/previews of the package FOLDER is in, else of FOLDER) with each preview's name, file:line and images, the PNGs under
        DIR/images/ and DIR/previews.json. A widget preview shows each of its entries in its family
        on the device; a view preview its traits' layout: .sizeThatFitsLayout at the view's ideal
        size, .fixedLayout at that size, the default as wide as the device's screen and as tall as
        the view. The clock reads 2026-06-01T09:41:00Z (WIDGETSNAP_CLOCK changes it), the time zone
        is UTC and the locale en_US.

          --out DIR            the page's folder (replaced whole; default .build/previews of the package)
          --build-dir DIR      the scratch package (kept: later runs build only what changed;
                               default: the shared build of this widgetsnap and toolchain under
                               $XDG_CACHE_HOME/widgetsnap/previews, else ~/.cache/widgetsnap/previews);
                               only a new or empty folder, or one it made (marked by a
                               .widgetsnap-previews-build file): any other folder is refused (73)
          --widgetsnap PATH    the widgetsnap package to build against (default: WIDGETSNAP_PACKAGE,
                               the package's .build/checkouts/widgetsnap* or path dependency, else
                               the sources this program was built from)
          --resources DIR      more asset catalogues and string tables (FOLDER's own are always read)
          --assets DIR         the assets folder (Images/) of Image views (default: FOLDER)
          --device ID          the device (default: \(DeviceCatalog.defaultID); see 'widgetsnap devices')
          --language-mode N    the Swift language mode of the sources: 5 (default) or 6
          --quiet              print nothing but errors

        SWIFT names the swift command (default: swift). The compiler's messages point at the
        files in FOLDER.

        exit codes: 0 written, 64 usage error, 65 the sources do not compile or a preview cannot be
        drawn, 66 FOLDER, its sources or the widgetsnap package are missing, 73 cannot write

        """

    static let options = OptionSpec(valued: ["out", "build-dir", "widgetsnap", "resources", "assets", "device", "language-mode"], flags: ["quiet"])

    static func run(_ arguments: [String], console: Console) throws -> ExitCode {
        let args = try parse(arguments)
        guard args.positionals.count == 1, let given = args.positionals.first else {
            throw ToolError.usage("previews takes one folder, got \(args.positionals.count)", hint: "widgetsnap previews Sources/MyWidget")
        }
        let quiet = args.flag("quiet")
        let mode = args.value("language-mode") ?? "5"
        guard mode == "5" || mode == "6" else { throw ToolError.usage("--language-mode expects 5 or 6, got '\(mode)'") }
        let device = try Selection.device(args.value("device"))
        let folder = PreviewsLocation.absolute(given)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ToolError(.noInput, "\(given): no such folder", hint: "name the folder of the widget's .swift files")
        }
        let relatives = PreviewsLocation.sources(in: folder)
        guard !relatives.isEmpty else { throw ToolError(.noInput, "\(given): no .swift files", hint: "name the folder of the widget's .swift files") }
        var sources: [PreviewsPackage.Source] = []
        for rel in relatives {
            guard let data = FileManager.default.contents(atPath: folder + "/" + rel) else {
                throw ToolError(.noInput, "cannot read \(folder)/\(rel)")
            }
            // Not UTF-8: the first ill-formed byte's line and column (exit 65, as for a layout file).
            if let bad = UTF8Validation.firstInvalidByte(Array(data)) {
                throw ToolError(.dataError, "\(folder)/\(rel):\(bad.line):\(bad.column): the file is not UTF-8 text: byte 0x\(String(bad.byte, radix: 16, uppercase: true)) at offset \(bad.offset)",
                                hint: "save it as UTF-8, as Xcode does")
            }
            let text = String(decoding: data, as: UTF8.self)
            sources.append(.init(relative: rel, absolute: folder + "/" + rel, text: text))
        }
        let userPackage = PreviewsLocation.enclosingPackage(of: folder)
        let widgetsnap = try PreviewsLocation.widgetsnap(option: args.value("widgetsnap"), environment: ProcessInfo.processInfo.environment,
                                                         userPackage: userPackage)
        let swift = ProcessInfo.processInfo.environment["SWIFT"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift"
        let workspace = try PreviewsWorkspace.choose(buildDir: args.value("build-dir"), widgetsnap: widgetsnap,
                                                     fallback: (userPackage ?? folder) + "/.build/widgetsnap-previews",
                                                     environment: ProcessInfo.processInfo.environment) { () throws(PreviewsError) in
            try PreviewsCache.toolchain(swift: swift)
        }
        let package = try PreviewsPackage.make(sources, widgetsnap: workspace.widgetsnap, languageMode: Int(mode) ?? 5)
        guard package.previewCount > 0 else {
            throw ToolError(.noInput, "\(given): no #Preview or PreviewProvider in \(relatives.count) file\(relatives.count == 1 ? "" : "s")",
                            hint: "previews are found at the top level of the files")
        }
        let buildDir = workspace.buildDir
        // Not into the package's own folders: beside its build products, which git ignores.
        let out = args.value("out") ?? ((userPackage ?? folder) + "/.build/previews")
        // Claimed and locked from writing the scratch package until the runner has drawn (PreviewsWorkspace).
        let manifest = try workspace.locked(waiting: { if !quiet { console.err("waiting for another previews run to finish with \(buildDir)\n") } },
                                            setUp: { $0 as any Error }) { () throws(any Error) in
            try PreviewsBuild.write(package, to: buildDir)
            let resourceFolders = [folder] + args.list("resources").map(PreviewsLocation.absolute)
            try PreviewsBuild.copyResources(from: resourceFolders, to: buildDir + "/Resources")
            if !quiet { console.out("building \(package.previewCount) preview\(package.previewCount == 1 ? "" : "s") of \(given) in \(buildDir)\(workspace.cache == nil ? "" : " (shared by every package using this widgetsnap and toolchain)")\n") }
            try PreviewsBuild.build(buildDir, swift: swift, quiet: quiet) { console.err($0) }
            return try OutputFolder.replace(out, setUp: { $0 as any Error }) { staging throws(any Error) in
                let manifest = try PreviewsBuild.draw(buildDir, out: staging, assets: args.value("assets").map(PreviewsLocation.absolute) ?? folder,
                                                      device: device.id, resourceFolders: resourceFolders)
                try AtomicFile.write(PreviewsPage.page(manifest, title: "Previews of \((folder as NSString).lastPathComponent)"), to: staging + "/index.html")
                try AtomicFile.write(GalleryAssets.css, to: staging + "/assets/gallery.css")
                for (path, html) in SurfacePages.pages(manifest) { try AtomicFile.write(html, to: staging + "/" + path) }
                return manifest
            }
        }
        let failed = manifest.previews.filter { $0.error != nil }
        for p in failed { console.err("\(folder)/\(p.file):\(p.line):\(p.column): error: cannot draw the preview \(p.title): \(p.error ?? "")\n") }
        if !quiet {
            let images = manifest.previews.reduce(0) { $0 + $1.images.count }
            console.out("drew \(manifest.previews.count - failed.count) of \(manifest.previews.count) previews (\(images) images); page written to \(out)/index.html\n")
        }
        return failed.isEmpty ? .success : .dataError
    }
}
