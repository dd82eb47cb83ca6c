import HTMLMarkup
import Testing

@Test func orderedAttributesKeepTheirOrderAndEscapeValues() {
    var h = HTMLWriter()
    h.open("img", ordered: ["src": "a b.png", "alt": "\"<x>\" & 'y'", "width": nil, "data-empty": ""], bare: ["hidden"])
    #expect(h.text == "<img src=\"a b.png\" alt=\"&quot;&lt;x&gt;&quot; &amp; &#39;y&#39;\" data-empty=\"\" hidden>")
}

@Test func dictionaryAttributesAreSortedAndEmptyOnesBare() {
    var h = HTMLWriter()
    h.open("input", ["type": "checkbox", "checked": "", "id": nil, "class": "t"])
    #expect(h.text == "<input checked class=\"t\" type=\"checkbox\">")
}

@Test func textIsEscapedAndRawIsNot() {
    let html = HTMLWriter.fragment { h in
        h.element("p", ordered: ["class": "x"], text: "<script>alert(1)</script>\u{1}")
        h.raw("<br>")
    }
    #expect(html == "<p class=\"x\">&lt;script&gt;alert(1)&lt;/script&gt;\u{FFFD}</p><br>")
}

private struct Sample: Encodable {
    var zeta = "</script><!--"
    var alpha: [Int?] = [1, nil]
    var missing: String? = nil
    var rows: [Row] = [Row(n: 1, s: "a"), Row(n: 2, s: nil)]
    struct Row: Encodable {
        var n: Int, s: String?
        func encode(to encoder: any Encoder) throws {
            var c = encoder.unkeyedContainer()
            try c.encode(n)
            if let s { try c.encode(s) }
        }
    }
}

@Test func scriptJSONKeepsKeyOrderAndCannotEndTheScriptElement() throws {
    let json = try ScriptJSON.encode(Sample(), lineBreakBefore: ["rows"], lineBreakInside: ["rows"])
    #expect(json == "{\"zeta\":\"\\u003c/script\\u003e\\u003c!--\",\"alpha\":[1,null],\n\"rows\":[[1,\"a\"],\n[2]]}")
    #expect(!json.contains("<"))
}
