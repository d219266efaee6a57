/// Parses one input event from the front of a byte buffer. Pure: `KeyDecoder` owns the state.
///
/// `final` says no more bytes are coming for now (the escape timeout expired), so incomplete
/// input must be resolved rather than waited for.
enum InputParser {
    enum Result: Equatable {
        case event(TerminalEvent, length: Int)
        case pasteStart(length: Int)
        case ignored(length: Int)
        case incomplete
        /// A control string longer than `maximumSequenceLength`: the event reports its start,
        /// and the decoder drops what follows up to the string's terminator.
        case stringContinues(TerminalEvent, length: Int)
        /// A CSI sequence longer than `maximumSequenceLength`: the event reports its start, and
        /// the decoder drops its remaining parameters up to its final byte.
        case csiContinues(TerminalEvent, length: Int)
        /// An X10 mouse report whose raw payload had not all arrived at the timeout: the event
        /// reports what came, and the decoder drops the next `remaining` bytes when they come.
        case payloadContinues(TerminalEvent, length: Int, remaining: Int)
    }

    /// Longest escape sequence accepted before it is reported as unknown.
    static let maximumSequenceLength = 64

    static func parse(_ bytes: [UInt8], at start: Int, final: Bool) -> Result {
        let byte = bytes[start]
        switch byte {
        case 0x1B:
            return parseEscape(bytes, at: start, final: final)
        case 0x00..<0x80:
            return .event(.key(key(forASCII: byte)), length: 1)
        default:
            return parseUTF8(bytes, at: start, final: final)
        }
    }

    /// C0 controls map to the keys that send them; printable ASCII to characters.
    static func key(forASCII byte: UInt8) -> KeyEvent {
        switch byte {
        case 0x0D, 0x0A: return KeyEvent(.enter)
        case 0x09: return KeyEvent(.tab)
        case 0x7F, 0x08: return KeyEvent(.backspace)
        case 0x00: return KeyEvent(.character(" "), modifiers: .control)
        case 0x01...0x1A: return KeyEvent(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control)
        case 0x1B: return KeyEvent(.escape)
        case 0x1C...0x1F: return KeyEvent(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .control)
        default: return KeyEvent(.character(Character(Unicode.Scalar(byte))))
        }
    }

    // MARK: UTF-8

    private static func parseUTF8(_ bytes: [UInt8], at start: Int, final: Bool) -> Result {
        let lead = bytes[start]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .event(.unknown([lead]), length: 1)  // stray continuation, overlong lead, > U+10FFFF
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            let index = start + offset
            guard index < bytes.count else {
                return final ? .event(notUTF8(bytes, start, offset), length: offset) : .incomplete
            }
            let next = bytes[index]
            // The second byte's range also excludes overlongs, surrogates and values past U+10FFFF.
            let valid: ClosedRange<UInt8>
            switch (offset, lead) {
            case (1, 0xE0): valid = 0xA0...0xBF
            case (1, 0xED): valid = 0x80...0x9F
            case (1, 0xF0): valid = 0x90...0xBF
            case (1, 0xF4): valid = 0x80...0x8F
            default: valid = 0x80...0xBF
            }
            // An invalid byte is not consumed: it may start the next character or sequence.
            guard valid.contains(next) else { return .event(notUTF8(bytes, start, offset), length: offset) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return .event(notUTF8(bytes, start, length), length: length) }
        // C1 controls are valid UTF-8 but not text.
        if ControlCharacterFilter.isControl(value) {
            return .event(.unknown(Array(bytes[start..<(start + length)])), length: length)
        }
        return .event(.key(KeyEvent(.character(Character(scalar)))), length: length)
    }

    /// Bytes that are not UTF-8 (a terminal set to Latin-1 sends é as E9) are no key: typed as
    /// U+FFFD they changed the text without a word; as `.unknown` the screen says what came.
    private static func notUTF8(_ bytes: [UInt8], _ start: Int, _ length: Int) -> TerminalEvent {
        .unknown(Array(bytes[start..<(start + length)]))
    }

    // MARK: Escape sequences

