// The report as text for a person: files first (each problem at file:line:column, as a compiler prints it,
// so an editor jumps to it), then the modules, the split, and the proposed Package.swift.

extension DoctorReport {
    public var text: String {
        var out = "\(name): \(files.count) Swift file\(files.count == 1 ? "" : "s") (\(origin))\n\nFiles\n"
        let width = min(60, files.map(\.path.count).max() ?? 0)
        for f in files {
            let mark: String
            switch f.status {
            case .builds: mark = "ok       "
            case .needsEdit: mark = "edit     "
            case .needsAppCode: mark = "app code "
            case .appleOnly: mark = "iOS only "
            }
            let roles = f.roles.map(\.rawValue).joined(separator: ", ")
            let padded = f.path.count < width ? f.path + String(repeating: " ", count: width - f.path.count) : f.path
            out += "  \(mark) \(padded)  \(roles)".trimmingTrailingBlanks() + "\n"
            for i in f.imports where ["apple-only", "app-or-package", "edit"].contains(i.source) {
                let what = switch i.source {
                case "apple-only": "an Apple framework with no Linux build"
                case "edit": "not on Linux as written"
                default: "not one of Apple's or the toolchain's modules"
                }
                out += "      \(f.path):\(i.line):\(i.column): import \(i.module): \(what)"
                if let hint = i.hint { out += "; \(hint)" }
                out += "\n"
            }
            for use in f.appleOnlyUses {
                out += "      \(f.path):\(use.line):\(use.column): \(use.hint)\n"
            }
            let loose = f.outsideTypes.filter { $0.module == nil }
            if !loose.isEmpty {
                out += "      uses types declared outside the target: "
                out += loose.map { "\($0.name) (\($0.declaredAt))" }.joined(separator: ", ") + "\n"
            }
        }
        out += "\nModules\n"
        for m in modules {
            let files = "\(m.files) file\(m.files == 1 ? "" : "s")"
            switch m.source {
            case "widgetsnap": out += "  \(m.name): provided by widgetsnap (\(files))\n"
            case "toolchain": out += "  \(m.name): in the Swift toolchain on Linux (\(files))\n"
            case "apple-only": out += "  \(m.name): Apple only (\(files)): \(m.hint ?? "")\n"
            case "edit": out += "  \(m.name): not on Linux as written (\(files)): \(m.hint ?? "")\n"
            case "outside-the-target":
                out += "  code outside the target (\(files)): uses \(m.usedTypes.joined(separator: ", ")); on Linux add the files that declare them to the target's sources, or declare stand-ins\n"
            default:
                out += "  \(m.name): the app's own or a package (\(files))"
                if !m.usedTypes.isEmpty { out += "; the widget uses \(m.usedTypes.joined(separator: ", "))" }
                if m.binary == true, let location = m.location {
                    out += "; a binary framework at \(location), built for Apple platforms: a stand-in"
                } else if let url = m.package?.url {
                    out += "; a Swift package from \(url)\(m.package?.requirement.map { " (\($0))" } ?? ""): depend on it if it builds on Linux"
                } else if let location = m.location {
                    out += "; source in \(location)"
                    if let ok = m.importsExistOnLinux {
                        out += ok ? ", whose imports all exist on Linux: depend on it" : ", which imports modules Linux does not have: a stand-in"
                    }
                } else if let hint = m.hint {
                    out += "; \(hint)"
                }
                out += "\n"
            }
        }
        out += "\nSplit\n"
        out += "  \(split.buildsNow.count) of \(files.count) file\(files.count == 1 ? "" : "s") build\(split.buildsNow.count == 1 && files.count == 1 ? "s" : "") on Linux as they are"
        out += split.withEdits.isEmpty ? "" : "; \(split.withEdits.count) after the edits above"
        out += split.withStandIns.isEmpty ? "" : "; \(split.withStandIns.count) more with the app code above"
        out += split.appleOnly.isEmpty ? "" : "; \(split.appleOnly.count) stay\(split.appleOnly.count == 1 ? "s" : "") on iOS (\(split.appleOnly.joined(separator: ", ")))"
        out += ".\n"
        let essential = files.filter { $0.status == .appleOnly && !Set($0.roles).isDisjoint(with: [.widget, .provider, .entry, .views]) }
        if !essential.isEmpty {
            out += "  Widget code in a file that stays on iOS: move its views, entries and provider into files without "
            out += "the Apple-only import (\(essential.map(\.path).joined(separator: ", "))).\n"
        }
        out += "\nA Package.swift for snapshot tests on Linux (`widgetsnap doctor --manifest` prints only this):\n\n"
        out += split.packageManifest
        return out
    }
}

extension String {
    func trimmingTrailingBlanks() -> String {
        var s = Substring(self)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
