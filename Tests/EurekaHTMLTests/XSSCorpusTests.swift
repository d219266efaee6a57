import Foundation
import Testing

@testable import EurekaHTML

/// Every payload of `Corpus/xss-payloads.json` written through every context of the writer,
/// then read back by an independent HTML tokenizer (Python's `html.parser`): the document
/// must have exactly the elements the writer wrote, and each text and attribute must come
/// back as the payload (minus the control characters the writer drops).
@Suite("XSS corpus")
struct XSSCorpusTests {
    static let payloads: [String] = {
        guard let url = Bundle.module.url(forResource: "xss-payloads", withExtension: "json", subdirectory: "Corpus"),
            let data = try? Data(contentsOf: url),
            let payloads = try? JSONDecoder().decode([String].self, from: data)
        else { return [] }
        return payloads
    }()

    @Test func corpusIsLoaded() {
        #expect(Self.payloads.count >= 50)
        #expect(Self.payloads.contains { $0.contains("\u{2028}") })
        #expect(Self.payloads.contains { $0.contains("\u{0}") })
    }

    /// Writes one case: the payload in text, attribute, URL, identifier and JSON contexts.
    static func write(_ payload: String, index: Int, into html: inout HTMLWriter) {
        html.element(.div, attributes: { $0.attribute(.id, "case-\(index)") }) { html in
            html.element(
                .p,
                attributes: {
                    $0.attribute(.title, payload); $0.attribute(HTMLAttributeName("data-x"), payload)
                }, text: payload)
            html.element(.textarea, text: payload)
            html.element(.title, text: payload)
            html.element(.a, attributes: { $0.attribute(.href, payload) }, text: payload)
            html.void(.input) {
                $0.identifier(.id, payload, prefix: "row-")
                $0.attribute(.name, payload)
                $0.attribute(.value, payload)
            }
            let json = String(decoding: try! JSONEncoder().encode([payload]), as: UTF8.self)
            html.jsonDataIsland(id: "json-\(index)", json: json)
        }
    }

    /// What the tokenizer must report for one case.
    static func expectedEvents(_ payload: String, index: Int) -> [Event] {
        let text = stripped(payload)
        let href = HTMLURLFilter.isAllowed(payload) ? text : HTMLURLFilter.blocked
        func data(_ value: String) -> [Event] { value.isEmpty ? [] : [Event(kind: "data", data: value)] }
        var events: [Event] = [Event(kind: "start", tag: "div", attrs: [["id", "case-\(index)"]])]
        events += [Event(kind: "start", tag: "p", attrs: [["title", text], ["data-x", text]])] + data(text) + [Event(kind: "end", tag: "p")]
        // A newline right after <textarea> is eaten by HTML parsers, so the writer doubles it.
        let textarea = text.hasPrefix("\n") ? "\n" + text : text
        events += [Event(kind: "start", tag: "textarea", attrs: [])] + data(textarea) + [Event(kind: "end", tag: "textarea")]
        events += [Event(kind: "start", tag: "title", attrs: [])] + data(text) + [Event(kind: "end", tag: "title")]
        events += [Event(kind: "start", tag: "a", attrs: [["href", href]])] + data(text) + [Event(kind: "end", tag: "a")]
        let id = HTMLIdentifier(sanitizing: payload, prefix: "row-").value
        events.append(Event(kind: "start", tag: "input", attrs: [["id", id], ["name", text], ["value", text]]))
        events.append(Event(kind: "start", tag: "script", attrs: [["type", "application/json"], ["id", "json-\(index)"]]))
        events.append(Event(kind: "data", data: nil))  // checked separately: raw JSON text
        events.append(Event(kind: "end", tag: "script"))
        events.append(Event(kind: "end", tag: "div"))
        return events
    }

    /// The payload as the writer leaves it: escape sequences dropped whole (control strings, then
    /// CSI sequences, then ESC and its intermediates and final character, written here as
    /// patterns, apart from the writer's byte scanner), then C0 controls but tab and newline, DEL
    /// and C1 controls.
    static func stripped(_ payload: String) -> String {
        var payload = payload
        for pattern in [
            "(\u{1B}[\\]PX^_]|[\u{90}\u{98}\u{9D}\u{9E}\u{9F}])[^\u{07}\u{9C}]*?(\u{07}|\u{1B}\\\\|\u{9C}|$)",
            "(\u{1B}\\[|\u{9B})[\u{20}-\u{3F}]*[\u{40}-\u{7E}]?",
            "\u{1B}[\u{20}-\u{2F}]*[\u{30}-\u{7E}]?",
        ] {
            payload = payload.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        return String(
            String.UnicodeScalarView(
                payload.unicodeScalars.filter { scalar in
                    let value = scalar.value
                    return value == 0x09 || value == 0x0A || !(value < 0x20 || (0x7F...0x9F).contains(value))
                }))
    }

    @Test func everyPayloadRoundTripsThroughAnIndependentParser() throws {
        var html = HTMLWriter(reservingCapacity: 1 << 16)
        for (index, payload) in Self.payloads.enumerated() {
            Self.write(payload, index: index, into: &html)
        }
        let events = try PythonHTMLTokenizer.tokenize(html.bytes)
        var cursor = events[...]
        for (index, payload) in Self.payloads.enumerated() {
            let expected = Self.expectedEvents(payload, index: index)
            let actual = Array(cursor.prefix(expected.count))
            cursor = cursor.dropFirst(expected.count)
            for (want, got) in zip(expected, actual) where want.data != nil || want.kind != "data" {
                #expect(got == want, "payload \(index): \(payload.debugDescription)")
            }
            // The JSON island: raw script text that never contains `<` or U+2028, and parses back.
            let island = actual.count > expected.count - 3 ? actual[expected.count - 3] : Event(kind: "missing")
            #expect(island.kind == "data")
            let json = island.data ?? ""
            #expect(!json.contains("<") && !json.contains("\u{2028}") && !json.contains("\u{2029}"))
            let decoded = try? JSONDecoder().decode([String].self, from: Data(json.utf8))
            #expect(decoded == [payload], "payload \(index): \(payload.debugDescription)")
        }
        #expect(cursor.isEmpty, "unexpected trailing events: \(Array(cursor))")
    }

    @Test(arguments: 0..<54)
    func noPayloadAppearsUnescaped(index: Int) {
        guard index < Self.payloads.count else { return }
        let payload = Self.payloads[index]
        var html = HTMLWriter()
        Self.write(payload, index: index, into: &html)
        let output = html.string
        // The writer wrote 13 start and end tags; any other `<` would have come from the payload.
        #expect(output.filter { $0 == "<" }.count == 13)
        // Outside the JSON island (script data, where only `<` matters and is escaped), a
        // payload with a character that means something to HTML never appears as written.
        let island = output.range(of: "<script")!.lowerBound..<output.range(of: "</script>")!.upperBound
        let markup = String(output[..<island.lowerBound]) + String(output[island.upperBound...])
        if payload.contains(where: { "<>\"'&".contains($0) }) {
            #expect(!markup.contains(payload))
        }
        #expect(!output.utf8.contains(0))
    }
}
