extension HTMLWriter {
    /// Writes a JSON data island, `<script type="application/json" id="…">…</script>`, that
    /// scripts read with `JSON.parse(el.textContent)`.
    ///
    /// Script content is not HTML-escaped by browsers, so the JSON is made safe instead: `<`,
    /// `>` and `&` become `\u003c`, `\u003e`, `\u0026` (so no `</script>` or `<!--` can appear),
    /// and U+2028/U+2029 become `\u2028`/`\u2029` (line terminators in older JavaScript). These
    /// characters can only appear inside JSON strings, where the escapes mean the same thing, so
    /// valid JSON stays valid and equal; invalid JSON still cannot break out of the element.
    ///
    /// ```swift
    /// html.jsonDataIsland(id: "form-state", json: #"{"title":"</script><script>alert(1)"}"#)
    /// // <script type="application/json" id="form-state">{"title":"\u003c/script\u003e…"}</script>
    /// ```
    public mutating func jsonDataIsland(id: some StringProtocol, json: some StringProtocol) {
        open(.script) {
            $0.attribute(.type, "application/json")
            $0.identifier(.id, id)
        }
        appendJSONForHTML(json)
        close(.script)
    }

    /// Appends `json` with the escapes ``jsonDataIsland(id:json:)`` describes, for callers
    /// that write the script element themselves.
    ///
    /// ```swift
    /// html.open(.script, attributes: { $0.attribute(.type, "application/json") })
    /// html.appendJSONForHTML(json)
    /// html.close(.script)
    /// ```
    public mutating func appendJSONForHTML(_ json: some StringProtocol) {
        HTMLEscaping.withUTF8(json) { source in
            JSONForHTML.append(source, to: &bytes)
        }
    }
}

/// The escaping behind ``HTMLWriter/jsonDataIsland(id:json:)``.
enum JSONForHTML {
    static func append(_ source: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var index = 0
        while index < source.count {
            let byte = source[index]
            switch byte {
            case UInt8(ascii: "<"): output.append(contentsOf: #"\u003c"#.utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: #"\u003e"#.utf8)
            case UInt8(ascii: "&"): output.append(contentsOf: #"\u0026"#.utf8)
            case 0xE2
            where index + 2 < source.count && source[index + 1] == 0x80
                && (source[index + 2] == 0xA8 || source[index + 2] == 0xA9):
                output.append(contentsOf: (source[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8)
                index += 2
            default: output.append(byte)
            }
            index += 1
        }
    }
}
