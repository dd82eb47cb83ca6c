// The library targets a Package.swift declares, read from its text without running it: each
// `.target(name: "X", …, path: "Y")` (and `.executableTarget`, `.macro`), with its path when given. A
// manifest that computes names is not understood; `doctor` then reports the module's source as unknown.

struct ManifestTarget: Equatable {
    var name: String
    var path: String?
}

enum ManifestTargets {
    static func targets(in text: String) -> [ManifestTarget] {
        let scalars = Array(text.unicodeScalars)
        var result: [ManifestTarget] = []
        var i = 0
        let openers = [".target(", ".executableTarget(", ".macro("].map { Array($0.unicodeScalars) }
        while i < scalars.count {
            guard let opener = openers.first(where: { i + $0.count <= scalars.count && Array(scalars[i..<i + $0.count]) == $0 }) else {
                i += 1; continue
            }
            // The call's text up to its closing parenthesis (strings may hold parentheses).
            var j = i + opener.count, depth = 1, inString = false
            while j < scalars.count, depth > 0 {
                let c = scalars[j]
                if inString { if c == "\\" { j += 1 } else if c == "\"" { inString = false } }
                else if c == "\"" { inString = true } else if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                j += 1
            }
            let call = Array(scalars[(i + opener.count)..<max(i + opener.count, j - 1)])
            if let name = argument("name", in: call) {
                result.append(ManifestTarget(name: name, path: argument("path", in: call)))
            }
            i = j
        }
        return result
    }

    /// The string literal after `label:` at the call's top level.
    static func argument(_ label: String, in call: [Unicode.Scalar]) -> String? {
        let key = Array((label + ":").unicodeScalars)
        var depth = 0, inString = false, k = 0
        while k < call.count {
            let c = call[k]
            if inString {
                if c == "\\" { k += 1 } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "(" || c == "[" {
                depth += 1
            } else if c == ")" || c == "]" {
                depth -= 1
            } else if depth == 0, k + key.count <= call.count, Array(call[k..<k + key.count]) == key,
                      k == 0 || !(call[k - 1].properties.isAlphabetic) {
                var m = k + key.count
                while m < call.count, call[m] == " " || call[m] == "\n" { m += 1 }
                guard m < call.count, call[m] == "\"" else { return nil }
                var out = String.UnicodeScalarView()
                m += 1
                while m < call.count, call[m] != "\"" {
                    if call[m] == "\\", m + 1 < call.count { m += 1 }
                    out.append(call[m]); m += 1
                }
                return String(out)
            }
            k += 1
        }
        return nil
    }
}
