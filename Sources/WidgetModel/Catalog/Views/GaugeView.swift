import JSON5

/// `{Gauge: "entry.progress", min: 0, max: 1, style: "accessoryCircular", label:, currentValueLabel:}` and
/// `{ProgressView: "entry.progress", total: 1, style: "circular"}`: SwiftUI's `Gauge` and `ProgressView`.
struct GaugeView: ViewEntry {
    let names = ["Gauge", "ProgressView"]
    let swiftUI = ["Gauge", "ProgressView"]

    func decode(_ name: String, _ a: ViewArguments, _ d: ViewDecoder, children kids: inout [ViewNode]) -> ViewKind? {
        let reader = d.reader
        let isProgress = name == "ProgressView"
        a.allow(isProgress ? ["total", "style", "label"] : ["min", "max", "style", "label", "currentValueLabel"])
        guard let value = reader.string(a.arg, a.argPath, what: "a value expression such as \"entry.progress\"") else { return nil }
        d.site(a.argPath, value, .expression)
        let lo = isProgress ? 0 : a.opt("min") { reader.number($0, $1, in: NumericRange.gaugeBound) } ?? 0
        let hi = a.opt(isProgress ? "total" : "max") { reader.number($0, $1, in: NumericRange.gaugeBound) } ?? 1
        if hi <= lo { reader.fail("the upper bound must be greater than the lower bound (\(format(lo)))", a.path.appending(key: isProgress ? "total" : "max")) }
        let style: GaugeStyle
        if isProgress {
            let s = a.opt("style") { reader.string($0, $1, what: "linear or circular") } ?? "linear"
            if s != "linear" && s != "circular" { reader.fail("unknown ProgressView style '\(s)'", a.path.appending(key: "style"), hint: "expected linear or circular") }
            style = s == "circular" ? .circular : .linear
        } else {
            style = a.opt("style") { reader.choice($0, $1, GaugeStyle.self, what: "gauge style") } ?? .linear
        }
        let label = a.opt("label") { reader.string($0, $1) }
        if let label { d.site(a.path.appending(key: "label"), label, .template) }
        let current = a.opt("currentValueLabel") { reader.string($0, $1) }
        if let current { d.site(a.path.appending(key: "currentValueLabel"), current, .template) }
        return .content(.gauge(value: value, min: lo, max: hi, style: style, label: label, currentValueLabel: current, isProgressView: isProgress))
    }

    let schema = [
        "Gauge": #"""
        {
          "type": "object",
          "properties": {
            "Gauge": {
              "$ref": "#/$defs/expression"
            },
            "min": {
              "type": "number",
              "description": "Lower bound (default 0)."
            },
            "max": {
              "type": "number",
              "description": "Upper bound (default 1)."
            },
            "style": {
              "enum": [
                "linear",
                "linearCapacity",
                "circular",
                "circularCapacity"
              ]
            },
            "label": {
              "$ref": "#/$defs/template"
            },
            "currentValueLabel": {
              "$ref": "#/$defs/template"
            },
            "lint": {
              "$ref": "#/$defs/lintOption"
            },
            "modifiers": {
              "$ref": "#/$defs/modifiers"
            }
          },
          "additionalProperties": false,
          "required": [
            "Gauge"
          ],
          "description": "A gauge for a number expression.",
          "title": "Gauge"
        }
        """#,
        "ProgressView": #"""
        {
          "type": "object",
          "properties": {
            "ProgressView": {
              "$ref": "#/$defs/expression"
            },
            "total": {
              "type": "number",
              "description": "The value for 100% (default 1)."
            },
            "style": {
              "enum": [
                "linear",
                "circular"
              ]
            },
            "label": {
              "$ref": "#/$defs/template"
            },
            "lint": {
              "$ref": "#/$defs/lintOption"
            },
            "modifiers": {
              "$ref": "#/$defs/modifiers"
            }
          },
          "additionalProperties": false,
          "required": [
            "ProgressView"
          ],
          "description": "A progress bar or ring for a number expression.",
          "title": "ProgressView"
        }
        """#,
    ]
}
