import Foundation
import Testing
@testable import WidgetSnapCLI

/// The documentation agrees with the tool: docs/cli.md has a section per command that lists
/// exactly that command's options, command lines in README.md and docs/*.md use real commands and
/// options, every link stays inside the repository, and the README stays short.
@Suite struct DocumentationTests {
    /// Names `widgetsnap` handles itself, outside `WidgetSnapCLI.commands`.
    static let builtins: Set<String> = ["help", "version"]
    /// Options every command accepts without listing them.
    static let universalOptions: Set<String> = ["help"]
    static let maximumReadmeLines = 170

    /// The package root: the nearest folder above this file that holds Package.swift.
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.standardizedFileURL }
            url = url.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }()

    /// README.md and every docs/*.md, as paths relative to the root.
    static var documents: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    static func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    static var commands: [String: Set<String>] {
        Dictionary(uniqueKeysWithValues: WidgetSnapCLI.commands.map { ($0.name, Set($0.options)) })
    }

    /// One issue listing every problem, each as `file:line: what is wrong`.
    static func report(_ problems: [String]) -> Comment {
        Comment(rawValue: "\(problems.count) problem\(problems.count == 1 ? "" : "s"):\n" + problems.joined(separator: "\n"))
    }

    // MARK: - The checks

    @Test func theChecksHaveSomethingToCheck() throws {
        #expect(!WidgetSnapCLI.commands.isEmpty)
        #expect(Self.documents.contains("docs/cli.md"), "docs/cli.md is missing under \(Self.root.path)")
        #expect(!(try Self.read("README.md")).isEmpty)
    }

    @Test func everyCommandHasOneSectionInCLIReference() throws {
        let sections = try Markdown.commandSections(in: Self.read("docs/cli.md"))
        var problems = sections.problems.map { "docs/cli.md:\($0)" }
        let known = Self.commands
        for section in sections.sections where known[section.command] == nil {
            problems.append("docs/cli.md:\(section.line): '## widgetsnap \(section.command)' names no command; the commands are \(known.keys.sorted().joined(separator: ", "))")
        }
        var seen: Set<String> = []
        for section in sections.sections where !seen.insert(section.command).inserted {
            problems.append("docs/cli.md:\(section.line): a second section for '\(section.command)'")
        }
        for name in known.keys.sorted() where !seen.contains(name) {
            problems.append("docs/cli.md: the command '\(name)' has no section '## widgetsnap \(name)'")
        }
        if !problems.isEmpty { Issue.record(Self.report(problems)) }
    }

    @Test func everyCommandSectionListsExactlyTheCommandsOptions() throws {
        let known = Self.commands
        var problems: [String] = []
        for section in try Markdown.commandSections(in: Self.read("docs/cli.md")).sections {
            guard let options = known[section.command] else { continue }
            var mentioned: Set<String> = []
            for (number, line) in section.lines {
                for option in Markdown.options(in: Substring(line)) where !Self.universalOptions.contains(option) {
                    mentioned.insert(option)
                    if !options.contains(option) {
                        problems.append("docs/cli.md:\(number): '--\(option)' is in the section of '\(section.command)', which has no such option")
                    }
                }
            }
            for option in options.subtracting(mentioned).sorted() {
                problems.append("docs/cli.md:\(section.line): the section of '\(section.command)' does not document '--\(option)'")
            }
        }
        if !problems.isEmpty { Issue.record(Self.report(problems)) }
    }

    @Test func commandLinesInTheDocsUseRealCommandsAndOptions() throws {
        let known = Self.commands
        var problems: [String] = []
        var checked = 0
        for document in Self.documents {
            for (number, line) in Markdown.codeLines(in: try Self.read(document)) {
                for use in Markdown.commandUses(in: line) {
                    checked += 1
                    guard let options = known[use.command] ?? (Self.builtins.contains(use.command) ? [] : nil) else {
                        problems.append("\(document):\(number): 'widgetsnap \(use.command)' is not a command: \(line)")
                        continue
                    }
                    for option in use.options where !options.contains(option) && !Self.universalOptions.contains(option) {
                        problems.append("\(document):\(number): 'widgetsnap \(use.command)' has no option '--\(option)': \(line)")
                    }
                }
            }
        }
        #expect(checked > 0, "no 'widgetsnap <command>' line found in the code blocks of \(Self.documents.joined(separator: ", "))")
        if !problems.isEmpty { Issue.record(Self.report(problems)) }
    }

    @Test func everyLinkPointsAtAFileInTheRepository() throws {
        let root = Self.root.path
        var problems: [String] = []
        for document in Self.documents {
            let text = try Self.read(document)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.contains("http://") || line.contains("https://") {
                    problems.append("\(document):\(number + 1): a web address; name the project instead of linking to it")
                }
            }
            let folder = Self.root.appendingPathComponent(document).deletingLastPathComponent()
            for link in Markdown.links(in: text) {
                let target = link.target
                if Markdown.hasScheme(target) {
                    problems.append("\(document):\(link.line): the link '\(target)' leaves the repository")
                    continue
                }
                let path = (target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? "")
                guard !path.isEmpty else { continue }  // an anchor in the same page
                if path.hasPrefix("/") {
                    problems.append("\(document):\(link.line): the link '\(target)' is absolute; write it relative to \(document)")
                    continue
                }
                let resolved = URL(fileURLWithPath: path.removingPercentEncoding ?? path, relativeTo: folder).standardizedFileURL.path
                guard resolved == root || resolved.hasPrefix(root + "/") else {
                    problems.append("\(document):\(link.line): the link '\(target)' points outside the repository")
                    continue
                }
                if !FileManager.default.fileExists(atPath: resolved) {
                    problems.append("\(document):\(link.line): the link '\(target)' points at \(resolved.dropFirst(root.count + 1)), which does not exist")
                }
            }
        }
        if !problems.isEmpty { Issue.record(Self.report(problems)) }
    }

    @Test func theReadmeIsShort() throws {
        let lines = try Self.read("README.md").reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        #expect(lines <= Self.maximumReadmeLines,
                "README.md has \(lines) lines; keep it to about 150 (at most \(Self.maximumReadmeLines)) and move reference material to docs/")
    }
}

