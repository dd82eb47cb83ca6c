import Foundation
import WidgetExpressions

/// Decodes `colors: {accent: {light: "#...", dark: "#..."}, ink: "#222222"}`.
struct ColorDecoder {
    let reader: Reader

    func colors(_ v: JSONValue, _ path: JSONPath) -> [String: NamedColor] {
        guard let o = reader.object(v, path) else { return [:] }
        var out: [String: NamedColor] = [:]
        for (name, value) in o.sorted(by: { $0.key < $1.key }) {
            let p = path.appending(key: name)
            if case .string = value {
                if let c = hex(value, p) { out[name] = NamedColor(c) }
                continue
            }
            guard let co = reader.object(value, p, what: "\"#RRGGBB\" or {light: \"#RRGGBB\", dark: \"#RRGGBB\"}") else { continue }
            reader.checkKeys(co, p, allowed: ["light", "dark"], in: "a colour")
            let light = reader.require(co, "light", p, in: "the colour").flatMap { hex($0, p.appending(key: "light")) }
            let dark = reader.require(co, "dark", p, in: "the colour").flatMap { hex($0, p.appending(key: "dark")) }
            if let light, let dark { out[name] = NamedColor(light: light, dark: dark) }
        }
        return out
    }

    private func hex(_ v: JSONValue, _ p: JSONPath) -> RGBA? {
        guard let s = reader.string(v, p, what: "a colour such as \"#0A84FF\"") else { return nil }
        if let c = RGBA(hex: s) { return c }
        reader.fail("'\(s)' is not a colour", p, hint: "write #RGB, #RRGGBB or #RRGGBBAA")
        return nil
    }
}
