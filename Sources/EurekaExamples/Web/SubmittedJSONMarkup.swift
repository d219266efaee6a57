import EurekaHTML

/// The submitted values' JSON as the values page shows it: every string isolated in a `<bdi>`,
/// so a right-to-left value keeps its own order beside the English keys ("عنوان: شارع 5, 10115"
/// was shown as "10115 ,5 عنوان: شارع", its digits pulled to the other end), and the invisible
/// characters that reorder text written as `\u` escapes. The text is the JSON unchanged: the
/// elements add nothing to what a script or a copy reads.
///
/// ```swift
/// html.element(.pre) { SubmittedJSONMarkup.write(try values.jsonString(prettyPrinted: true), into: &$0) }
/// ```
enum SubmittedJSONMarkup {
    static func write(_ json: String, into html: inout HTMLWriter) {
        let json = escapingBidiControls(json)
        // Strings start and end at quotes no backslash escapes; JSON has no other quotes.
        var inString = false
        var escaped = false
        var start = json.startIndex
        for index in json.indices {
            let character = json[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    html.element(.bdi, text: json[start...index])
                    inString = false
                    start = json.index(after: index)
                }
            } else if character == "\"" {
                html.text(json[start..<index])
                inString = true
                start = index
            }
        }
        html.text(json[start...])
    }

    /// `json` with the invisible characters that reorder text (U+202E RIGHT-TO-LEFT OVERRIDE
    /// and its kin) written as `\u` escapes: typed into a value, they reversed the rest of the
    /// shown line, JSON punctuation included. They can only sit inside JSON strings, where the
    /// escape means the same character.
    static func escapingBidiControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: isBidiControl) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if isBidiControl(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
