import Foundation
import WidgetExpressions

/// Decodes `timeline: {policy: "atEnd", entries: [{date, values, relevance}]}`.
struct TimelineDecoder {
    let reader: Reader

    func timeline(_ v: JSONValue?, _ path: JSONPath) -> Timeline? {
        guard let v else {
            reader.fail("the widget is missing the required key 'timeline'", JSONPath(), hint: "timeline: {entries: [{date: \"2026-06-01T09:00:00Z\", values: {...}}]}")
            return nil
        }
        guard let o = reader.object(v, path) else { return nil }
        reader.checkKeys(o, path, allowed: ["policy", "entries"], in: "timeline")
        var policy = ReloadPolicy.atEnd
        if let pv = o["policy"] {
            let pp = path.appending(key: "policy")
            if case .object(let po) = pv {
                reader.checkKeys(po, pp, allowed: ["after"], in: "policy")
                if let d = reader.require(po, "after", pp, in: "policy").flatMap({ reader.string($0, pp.appending(key: "after")) }) {
                    do throws(ISO8601Error) { _ = try ISO8601.parse(d) } catch {
                        reader.fail("'\(d)' is not an ISO 8601 date: \(error)", pp.appending(key: "after"), hint: "e.g. 2026-06-01T09:00:00Z")
                    }
                    policy = .after(d)
                }
            } else if let s = reader.string(pv, pp, what: "\"atEnd\", \"never\" or {after: date}") {
                switch s {
                case "atEnd": policy = .atEnd
                case "never": policy = .never
                default: reader.fail("unknown reload policy '\(s)'", pp, hint: "expected \"atEnd\", \"never\" or {after: \"2026-06-01T10:00:00Z\"}")
                }
            }
        }
        var entries: [TimelineEntry] = []
        if let list = reader.require(o, "entries", path, in: "the timeline").flatMap({ reader.array($0, path.appending(key: "entries")) }) {
            if list.isEmpty { reader.fail("a timeline needs at least one entry", path.appending(key: "entries")) }
            for (i, item) in list.enumerated() {
                if let e = entry(item, path.appending(key: "entries").appending(index: i)) {
                    if let last = entries.last, e.date < last.date {
                        reader.fail("entries must be in date order: \(e.dateText) is before \(last.dateText)",
                                    path.appending(key: "entries").appending(index: i).appending(key: "date"))
                    }
                    entries.append(e)
                }
            }
        }
        return Timeline(entries: entries, policy: policy)
    }

    private func entry(_ v: JSONValue, _ p: JSONPath) -> TimelineEntry? {
        guard let o = reader.object(v, p, what: "{date: \"...\", values: {...}}") else { return nil }
        reader.checkKeys(o, p, allowed: ["date", "values", "relevance"], in: "a timeline entry")
        guard let dateText = reader.require(o, "date", p, in: "the entry").flatMap({ reader.string($0, p.appending(key: "date"), what: "an ISO 8601 date") }) else { return nil }
        let date: Date
        do throws(ISO8601Error) {
            date = Date(timeIntervalSince1970: try ISO8601.parse(dateText))
        } catch {
            reader.fail("'\(dateText)' is not an ISO 8601 date: \(error)", p.appending(key: "date"), hint: "e.g. 2026-06-01T09:41:00Z")
            return nil
        }
        let values = o["values"].flatMap { reader.object($0, p.appending(key: "values")) } ?? [:]
        var relevance: Relevance?
        if let rv = o["relevance"], let ro = reader.object(rv, p.appending(key: "relevance"), what: "{score: 1, duration: 3600}") {
            let rp = p.appending(key: "relevance")
            reader.checkKeys(ro, rp, allowed: ["score", "duration"], in: "relevance")
            if let score = reader.require(ro, "score", rp, in: "relevance").flatMap({ reader.number($0, rp.appending(key: "score"), in: NumericRange.relevanceScore) }) {
                relevance = Relevance(score: score, duration: ro["duration"].flatMap { reader.number($0, rp.appending(key: "duration"), in: NumericRange.duration, what: "a duration in seconds") } ?? 0)
            }
        }
        return TimelineEntry(dateText: dateText, date: date, values: values, relevance: relevance)
    }
}