/// Just enough Markdown for the checks: fenced code blocks, `##` sections, links, `--options`.
enum Markdown {
    struct Section {
        var command: String
        var line: Int
        var lines: [(Int, String)] = []
    }

    /// The `## widgetsnap <command>` sections of a page, each up to the next `##` heading.
    static func commandSections(in text: String) -> (sections: [Section], problems: [String]) {
        var sections: [Section] = []
        var problems: [String] = []
        var inSection = false
        var inFence = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            if isFence(line) { inFence.toggle() }
            if !inFence, line.hasPrefix("## ") {
                inSection = false
                let words = line.dropFirst(3).split(separator: " ")
                if words.first == "widgetsnap" {
                    if words.count == 2, isCommandName(words[1]) {
                        sections.append(Section(command: String(words[1]), line: number))
                        inSection = true
                    } else {
                        problems.append("\(number): a command heading reads '## widgetsnap <command>', found '\(line)'")
                    }
                }
                continue
            }
            if inSection { sections[sections.count - 1].lines.append((number, String(line))) }
        }
        return (sections, problems)
    }

    /// The lines inside fenced code blocks, with backslash continuations joined, numbered by
    /// their first line.
    static func codeLines(in text: String) -> [(Int, String)] {
        var out: [(Int, String)] = []
        var inFence = false
        var continues = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if isFence(line) { inFence.toggle(); continues = false; continue }
            guard inFence else { continue }
            if continues, let last = out.popLast() {
                out.append((last.0, String(last.1.dropLast()) + " " + line))
            } else {
                out.append((index + 1, String(line)))
            }
            continues = line.hasSuffix("\\")
        }
        return out
    }

    /// Each `widgetsnap <command>` in a line, with the `--options` that follow it (up to the next
    /// one). Shell comments are left out.
    static func commandUses(in line: String) -> [(command: String, options: [String])] {
        let chars = Array(withoutComment(line))
        let word = Array("widgetsnap ")
        var starts: [(command: String, at: Int, end: Int)] = []
        var i = 0
        while i + word.count <= chars.count {
            let before = i > 0 ? chars[i - 1] : " "
            if Array(chars[i..<(i + word.count)]) == word, !(before.isLetter || before.isNumber || "_.-".contains(before)) {
                var j = i + word.count
                while j < chars.count, chars[j].isLowercase || chars[j] == "-" { j += 1 }
                let name = String(chars[(i + word.count)..<j])
                if isCommandName(Substring(name)) { starts.append((name, i, j)) }
                i = j
            } else {
                i += 1
            }
        }
        return starts.enumerated().map { k, s in
            let end = k + 1 < starts.count ? starts[k + 1].at : chars.count
            return (s.command, options(in: Substring(String(chars[s.end..<end]))))
        }
    }

    /// The names of `--options` in a piece of text, without the dashes.
    static func options(in text: Substring) -> [String] {
        let chars = Array(text)
        var out: [String] = []
        var i = 0
        while i + 2 < chars.count {
            let before = i > 0 ? chars[i - 1] : " "
            if chars[i] == "-", chars[i + 1] == "-", chars[i + 2].isASCII, chars[i + 2].isLowercase,
               !(before.isLetter || before.isNumber || before == "-") {
                var j = i + 2
                while j < chars.count, chars[j].isASCII, chars[j].isLowercase || chars[j].isNumber || chars[j] == "-" { j += 1 }
                out.append(String(chars[(i + 2)..<j]))
                i = j
            } else {
                i += 1
            }
        }
        return out
    }

    /// Inline links and images `[text](target)`, reference definitions `[x]: target` and
    /// autolinks `<scheme:...>`, outside code blocks and code spans.
    static func links(in text: String) -> [(line: Int, target: String)] {
        var out: [(Int, String)] = []
        var inFence = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if isFence(rawLine) { inFence.toggle(); continue }
            guard !inFence else { continue }
            let line = withoutCodeSpans(rawLine)
            let number = index + 1
            var rest = line[...]
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                var target = after[..<close].trimmingCharacters(in: .whitespaces)
                if let space = target.firstIndex(of: " ") { target = String(target[..<space]) }  // a title follows
                target = target.trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
                out.append((number, target))
                rest = after[after.index(after: close)...]
            }
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("["), let colon = trimmed.range(of: "]: ") {
                let target = trimmed[colon.upperBound...].split(separator: " ").first.map(String.init) ?? ""
                out.append((number, target.trimmingCharacters(in: CharacterSet(charactersIn: "<>"))))
            }
            var scan = line[...]
            while let open = scan.firstIndex(of: "<") {
                let after = scan[scan.index(after: open)...]
                guard let close = after.firstIndex(of: ">") else { break }
                let inside = String(after[..<close])
                if hasScheme(inside), !inside.contains(" ") { out.append((number, inside)) }
                scan = after[after.index(after: close)...]
            }
        }
        return out
    }

    /// `http:`, `https:`, `mailto:`, `file:` ...: a URL scheme, so not a path in the repository.
    static func hasScheme(_ target: String) -> Bool {
        guard let colon = target.firstIndex(of: ":"), let first = target.first, first.isASCII, first.isLetter else { return false }
        return target[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
    }

    static func isFence(_ line: Substring) -> Bool {
        let t = line.drop { $0 == " " }
        return t.hasPrefix("```") || t.hasPrefix("~~~")
    }

    static func isCommandName(_ s: Substring) -> Bool {
        guard let first = s.first, first.isASCII, first.isLowercase else { return false }
        return s.allSatisfy { ($0.isASCII && $0.isLowercase) || $0 == "-" }
    }

    /// The line without a shell comment (`# ...` at the start or after a space).
    static func withoutComment(_ line: String) -> String {
        let chars = Array(line)
        for i in chars.indices where chars[i] == "#" {
            let before = i == 0 || chars[i - 1].isWhitespace
            let after = i + 1 == chars.count || chars[i + 1].isWhitespace
            if before && after { return String(chars[..<i]) }
        }
        return line
    }

    /// The line with `code spans` removed.
    static func withoutCodeSpans(_ line: Substring) -> String {
        var out = ""
        var inCode = false
        for c in line {
            if c == "`" { inCode.toggle(); continue }
            if !inCode { out.append(c) }
        }
        return out
    }
}
