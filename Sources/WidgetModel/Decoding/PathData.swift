import Foundation

/// A problem in SVG path data: where (a character offset into the data), what, and a hint.
public struct PathDataError: Error, Sendable, Hashable {
    public var offset: Int
    public var message: String
    public var hint: String
}

/// SVG path data (`d`, SVG 1.1 §8.3): `M`/`m`, `L`/`l`, `H`/`h`, `V`/`v`, `C`/`c`, `S`/`s`, `Q`/`q`,
/// `T`/`t`, `A`/`a`, `Z`/`z`; lower case is relative; a command's numbers may repeat (after `M`
/// they are lines); numbers are separated by spaces or commas, or by a sign or a second dot; an
/// arc's flags may be written without separators (`a5 5 0 01 10 0`).
public enum PathData {
    static let commands = "MmLlHhVvCcSsQqTtAaZz"
    static let arguments: [Character: Int] = ["M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0]
    static let names: [Character: String] = ["M": "move", "L": "line", "H": "horizontal line", "V": "vertical line", "C": "cubic curve",
                                             "S": "smooth cubic curve", "Q": "quadratic curve", "T": "smooth quadratic curve", "A": "arc", "Z": "close"]

    public static func parse(_ d: String) -> Result<[PathSegment], PathDataError> {
        var scanner = Scanner(chars: Array(d))
        var b = PathBuilder()
        var lastControl: PathPoint? // the reflected control point for S and T
        var lastCommand: Character = " "
        scanner.skipSeparators(commas: false)
        if scanner.atEnd {
            return .failure(PathDataError(offset: 0, message: "the path data is empty", hint: "write commands such as \"M0 0 L10 10\""))
        }
        var command: Character?
        while true {
            scanner.skipSeparators(commas: false)
            if scanner.atEnd { break }
            let at = scanner.index
            let c = scanner.chars[at]
            if c.isLetter {
                guard commands.contains(c) else {
                    return .failure(PathDataError(offset: at, message: "unknown path command '\(c)'",
                                                  hint: "commands: M L H V C S Q T A Z (lower case: relative)"))
                }
                scanner.index += 1
                command = c
            } else if command == nil {
                return .failure(PathDataError(offset: at, message: "path data must start with a move command, found '\(c)'", hint: "begin with \"M x y\""))
            } else if command?.uppercased() == "Z" {
                return .failure(PathDataError(offset: at, message: "expected a command after Z, found '\(c)'", hint: "Z takes no numbers; start the next sub-path with M"))
            }
            guard var cmd = command else { break }
            if b.current == nil && cmd.uppercased() != "M" {
                return .failure(PathDataError(offset: at, message: "path data must start with a move command, found '\(cmd)'", hint: "begin with \"M x y\""))
            }
            let upper = Character(cmd.uppercased())
            let relative = cmd.isLowercase
            let count = arguments[upper] ?? 0
            var n: [Double] = []
            for i in 0..<count {
                let isFlag = upper == "A" && (i == 3 || i == 4)
                let value = isFlag ? scanner.flag() : scanner.number()
                guard let value else {
                    let found = scanner.atEnd ? "the end of the data" : "'\(scanner.chars[scanner.index])'"
                    let what = isFlag ? "a flag (0 or 1)" : "a number"
                    return .failure(PathDataError(offset: scanner.index, message: "expected \(what) for \(names[upper] ?? "the command") '\(cmd)' (argument \(i + 1) of \(count)), found \(found)",
                                                  hint: "\(cmd) takes \(count) number\(count == 1 ? "" : "s")\(upper == "A" ? ": rx ry rotation large-arc sweep x y" : "")"))
                }
                n.append(value)
            }
            let o = relative ? (b.current ?? PathPoint(0, 0)) : PathPoint(0, 0)
            func pt(_ i: Int) -> PathPoint { PathPoint(o.x + n[i], o.y + n[i + 1]) }
            let here = b.current ?? PathPoint(0, 0)
            var control: PathPoint?
            switch upper {
            case "M":
                b.move(to: pt(0))
                // Further pairs after a move are lines.
                cmd = relative ? "l" : "L"
            case "L": b.line(to: pt(0))
            case "H": b.line(to: PathPoint(relative ? here.x + n[0] : n[0], here.y))
            case "V": b.line(to: PathPoint(here.x, relative ? here.y + n[0] : n[0]))
            case "C": b.cubic(pt(0), pt(2), to: pt(4)); control = pt(2)
            case "S":
                let c1 = "CcSs".contains(lastCommand) ? reflect(lastControl, here) : here
                b.cubic(c1, pt(0), to: pt(2)); control = pt(0)
            case "Q": b.quad(control: pt(0), to: pt(2)); control = pt(0)
            case "T":
                let c = "QqTt".contains(lastCommand) ? reflect(lastControl, here) : here
                b.quad(control: c, to: pt(0)); control = c
            case "A": b.svgArc(rx: n[0], ry: n[1], rotation: n[2], largeArc: n[3] != 0, sweep: n[4] != 0, to: pt(5))
            default: b.close()
            }
            lastControl = control
            lastCommand = cmd
            command = cmd
            if upper == "Z" { command = "Z" }
            scanner.skipSeparators(commas: true)
        }
        return .success(b.segments)
    }

    private static func reflect(_ p: PathPoint?, _ about: PathPoint) -> PathPoint {
        guard let p else { return about }
        return PathPoint(2 * about.x - p.x, 2 * about.y - p.y)
    }

    struct Scanner {
        let chars: [Character]
        var index = 0
        var atEnd: Bool { index >= chars.count }

        mutating func skipSeparators(commas: Bool) {
            var comma = !commas
            while index < chars.count {
                let c = chars[index]
                if c == " " || c == "\t" || c == "\n" || c == "\r" { index += 1 } else if c == ",", !comma { comma = true; index += 1 } else { break }
            }
        }

        /// A number (`-1.5e3`, `.5`), after optional separators; nil (and no move) when there is none.
        mutating func number() -> Double? {
            skipSeparators(commas: true)
            var i = index
            var text = ""
            if i < chars.count, chars[i] == "+" || chars[i] == "-" { text.append(chars[i]); i += 1 }
            var digits = 0
            while i < chars.count, chars[i].isASCII, chars[i].isNumber { text.append(chars[i]); i += 1; digits += 1 }
            if i < chars.count, chars[i] == "." {
                text.append("."); i += 1
                while i < chars.count, chars[i].isASCII, chars[i].isNumber { text.append(chars[i]); i += 1; digits += 1 }
            }
            guard digits > 0 else { return nil }
            if i < chars.count, chars[i] == "e" || chars[i] == "E" {
                var j = i + 1
                var exp = "e"
                if j < chars.count, chars[j] == "+" || chars[j] == "-" { exp.append(chars[j]); j += 1 }
                var expDigits = 0
                while j < chars.count, chars[j].isASCII, chars[j].isNumber { exp.append(chars[j]); j += 1; expDigits += 1 }
                if expDigits > 0 { text += exp; i = j }
            }
            guard let v = Double(text), v.isFinite else { return nil }
            index = i
            return v
        }

        mutating func flag() -> Double? {
            skipSeparators(commas: true)
            guard index < chars.count, chars[index] == "0" || chars[index] == "1" else { return nil }
            defer { index += 1 }
            return chars[index] == "1" ? 1 : 0
        }
    }
}
