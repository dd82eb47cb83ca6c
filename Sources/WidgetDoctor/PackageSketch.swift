// The Package.swift `doctor` proposes: a Linux package beside the Xcode project whose library target holds
// the widget files that can build on Linux, depending on widgetsnap's modules, on the app's modules that
// build on Linux, and on stand-in modules (`condition: .when(platforms: [.linux])`) for the others; and a
// test target for the snapshots. Paths are relative to the repository root, where the file would go.

enum PackageSketch {
    static func manifest(name: String, files: [DoctorReport.FileReport], modules: [DoctorReport.ModuleReport]) -> String {
        let included = files.filter { $0.status != .appleOnly }
        let target = identifier(name)
        let outsidePaths = Set(included.flatMap { $0.outsideTypes.filter { $0.module == nil }.map {
            String($0.declaredAt.prefix { $0 != ":" }) } })
        let allPaths = included.map(\.path) + outsidePaths.sorted()
        let folder = commonFolder(allPaths)
        let relative: (String) -> String = { folder.isEmpty ? $0 : String($0.dropFirst(folder.count + 1)) }
        let usedModules = Set(included.flatMap { f in f.imports.filter { $0.source != "compiled-out" }.map(\.module) })
        // `import os.log` needs the product `os`: the product is the module's top name.
        let products = Set(modules.filter { ($0.source == "widgetsnap" || $0.source == "edit") && usedModules.contains($0.name) }
            .map { String($0.name.prefix { $0 != "." }) }.filter { ModuleCatalog.widgetsnap.contains($0) }).sorted()
        let edited = Set(included.filter { f in f.imports.contains { $0.source == "edit" } || !f.appleOnlyUses.isEmpty }.map(\.path))
        let appModules = modules.filter { $0.source == "app-or-package" && usedModules.contains($0.name) }

        var lines = [
            "// swift-tools-version: 6.0",
            "// Snapshot tests of \(name) on Linux (written by `widgetsnap doctor`; put it at the repository root).",
            "import PackageDescription",
            "",
            "let package = Package(",
            "    name: \(quoted(target + "Snapshots")),",
            "    defaultLocalization: \"en\",  // the target's folders may hold .lproj resources",
            "    dependencies: [",
            "        .package(path: \"../widgetsnap\"),  // or .package(url: <widgetsnap's repository>, exact: <version>)",
        ]
        for m in appModules where m.importsExistOnLinux == true {
            lines.append("        .package(path: \(quoted(m.location ?? m.name))),  // \(m.name): its imports all exist on Linux")
        }
        for m in appModules {
            guard let url = m.package?.url else { continue }
            let rule = m.package?.requirement ?? "branch: \"main\""
            lines.append("        .package(url: \(quoted(url)), \(rule)),  // \(m.name): check that it builds on Linux")
        }
        lines += ["    ],", "    targets: ["]
        var dependencies = products.map { ".product(name: \(quoted($0)), package: \"widgetsnap\")" }
        for m in appModules {
            if let url = m.package?.url {
                dependencies.append(".product(name: \(quoted(m.name)), package: \(quoted(packageIdentity(url))))")
                continue
            }
            if m.importsExistOnLinux == true {
                dependencies.append(".product(name: \(quoted(m.name)), package: \(quoted(lastComponent(m.location ?? m.name))))")
                continue
            }
            let declares = m.usedTypes.isEmpty ? "what the widget uses from it" : m.usedTypes.joined(separator: ", ")
            lines.append("        // A stand-in for \(m.name) on Linux: declare \(declares).")
            lines.append("        .target(name: \(quoted(m.name)), path: \(quoted("LinuxStandIns/" + m.name))),")
            dependencies.append(".target(name: \(quoted(m.name)), condition: .when(platforms: [.linux]))")
        }
        lines.append("        .target(")
        lines.append("            name: \(quoted(target)),")
        lines.append("            dependencies: [")
        for d in dependencies { lines.append("                " + (d.hasSuffix(",") ? d : d + ",")) }
        lines.append("            ],")
        lines.append("            path: \(quoted(folder.isEmpty ? "." : folder)),")
        lines.append("            sources: [")
        for p in allPaths.sorted() {
            lines.append("                \(quoted(relative(p))),\(edited.contains(p) ? "  // after the edit listed above" : "")")
        }
        if included.contains(where: \.entryPoint) {
            lines.append("            ],")
            lines.append("            // The bundle's @main would clash with the test program's main: rename the entry point (docs/swiftui.md).")
            lines.append("            swiftSettings: [.unsafeFlags([\"-Xfrontend\", \"-entry-point-function-name\", \"-Xfrontend\", \(quoted(target + "_main"))])]")
        } else {
            lines.append("            ]")
        }
        lines.append("        ),")
        lines.append("        .testTarget(name: \(quoted(target + "SnapshotTests")), dependencies: [")
        lines.append("            \(quoted(target)), .product(name: \"WidgetSnapshotTesting\", package: \"widgetsnap\"),")
        lines.append("        ]),")
        lines += ["    ]", ")", ""]
        return lines.joined(separator: "\n")
    }

    static func identifier(_ name: String) -> String {
        var out = ""
        for s in name.unicodeScalars {
            if s == "_" || s.properties.isXIDContinue { out.unicodeScalars.append(s) }
        }
        if out.isEmpty { return "Widget" }
        if let f = out.unicodeScalars.first, !f.properties.isXIDStart, f != "_" { out = "W" + out }
        return out
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if c.value < 0x20 || c.value == 0x7F { out += "\\u{\(String(c.value, radix: 16))}" } else { out.unicodeScalars.append(c) }
            }
        }
        return out + "\""
    }

    /// The identity SwiftPM gives a package from its URL: the last component without `.git`.
    static func packageIdentity(_ url: String) -> String {
        let last = lastComponent(url)
        return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
    }

    static func lastComponent(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    /// The longest folder prefix (by whole components) shared by every path.
    static func commonFolder(_ paths: [String]) -> String {
        guard var common = paths.first.map({ $0.split(separator: "/").dropLast().map(String.init) }) else { return "" }
        for p in paths.dropFirst() {
            let parts = p.split(separator: "/").dropLast().map(String.init)
            var n = 0
            while n < common.count, n < parts.count, common[n] == parts[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        return common.joined(separator: "/")
    }
}
