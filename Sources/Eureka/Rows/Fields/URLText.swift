import Foundation

/// A URL row's text both ways: what a person types read as the URL they meant, and a URL shown
/// as a person writes it.
///
/// Shown: a host stored as punycode (`xn--bcher-kva.de`) is shown in its own letters
/// (`bücher.de`), and non-ASCII characters stored percent-encoded (`stra%C3%9Fe`) are shown as
/// themselves (`straße`), as browsers show them in the address bar. What could mislead stays
/// encoded: a host label mixing Latin and other letters (a lookalike such as Cyrillic “а” in
/// “pаypal”), or holding anything but letters, marks, digits and hyphens; spaces, controls,
/// bidirectional and other invisible characters; every ASCII escape (`%20`, `%2F`), which
/// means something different unescaped. The shown text always reads back as the same URL, or
/// the stored text is shown instead.
///
/// ```swift
/// URLText.text(for: URL(string: "https://bücher.de/straße")!)   // "https://bücher.de/straße"
/// URL(string: "https://bücher.de/straße")!.absoluteString        // "https://xn--bcher-kva.de/stra%C3%9Fe"
/// URLText.readable("https://a.de/a%20bä")                        // "https://a.de/a%20b%C3%A4"
/// ```
enum URLText {
    /// `typed` with every non-ASCII character after the host percent-encoded as UTF-8, for
    /// `URL(string:)`: given any non-ASCII character there, Foundation escapes the `%` of the
    /// escapes already typed too (“a%20bä” became “a%2520b%C3%A4”, another URL). The host is
    /// left to Foundation, which encodes it as punycode.
    static func readable(_ typed: String) -> String {
        var scalars = Array(typed.unicodeScalars)
        let restStart = hostRange(in: scalars)?.upperBound ?? 0
        guard scalars[restStart...].contains(where: { !$0.isASCII }) else { return typed }
        var rest = String.UnicodeScalarView()
        for scalar in scalars[restStart...] {
            guard !scalar.isASCII else {
                rest.append(scalar)
                continue
            }
            for byte in String(scalar).utf8 {
                rest.append("%")
                rest.append(hexDigits[Int(byte >> 4)])
                rest.append(hexDigits[Int(byte & 0xF)])
            }
        }
        scalars.replaceSubrange(restStart..., with: rest)
        return String(String.UnicodeScalarView(scalars))
    }