    private static func parseEscape(_ bytes: [UInt8], at start: Int, final: Bool) -> Result {
        guard start + 1 < bytes.count else {
            return final ? .event(.key(KeyEvent(.escape)), length: 1) : .incomplete
        }
        switch bytes[start + 1] {
        case 0x5B:  // [
            return parseCSI(bytes, at: start, final: final)
        case 0x4F:  // O
            return parseSS3(bytes, at: start, final: final)
        case 0x5D, 0x50, 0x5F, 0x5E, 0x58:  // ] OSC, P DCS, _ APC, ^ PM, X SOS
            return parseControlString(bytes, at: start, final: final)
        case 0x1B:
            // Two escapes: the first is a key of its own; the second may start a sequence.
            return .event(.key(KeyEvent(.escape)), length: 1)
        default:
            // ESC before a key is how terminals send Alt+key.
            switch parse(bytes, at: start + 1, final: final) {
            case .event(.key(var key), let length):
                key.modifiers.insert(.alt)
                return .event(.key(key), length: length + 1)
            case .incomplete:
                return .incomplete
            default:
                return .event(.unknown(Array(bytes[start..<(start + 2)])), length: 2)
            }
        }
    }

    /// `ESC [` followed by no byte that could continue it is Alt-[ (or, at a timeout, the same).
    private static func altBracket(_ final: UInt8) -> Result {
        .event(.key(KeyEvent(.character(Character(Unicode.Scalar(final))), modifiers: .alt)), length: 2)
    }

    private static func parseCSI(_ bytes: [UInt8], at start: Int, final: Bool) -> Result {
        var index = start + 2
        // The Linux console sends F1–F5 as ESC [ [ A … E.
        if index < bytes.count, bytes[index] == 0x5B {
            guard index + 1 < bytes.count else {
                return final ? .event(.unknown(Array(bytes[start...index])), length: index - start + 1) : .incomplete
            }
            let key = bytes[index + 1]
            let sequence = Array(bytes[start...(index + 1)])
            if (0x41...0x45).contains(key) {
                return .event(.key(KeyEvent(.function(Int(key - 0x40)))), length: 4)
            }
            return .event(.unknown(sequence), length: 4)
        }
        let parameterStart = index
        while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
        let parameterEnd = index
        while index < bytes.count, (0x20...0x2F).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else {
            if index - start > maximumSequenceLength { return .csiContinues(.unknown(Array(bytes[start..<index])), length: index - start) }
            guard final else { return .incomplete }
            return index == start + 2 ? altBracket(0x5B) : .event(.unknown(Array(bytes[start..<index])), length: index - start)
        }
        let finalByte = bytes[index]
        guard (0x40...0x7E).contains(finalByte) else {
            // Interrupted by a control or non-ASCII byte: report what we have, re-read the rest.
            if index == start + 2 { return altBracket(0x5B) }
            return .event(.unknown(Array(bytes[start..<index])), length: index - start)
        }
        let length = index - start + 1
        if finalByte == 0x4D, parameterStart == index { return x10MouseReport(bytes, at: start, headerLength: length, final: final) }
        let sequence = Array(bytes[start..<(start + length)])
        guard parameterEnd == index else { return .event(.unknown(sequence), length: length) }  // intermediates
        guard let parameters = decimalParameters(bytes[parameterStart..<parameterEnd]) else {
            return .event(.unknown(sequence), length: length)  // private markers: mouse, replies …
        }
        if finalByte == 0x7E, parameters.first == 200 { return .pasteStart(length: length) }
        if finalByte == 0x7E, parameters.first == 201 { return .ignored(length: length) }
        if let key = EscapeSequenceTable.csiKey(final: finalByte, parameters: parameters) {
            return .event(.key(key), length: length)
        }
        return .event(.unknown(sequence), length: length)
    }

    /// An X10 mouse report, `ESC [ M` and three raw bytes (button, column and row, each plus
    /// 32), is unknown input as SGR reports are: its payload is never typed. The payload may
    /// come in a later read; what is missing at the timeout is dropped when it arrives.
    private static func x10MouseReport(_ bytes: [UInt8], at start: Int, headerLength: Int, final: Bool) -> Result {
        let payloadLength = 3
        let available = min(payloadLength, bytes.count - (start + headerLength))
        let length = headerLength + available
        let report = TerminalEvent.unknown(Array(bytes[start..<(start + length)]))
        if available == payloadLength { return .event(report, length: length) }
        guard final else { return .incomplete }
        return .payloadContinues(report, length: length, remaining: payloadLength - available)
    }

