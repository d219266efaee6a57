/// The byte-level escaping every context of ``HTMLWriter`` goes through.
///
/// Why bytes: the writer is on the hot path of every page (a 1,000-field form), and a UTF-8 scan
/// with run copying is an order of magnitude faster than `Character` iteration. Multi-byte
/// sequences are copied untouched because every byte that matters to HTML is ASCII; Swift
/// strings are always valid UTF-8, so no overlong or broken sequence can reach the output.
enum HTMLEscaping {
    /// The context a string is written in; attributes also escape the backtick, which some old
    /// parsers took as an attribute quote.
    enum Context {
        case text
        case attribute
    }

    /// Appends `source` escaped for `context`: `& < > " '` (and `` ` `` in attributes) become
    /// character references; C0 controls other than tab and newline, DEL and C1 controls are
    /// dropped, since they have no business in a form and confuse some parsers and terminals.
    static func append(_ source: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], context: Context) {
        let count = source.count
        var runStart = 0
        var index = 0
        while index < count {
            let byte = source[index]
            // One table look-up per byte: digits, spaces and `-` (most of a form's ids, names and
            // numbers) are clean too, not only bytes above `>`.
            if !mayNeedWork(byte) {
                index += 1
                continue
            }
            // Slow path: a byte that may need work. Flush the clean run before it first.
            var skip = 0
            switch byte {
            case 0x26, 0x3C, 0x3E, 0x22, 0x27:
                skip = 1
            case 0x60:
                skip = context == .attribute ? 1 : 0
            case 0x09, 0x0A:
                skip = 0
            case 0x1B:
                // A whole escape sequence goes, as a terminal renderer drops it: its printable
                // rest ("[31m" of a colour) was shown as text.
                skip = escapeSequenceLength(source, at: index, introducerLength: 1)
            case 0x00...0x1F, 0x7F:
                skip = 1
            case 0xC2:
                // U+0080…U+009F (C1 controls) are encoded as C2 80…C2 9F; CSI, OSC and the other
                // string introducers among them take their sequence with them.
                if index + 1 < count, source[index + 1] >= 0x80, source[index + 1] <= 0x9F {
                    skip = escapeSequenceLength(source, at: index, introducerLength: 2)
                }
            default:
                skip = 0
            }
            if skip == 0 {
                index += 1
                continue
            }
            if runStart < index {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
            }
            appendReference(for: byte, to: &output)
            index += skip
            runStart = index
        }
        if runStart < count {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<count]))
        }
    }

    /// The bytes of the escape sequence or C1 control at `start` (ESC, or a C1 control encoded in
    /// `introducerLength` bytes), read as terminals read it: ESC `[` or CSI, then parameter and
    /// intermediate bytes up to a final byte; ESC `]` `P` `X` `^` `_` or OSC, DCS, SOS, PM, APC,
    /// then anything up to BEL or the string terminator; ESC and one character. A sequence cut
    /// off by the end of the text takes the rest with it.
    static func escapeSequenceLength(_ source: UnsafeBufferPointer<UInt8>, at start: Int, introducerLength: Int) -> Int {
        let count = source.count
        var index = start + introducerLength
        var kind = introducerLength == 2 ? source[start + 1] : 0
        if introducerLength == 1 {
            guard index < count else { return 1 }
            switch source[index] {
            case 0x5B: kind = 0x9B
            case 0x5D, 0x50, 0x58, 0x5E, 0x5F: kind = 0x9D
            case 0x20...0x2F:
                // Intermediates, then one final character.
                while index < count, (0x20...0x2F).contains(source[index]) { index += 1 }
                return index < count && (0x30...0x7E).contains(source[index]) ? index + 1 - start : index - start
            case 0x30...0x7E: return 2
            default: return 1
            }
            index += 1
        }
        switch kind {
        case 0x9B:
            while index < count, (0x20...0x3F).contains(source[index]) { index += 1 }
            return index < count && (0x40...0x7E).contains(source[index]) ? index + 1 - start : index - start
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
            while index < count {
                let byte = source[index]
                if byte == 0x07 { return index + 1 - start }
                if byte == 0x1B, index + 1 < count, source[index + 1] == 0x5C { return index + 2 - start }
                if byte == 0xC2, index + 1 < count, source[index + 1] == 0x9C { return index + 2 - start }
                index += 1
            }
            return count - start
        default:
            return introducerLength
        }
    }

    /// Whether the slow path must look at `byte`: `& < > " '` and `` ` ``, C0 controls other
    /// than tab and newline, DEL, and 0xC2 (the lead byte of C1 controls). Every other byte is
    /// always copied as it is. Two constant bit masks, not a table: no global to initialise or
    /// load, no bounds check, in the loop every byte of a page goes through.
    @inline(__always)
    static func mayNeedWork(_ byte: UInt8) -> Bool {
        if byte < 64 { return lowBytesNeedingWork >> UInt64(byte) & 1 != 0 }
        if byte < 128 { return highASCIINeedingWork >> UInt64(byte - 64) & 1 != 0 }
        return byte == 0xC2
    }

    // Bits 0–31 (C0 controls) but 9 and 10 (tab, newline); 0x22, 0x26, 0x27, 0x3C, 0x3E.
    private static let lowBytesNeedingWork: UInt64 = 0x5000_00C4_FFFF_F9FF
    // 0x60 (bit 32 of 64…127) and 0x7F (bit 63).
    private static let highASCIINeedingWork: UInt64 = 0x8000_0001_0000_0000

    /// `text` as a page shows it once written: line breaks as "\n" (a browser posts a textarea's
    /// as "\r\n"), and without the control characters `append` drops. Posted text goes through
    /// it before it reaches a row, so the value an app receives is the one the page shows, and
    /// posting the page again changes nothing. A one-line field (`oneLine`) shows no line breaks
    /// at all: browsers strip them from such a field's value, as HTML says.
    ///
    /// ```swift
    /// HTMLEscaping.textAsShown("a\r\nb\u{0}c")                // "a\nbc"
    /// HTMLEscaping.textAsShown("a\r\nb", oneLine: true)     // "ab"
    /// ```
    static func textAsShown(_ text: String, oneLine: Bool = false) -> String {
        // Only a line break or a dropped character changes the text; 0xC2 leads C1 controls.
        guard
            text.utf8.contains(where: {
                $0 < 0x80 ? isDropped(Unicode.Scalar($0)) || $0 == 0x0D || (oneLine && $0 == 0x0A) : $0 == 0xC2
            })
        else { return text }
        // Bytes, as `append` reads them, so a whole escape sequence goes here as it goes there.
        var shown: [UInt8] = []
        withUTF8(text) { source in
            shown.reserveCapacity(source.count)
            var index = 0
            var afterReturn = false
            while index < source.count {
                let byte = source[index]
                if byte == 0x1B || (byte == 0xC2 && index + 1 < source.count && (0x80...0x9F).contains(source[index + 1])) {
                    index += escapeSequenceLength(source, at: index, introducerLength: byte == 0x1B ? 1 : 2)
                    afterReturn = false
                    continue
                }
                index += 1
                defer { afterReturn = byte == 0x0D }
                if byte == 0x0D {
                    if !oneLine { shown.append(0x0A) }
                } else if !(byte == 0x0A && (afterReturn || oneLine)) && !(byte < 0x80 && isDropped(Unicode.Scalar(byte))) {
                    shown.append(byte)
                }
            }
        }
        return String(decoding: shown, as: UTF8.self)
    }

    /// Whether `append` drops `scalar`: C0 controls other than tab and newline, DEL and C1
    /// controls. `append` applies the same rule to bytes through `mayNeedWork`'s masks, for
    /// speed; a test holds the two to each other over every byte.
    ///
    /// ```swift
    /// HTMLEscaping.isDropped("\u{7}")   // true
    /// ```
    static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// Writes the character reference for one special byte; control bytes write nothing.
    static func appendReference(for byte: UInt8, to output: inout [UInt8]) {
        switch byte {
        case 0x26: output.append(contentsOf: [0x26, 0x61, 0x6D, 0x70, 0x3B])  // &amp;
        case 0x3C: output.append(contentsOf: [0x26, 0x6C, 0x74, 0x3B])  // &lt;
        case 0x3E: output.append(contentsOf: [0x26, 0x67, 0x74, 0x3B])  // &gt;
        case 0x22: output.append(contentsOf: [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B])  // &quot;
        case 0x27: output.append(contentsOf: [0x26, 0x23, 0x33, 0x39, 0x3B])  // &#39;
        case 0x60: output.append(contentsOf: [0x26, 0x23, 0x39, 0x36, 0x3B])  // &#96;
        default: break
        }
    }

    /// Runs `body` over the UTF-8 bytes of a `String`. A concrete overload: the generic one
    /// below, called across the module boundary, pays for generic metadata look-ups on every
    /// call, which dominated the writer's profile.
    static func withUTF8<R>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        var copy = string
        return copy.withUTF8(body)
    }

    /// Runs `body` over the UTF-8 bytes of `string` without copying when the storage allows.
    static func withUTF8<S: StringProtocol, R>(_ string: S, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        var copy = String(string)
        return copy.withUTF8(body)
    }
}