    private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)

    /// `url` as a person writes it (see the type's summary).
    static func text(for url: URL) -> String {
        let stored = url.absoluteString
        // Nothing encoded: nothing to show otherwise.
        guard stored.contains("%") || stored.range(of: "xn--", options: .caseInsensitive) != nil else { return stored }
        var scalars = Array(stored.unicodeScalars)
        var restStart = 0
        if let host = hostRange(in: scalars) {
            let shownHost = displayedHost(String(String.UnicodeScalarView(scalars[host])))
            scalars.replaceSubrange(host, with: shownHost.unicodeScalars)
            restStart = host.lowerBound + shownHost.unicodeScalars.count
        }
        let shown = String(String.UnicodeScalarView(scalars[..<restStart])) + decodedEscapes(in: scalars[restStart...])
        guard shown != stored, let reread = URL(fieldText: shown), reread.absoluteString == stored else { return stored }
        return shown
    }

    /// Where the host is: after `scheme://` and any `user@`, before a port, path, query or
    /// fragment. None for a URL without an authority, or an IP literal in brackets.
    private static func hostRange(in scalars: [Unicode.Scalar]) -> Range<Int>? {
        guard let colon = scalars.firstIndex(of: ":"), colon + 2 < scalars.count, scalars[colon + 1] == "/", scalars[colon + 2] == "/"
        else { return nil }
        let authorityStart = colon + 3
        let authorityEnd = scalars[authorityStart...].firstIndex(where: { "/?#".unicodeScalars.contains($0) }) ?? scalars.count
        let hostStart = (scalars[authorityStart..<authorityEnd].lastIndex(of: "@")).map { $0 + 1 } ?? authorityStart
        guard hostStart < authorityEnd, scalars[hostStart] != "[" else { return nil }
        let hostEnd = scalars[hostStart..<authorityEnd].firstIndex(of: ":") ?? authorityEnd
        return hostStart..<hostEnd
    }

    /// The host with each punycode label decoded where that is safe to show.
    private static func displayedHost(_ host: String) -> String {
        host.split(separator: ".", omittingEmptySubsequences: false).map { label -> String in
            guard label.lowercased().hasPrefix("xn--"), let decoded = Punycode.decode(label.dropFirst(4)), isSafeToShow(label: decoded)
            else { return String(label) }
            return decoded
        }.joined(separator: ".")
    }

    /// Letters, marks, digits and hyphens only, and not Latin letters mixed with others (the
    /// lookalike attack; a label wholly in another script is shown, as browsers mostly do).
    private static func isSafeToShow(label: String) -> Bool {
        var latinLetters = false
        var otherLetters = false
        for scalar in label.unicodeScalars {
            if scalar.isASCII {
                guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" else { return false }
                if scalar.properties.isAlphabetic { latinLetters = true }
                continue
            }
            guard !scalar.properties.isDefaultIgnorableCodePoint else { return false }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .otherLetter, .modifierLetter, .titlecaseLetter:
                if isLatin(scalar) { latinLetters = true } else { otherLetters = true }
            case .nonspacingMark, .spacingMark, .decimalNumber: break
            default: return false
            }
        }
        return !(latinLetters && otherLetters)
    }

    /// Whether a letter is in one of the Latin blocks (Swift has no script property): Latin-1
    /// Supplement, Extended-A and -B, IPA, Extended Additional, -C, -D and -E.
    private static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00C0...0x02AF, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xAB30...0xAB6F: true
        default: false
        }
    }

    /// `text` with each escaped non-ASCII character that is safe to show decoded; ASCII escapes,
    /// broken UTF-8 and invisible characters stay as they are.
    private static func decodedEscapes(in text: ArraySlice<Unicode.Scalar>) -> String {
        var shown = String.UnicodeScalarView()
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == "%", let (scalar, length) = escapedScalar(in: text, at: index), isSafeToShow(scalar) else {
                shown.append(text[index])
                index += 1
                continue
            }
            shown.append(scalar)
            index += length
        }
        return String(shown)
    }

    /// The non-ASCII character whose UTF-8 bytes are escaped from `start` (`%C3%9F`), and how
    /// many scalars of `text` they take.
    private static func escapedScalar(in text: ArraySlice<Unicode.Scalar>, at start: Int) -> (Unicode.Scalar, Int)? {
        func byte(at index: Int) -> UInt8? {
            guard index + 2 < text.endIndex, text[index] == "%", let high = hexDigit(text[index + 1]), let low = hexDigit(text[index + 2])
            else { return nil }
            return high << 4 | low
        }
        guard let lead = byte(at: start), lead >= 0xC2, lead <= 0xF4 else { return nil }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var bytes = [lead]
        for position in 1..<length {
            guard let next = byte(at: start + 3 * position), next & 0xC0 == 0x80 else { return nil }
            bytes.append(next)
        }
        // Overlong forms, surrogates and values past U+10FFFF fail to decode here.
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), iterator.next() == nil else { return nil }
        return (scalar, 3 * length)
    }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": UInt8(scalar.value - 0x30)
        case "a"..."f": UInt8(scalar.value - 0x61 + 10)
        case "A"..."F": UInt8(scalar.value - 0x41 + 10)
        default: nil
        }
    }

    /// Not a space, control, format (bidirectional) or otherwise invisible character.
    private static func isSafeToShow(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace || properties.isDefaultIgnorableCodePoint || properties.isNoncharacterCodePoint { return false }
        switch properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator, .spaceSeparator: return false
        default: return true
        }
    }
}
