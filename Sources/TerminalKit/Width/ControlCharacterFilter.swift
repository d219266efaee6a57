/// Removes control characters and escape sequences from text before it reaches a terminal.
///
/// Untrusted text (a form value, a pasted string) must never move the cursor or change colours,
/// so C0 controls, DEL, C1 controls and whole escape sequences (CSI, OSC, DCS, SOS, PM, APC and
/// two-character `ESC x` sequences, in both their 7-bit and 8-bit forms) are dropped.
///
/// ```swift
/// ControlCharacterFilter.filter("a\u{1B}[31mred\u{7}")  // "ared"
/// ControlCharacterFilter.filter("one\r\ntwo", keepingLineBreaks: true)  // "one\ntwo"
/// ```
public enum ControlCharacterFilter {
    /// Returns `text` without control characters or escape sequences.
    ///
    /// With `keepingLineBreaks`, tab and newline survive and a carriage return (alone or before
    /// a line feed) becomes a newline, which is what a paste or a line-mode message needs.
    ///
    /// ```swift
    /// ControlCharacterFilter.filter("tab\there")  // "tabhere"
    /// ```
    public static func filter(_ text: String, keepingLineBreaks: Bool = false) -> String {
        if isClean(text, keepingLineBreaks: keepingLineBreaks) { return text }
        var scalars = String.UnicodeScalarView()
        var state = State.text
        var previousWasCarriageReturn = false
        func appendIfPrintable(_ scalar: Unicode.Scalar) {
            if !isControl(scalar.value) { scalars.append(scalar) }
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch state {
            case .text:
                break
            case .escape:
                // ESC followed by a sequence introducer, an intermediate, or one final character.
                switch value {
                case 0x5B: state = .controlSequence
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .controlString(sawEscape: false)
                case 0x20...0x2F: state = .escapeIntermediate
                case 0x30...0x7E: state = .text
                default: state = .text
                }
                // Anything else ends the sequence and is judged as ordinary text below.
                if (0x20...0x7E).contains(value) { continue }
            case .escapeIntermediate:
                if (0x20...0x2F).contains(value) { continue }
                state = .text
                if (0x30...0x7E).contains(value) { continue }
            case .controlSequence:
                if (0x20...0x3F).contains(value) { continue }
                state = .text
                if (0x40...0x7E).contains(value) { continue }
            case .controlString(let sawEscape):
                // Strings end at BEL (xterm's OSC habit), ST (ESC \) or the 8-bit ST.
                if value == 0x07 || value == 0x9C || (sawEscape && value == 0x5C) {
                    state = .text
                } else {
                    state = .controlString(sawEscape: value == 0x1B)
                }
                continue
            }
            switch value {
            case 0x1B:
                state = .escape
            case 0x9B:
                state = .controlSequence
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                state = .controlString(sawEscape: false)
            case 0x0A where keepingLineBreaks:
                if !previousWasCarriageReturn { scalars.append(scalar) }
            case 0x0D where keepingLineBreaks:
                scalars.append("\n")
            case 0x09 where keepingLineBreaks:
                scalars.append(scalar)
            default:
                appendIfPrintable(scalar)
            }
            previousWasCarriageReturn = keepingLineBreaks && value == 0x0D
        }
        return String(scalars)
    }

    /// Returns `text` made safe to print as part of one line of a terminal's output, for text
    /// that reaches a line-by-line console rather than a cell grid: controls and escape
    /// sequences removed as `filter(_:keepingLineBreaks:)` removes them, a tab shown as a
    /// space (so the words either side stay apart), each line break (LF, CR, CR LF, U+2028,
    /// U+2029) shown as "⏎" so the text stays on its line, and the bidirectional embedding,
    /// override and isolate controls (U+202A…U+202E, U+2066…U+2069) removed: left in, a
    /// right-to-left override turns the rest of the terminal's line around. A cell grid drops
    /// them too, as characters without width.
    ///
    /// ```swift
    /// ControlCharacterFilter.oneLine("one\ntwo")          // "one⏎two"
    /// ControlCharacterFilter.oneLine("abc\u{202E}def")    // "abcdef"
    /// ```
    public static func oneLine(_ text: String) -> String {
        let kept = filter(text, keepingLineBreaks: true)
        guard kept.unicodeScalars.contains(where: { isLineBreakOrTab($0) || isBidiControl($0.value) }) else { return kept }
        var scalars = String.UnicodeScalarView()
        for scalar in kept.unicodeScalars {
            if scalar == "\t" {
                scalars.append(" ")
            } else if isLineBreakOrTab(scalar) {
                scalars.append("\u{23CE}")
            } else if !isBidiControl(scalar.value) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Whether the scalar is one of the bidirectional embedding, override and isolate controls
    /// (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI), which reorder the text after them.
    ///
    /// ```swift
    /// ControlCharacterFilter.isBidiControl(0x202E)  // true
    /// ```
    public static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// A tab, or a line break `filter(_:keepingLineBreaks: true)` leaves (the others it
    /// removes as controls).
    private static func isLineBreakOrTab(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Whether the scalar is a C0 control, DEL or a C1 control.
    ///
    /// ```swift
    /// ControlCharacterFilter.isControl(0x1B)  // true
    /// ```
    public static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    private enum State {
        case text
        case escape
        case escapeIntermediate
        case controlSequence
        case controlString(sawEscape: Bool)
    }

    /// Most text has no controls at all; scanning UTF-8 bytes avoids rebuilding it.
    private static func isClean(_ text: String, keepingLineBreaks: Bool) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 {
                if !(keepingLineBreaks && (byte == 0x0A || byte == 0x09)) { return false }
            } else if byte == 0x7F {
                return false
            } else if previous == 0xC2 && (0x80...0x9F).contains(byte) {
                return false  // a C1 control, encoded as C2 80 … C2 9F
            }
            previous = byte
        }
        return true
    }
}
