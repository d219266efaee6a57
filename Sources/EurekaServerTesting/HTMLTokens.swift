/// A small, forgiving HTML tokenizer for tests: start tags with their attributes (quoted or
/// not, character references decoded), end tags, and text; comments and doctypes skipped.
///
/// ```swift
/// for token in HTMLTokens("<p class=x>Hi &amp; bye</p>") { print(token) }
/// ```
public struct HTMLTokens: Sequence {
    /// One piece of a document.
    public enum Token: Sendable {
        /// `<tag a="b">`, names lower-cased.
        case start(String, [(String, String)])
        /// `</tag>`.
        case end(String)
        /// Text between tags, references decoded.
        case text(String)
    }

    private let html: String

    /// Tokens of `html`.
    public init(_ html: String) {
        self.html = html
    }

    public func makeIterator() -> IndexingIterator<[Token]> {
        tokenize().makeIterator()
    }

    private func tokenize() -> [Token] {
        var tokens: [Token] = []
        let scalars = Array(html.unicodeScalars)
        var index = 0
        var text = ""
        var rawTextEnd: String?
        func flushText() {
            if !text.isEmpty { tokens.append(.text(Self.decode(text))) }
            text = ""
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if let end = rawTextEnd {
                // Inside <script>, <style> or <textarea>/<title>: text until the matching end tag.
                let rest = String(String.UnicodeScalarView(scalars[index...]))
                if let range = rest.range(of: "</" + end, options: .caseInsensitive) {
                    text += rest[..<range.lowerBound]
                    index += rest[..<range.lowerBound].unicodeScalars.count
                    rawTextEnd = nil
                    continue
                }
                text += rest
                break
            }
            guard scalar == "<" else { text.unicodeScalars.append(scalar); index += 1; continue }
            if index + 3 < scalars.count, scalars[index + 1] == "!", scalars[index + 2] == "-", scalars[index + 3] == "-" {
                flushText()
                let rest = String(String.UnicodeScalarView(scalars[index...]))
                index += (rest.range(of: "-->").map { rest[..<$0.upperBound].unicodeScalars.count }) ?? scalars.count
                continue
            }
            guard let close = scalars[index...].firstIndex(of: ">") else { text.unicodeScalars.append(scalar); index += 1; continue }
            flushText()
            let inside = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
            index = close + 1
            if inside.hasPrefix("!") || inside.hasPrefix("?") { continue }
            if inside.hasPrefix("/") {
                tokens.append(.end(inside.dropFirst().trimmingCharacters(in: .whitespaces).lowercased()))
                continue
            }
            let (tag, attributes) = Self.parseTag(inside)
            tokens.append(.start(tag, attributes))
            if ["script", "style", "textarea", "title"].contains(tag) { rawTextEnd = tag }
        }
        flushText()
        return tokens
    }

    private static func parseTag(_ inside: String) -> (String, [(String, String)]) {
        let scalars = Array(inside.unicodeScalars)
        var index = 0
        func skipSpace() { while index < scalars.count, scalars[index].properties.isWhitespace || scalars[index] == "/" { index += 1 } }
        func readName() -> String {
            var name = ""
            while index < scalars.count, !scalars[index].properties.isWhitespace, !"=/>".unicodeScalars.contains(scalars[index]) {
                name.unicodeScalars.append(scalars[index]); index += 1
            }
            return name.lowercased()
        }
        let tag = readName()
        var attributes: [(String, String)] = []
        while true {
            skipSpace()
            guard index < scalars.count else { break }
            let name = readName()
            guard !name.isEmpty else { index += 1; continue }
            skipSpaceOnly()
            var value = ""
            if index < scalars.count, scalars[index] == "=" {
                index += 1
                skipSpaceOnly()
                if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" {
                    let quote = scalars[index]
                    index += 1
                    while index < scalars.count, scalars[index] != quote { value.unicodeScalars.append(scalars[index]); index += 1 }
                    index += 1
                } else {
                    while index < scalars.count, !scalars[index].properties.isWhitespace { value.unicodeScalars.append(scalars[index]); index += 1 }
                }
            }
            attributes.append((name, decode(value)))
        }
        return (tag, attributes)
        func skipSpaceOnly() { while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 } }
    }

    /// Decodes the character references the writer produces (and the common named ones).
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            rest = rest[amp...]
            guard let semicolon = rest.firstIndex(of: ";"), rest.distance(from: rest.startIndex, to: semicolon) <= 10 else {
                result += "&"; rest = rest.dropFirst(); continue
            }
            let entity = rest[rest.index(after: rest.startIndex)..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
            if let value = named[String(entity)] {
                result += value
            } else if entity.hasPrefix("#x") || entity.hasPrefix("#X"), let code = UInt32(entity.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "&" + entity + ";"
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
