import EurekaHTML

/// The web renderer's hot paths that exist so far: escaping a 1,000-field form's worth of text
/// and attributes through `HTMLWriter`, and parsing a 1,000-field urlencoded submission. The
/// target is well under 3 ms for the whole page.
func runWebBenchmarks() {
    // Row-like data with the mix a real form has: plain ASCII, some characters to escape, some
    // non-ASCII text, so the fast and slow paths of the escaper both run.
    let rows: [(tag: String, title: String, value: String, placeholder: String)] = (0..<1_000).map { index in
        (
            tag: "field_\(index)",
            title: index % 7 == 0 ? "Größe & <Gewicht> #\(index)" : "Field number \(index)",
            value: index % 5 == 0 ? "\"quoted\" value with 'apostrophes' \(index)" : "value \(index) — ünïcödé",
            placeholder: "Type something for row \(index)"
        )
    }

    var bytesWritten = 0
    let render = measure("HTMLWriter: 1,000 fields", iterations: 100, notes: "") {
        var html = HTMLWriter(reservingCapacity: 256 * 1024)
        html.open(
            .form,
            attributes: {
                $0.attribute(.method, "post"); $0.attribute(.action, "/forms/big")
            })
        for row in rows {
            html.element(.div, attributes: { $0.attribute(.class, "eureka-row") }) { html in
                html.element(.label, attributes: { $0.identifier(.for, row.tag, prefix: "row-") }, text: row.title)
                html.void(.input) {
                    $0.attribute(.type, "text")
                    $0.identifier(.id, row.tag, prefix: "row-")
                    $0.attribute(.name, row.tag)
                    $0.attribute(.value, row.value)
                    $0.attribute(.placeholder, row.placeholder)
                    $0.attribute(.maxlength, 200)
                    $0.boolean(.required, row.tag.utf8.count % 2 == 0)
                }
            }
        }
        html.close(.form)
        bytesWritten = html.bytes.count
        blackHole(html.bytes.count)
    }
    var renderResult = render
    renderResult.notes = "\(bytesWritten) bytes: label, input with 6 attributes, wrapper div per field"

    let body = Array(
        rows.map { row in
            "\(row.tag)=\(percentEncoded(row.value))"
        }.joined(separator: "&").utf8)
    let limits = FormBodyLimits(maxFields: 1_000)
    precondition((try? URLEncodedFormParser.parse(body, limits: limits))?.fields.count == 1_000)
    let parse = measure("urlencoded parser: 1,000 fields", iterations: 200, notes: "\(body.count) bytes, every value percent-encoded") {
        blackHole(try? URLEncodedFormParser.parse(body, limits: limits))
    }

    printTable(title: "Web (EurekaHTML)", [renderResult, parse])
}

/// Encodes like a browser's form submission: unreserved bytes kept, space as `+`.
private func percentEncoded(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var output: [UInt8] = []
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "*"):
            output.append(byte)
        case UInt8(ascii: " "): output.append(UInt8(ascii: "+"))
        default: output += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
        }
    }
    return String(decoding: output, as: UTF8.self)
}
