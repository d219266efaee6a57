/// UTF-8 checks the form parsers need beyond what `String(decoding:)` does: where a body first
/// breaks UTF-8 and why (so a refusal can point at the byte), and where a valid text can be cut
/// without splitting a character.
///
/// A page served as UTF-8 makes every browser send UTF-8 (characters the page cannot hold are
/// sent as `&#…;`, lone surrogates of script-made values as U+FFFD), so an invalid byte comes from
/// a client that is not that page: it is refused rather than silently replaced with U+FFFD.
///
/// ```swift
/// let problem = UTF8Scan.firstProblem(in: bytes)   // e.g. (offset: 3, reason: .overlong)
/// let kept = UTF8Scan.characterBoundary(in: bytes, atMost: 65_536)
/// ```
enum UTF8Scan {
    /// Why a byte sequence is not UTF-8 (RFC 3629 §4's syntax, the Unicode standard's table 3-7).
    enum Reason: Sendable, Hashable {
        /// A continuation byte (`10xxxxxx`) with no lead byte before it.
        case unexpectedContinuation
        /// `C0`, `C1`, or a three- or four-byte sequence encoding a smaller code point.
        case overlong
        /// `ED A0`…`ED BF`: a UTF-16 surrogate (U+D800–U+DFFF), which UTF-8 never encodes.
        case surrogate
        /// `F4 90`…`F4 BF`, or `F5`…`F7`: past U+10FFFF, the last code point.
        case beyondUnicode
        /// `F8`…`FF`: bytes that appear nowhere in UTF-8.
        case neverUsed
        /// A lead byte whose sequence the text ends before completing.
        case truncated
        /// A lead byte followed by a byte that does not continue it.
        case missingContinuation

        /// What the byte does wrong, for a message that names it.
        var explanation: String {
            switch self {
            case .unexpectedContinuation: "continues a character that was never started"
            case .overlong: "begins an overlong encoding (a character written with more bytes than it takes)"
            case .surrogate: "begins a UTF-16 surrogate, which UTF-8 never encodes"
            case .beyondUnicode: "begins a code point beyond U+10FFFF, the last one Unicode has"
            case .neverUsed: "never appears in UTF-8"
            case .truncated: "begins a character the text ends before completing"
            case .missingContinuation: "begins a character the next byte does not continue"
            }
        }
    }

    /// Where a text first breaks UTF-8: the offset of the byte that starts the bad sequence.
    struct Problem: Sendable, Hashable {
        /// The offset of the offending byte (the lead byte of a bad sequence).
        var offset: Int
        /// The byte at that offset.
        var byte: UInt8
        /// Why it is not UTF-8.
        var reason: Reason
    }

    /// The first place `bytes` is not UTF-8, or nil when all of it is.
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The valid range of the second byte depends on the lead (table 3-7); the third and
            // fourth are always 80…BF.
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            var secondReason = Reason.missingContinuation
            switch lead {
            case 0x80...0xBF: return Problem(offset: index, byte: lead, reason: .unexpectedContinuation)
            case 0xC0, 0xC1: return Problem(offset: index, byte: lead, reason: .overlong)
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                secondRange = 0xA0...0xBF
                secondReason = .overlong
            case 0xED:
                length = 3
                secondRange = 0x80...0x9F
                secondReason = .surrogate
            case 0xE1...0xEF: length = 3
            case 0xF0:
                length = 4
                secondRange = 0x90...0xBF
                secondReason = .overlong
            case 0xF4:
                length = 4
                secondRange = 0x80...0x8F
                secondReason = .beyondUnicode
            case 0xF1...0xF3: length = 4
            case 0xF5...0xF7: return Problem(offset: index, byte: lead, reason: .beyondUnicode)
            default: return Problem(offset: index, byte: lead, reason: .neverUsed)
            }
            for position in 1..<length {
                guard index + position < count else { return Problem(offset: index, byte: lead, reason: .truncated) }
                let byte = bytes[index + position]
                if position == 1, !secondRange.contains(byte) {
                    // A second byte that is a continuation, just not one this lead allows, says
                    // what the sequence would have meant; anything else simply does not continue it.
                    return Problem(offset: index, byte: lead, reason: byte & 0xC0 == 0x80 ? secondReason : .missingContinuation)
                }
                if byte & 0xC0 != 0x80 { return Problem(offset: index, byte: lead, reason: .missingContinuation) }
            }
            index += length
        }
        return nil
    }

    /// The longest prefix of valid UTF-8 `bytes`, at most `limit` bytes, that ends between two
    /// characters (code points): a cut never leaves half a character behind.
    static func characterBoundary(in bytes: UnsafeBufferPointer<UInt8>, atMost limit: Int) -> Int {
        guard limit < bytes.count else { return bytes.count }
        var end = max(limit, 0)
        // At most three steps back: a character is at most four bytes.
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return end
    }
}