    /// OSC, DCS, APC, PM and SOS strings are terminal replies (a colour, a capability …), never
    /// keys: the string runs to BEL or ST (`ESC \`) and is reported as one unknown event. ESC
    /// before anything other than `\` cancels the string, as in terminals, and is read again.
    /// Unterminated at a timeout, what arrived is unknown (the introducer alone is Alt+key);
    /// past `maximumSequenceLength` bytes, the decoder skips the rest (`stringContinues`).
    private static func parseControlString(_ bytes: [UInt8], at start: Int, final: Bool) -> Result {
        var index = start + 2
        while index < bytes.count {
            switch bytes[index] {
            case 0x07:
                return .event(.unknown(Array(bytes[start...index])), length: index - start + 1)
            case 0x1B:
                guard index + 1 < bytes.count else { break }  // perhaps the start of ST
                if bytes[index + 1] == 0x5C {
                    return .event(.unknown(Array(bytes[start...(index + 1)])), length: index - start + 2)
                }
                return .event(.unknown(Array(bytes[start..<index])), length: index - start)
            default:
                if index - start + 1 >= maximumSequenceLength {
                    return .stringContinues(.unknown(Array(bytes[start...index])), length: index - start + 1)
                }
            }
            index += 1
        }
        guard final else { return .incomplete }
        if start + 2 == bytes.count { return altBracket(bytes[start + 1]) }
        return .event(.unknown(Array(bytes[start...])), length: bytes.count - start)
    }

    /// The length of a control string's tail up to and including its terminator (BEL or ST)
    /// in `bytes` from `start`, and whether it was found; a terminator cut after its ESC is not
    /// counted, so the ESC is kept for the next read. ESC before anything but `\` ends the
    /// string without being part of it.
    static func controlStringTail(_ bytes: [UInt8], from start: Int) -> (length: Int, ended: Bool) {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x07:
                return (index - start + 1, true)
            case 0x1B:
                guard index + 1 < bytes.count else { return (index - start, false) }
                return bytes[index + 1] == 0x5C ? (index - start + 2, true) : (index - start, true)
            default:
                index += 1
            }
        }
        return (index - start, false)
    }

    /// The length of an overlong CSI sequence's tail in `bytes` from `start`: parameter and
    /// intermediate bytes, then the final byte, which ends it; and whether it ended. Any other
    /// byte ends it without being part of it.
    static func csiTail(_ bytes: [UInt8], from start: Int) -> (length: Int, ended: Bool) {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if (0x20...0x3F).contains(byte) {
                index += 1
                continue
            }
            return (0x40...0x7E).contains(byte) ? (index - start + 1, true) : (index - start, true)
        }
        return (index - start, false)
    }

    private static func parseSS3(_ bytes: [UInt8], at start: Int, final: Bool) -> Result {
        var index = start + 2
        while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else {
            guard final else { return .incomplete }
            if index == start + 2 { return altBracket(0x4F) }
            return .event(.unknown(Array(bytes[start..<index])), length: index - start)
        }
        let finalByte = bytes[index]
        guard (0x40...0x7E).contains(finalByte) else {
            if index == start + 2 { return altBracket(0x4F) }
            return .event(.unknown(Array(bytes[start..<index])), length: index - start)
        }
        let length = index - start + 1
        let sequence = Array(bytes[start..<(start + length)])
        guard let parameters = decimalParameters(bytes[(start + 2)..<index]),
            let key = EscapeSequenceTable.ss3Key(final: finalByte, parameters: parameters)
        else { return .event(.unknown(sequence), length: length) }
        return .event(.key(key), length: length)
    }

    /// `1;5` → [1, 5]; an empty parameter is nil. Returns nil for private-marker parameters.
    private static func decimalParameters(_ bytes: ArraySlice<UInt8>) -> [Int?]? {
        var parameters: [Int?] = []
        var current: Int? = nil
        for byte in bytes {
            switch byte {
            case 0x30...0x39:
                current = min(99_999, (current ?? 0) * 10 + Int(byte - 0x30))
            case 0x3B:
                parameters.append(current)
                current = nil
            default:
                return nil
            }
        }
        if !bytes.isEmpty { parameters.append(current) }
        return parameters
    }
}
