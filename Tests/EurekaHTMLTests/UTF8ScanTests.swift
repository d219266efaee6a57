import Testing

@testable import EurekaHTML

@Suite("UTF-8 scan")
struct UTF8ScanTests {
    static func problem(_ bytes: [UInt8]) -> UTF8Scan.Problem? {
        bytes.withUnsafeBufferPointer { UTF8Scan.firstProblem(in: $0) }
    }

    /// Every length of sequence at both ends of its range, and the code points next to the
    /// excluded ones (U+D7FF, U+E000, U+10FFFF).
    @Test(arguments: [
        [UInt8](),
        Array("plain ASCII".utf8),
        [0x00, 0x7F],
        [0xC2, 0x80], [0xDF, 0xBF],
        [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBF],
        [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
        Array("Ada Lö € 😀 🇫🇷".utf8),
    ])
    func acceptsUTF8(bytes: [UInt8]) {
        #expect(Self.problem(bytes) == nil)
    }

    /// Each kind of bad sequence after two good bytes: the offset is the bad sequence's first byte.
    @Test(arguments: [
        // Overlong encodings: "/" as two, three and four bytes, and the largest overlong of each.
        ([0xC0, 0xAF], UTF8Scan.Reason.overlong),
        ([0xC1, 0xBF], .overlong),
        ([0xE0, 0x80, 0xAF], .overlong),
        ([0xE0, 0x9F, 0xBF], .overlong),
        ([0xF0, 0x80, 0x80, 0xAF], .overlong),
        ([0xF0, 0x8F, 0xBF, 0xBF], .overlong),
        // Lone continuation bytes.
        ([0x80], .unexpectedContinuation),
        ([0xBF, 0x41], .unexpectedContinuation),
        // Surrogates encoded in UTF-8 (CESU-8, WTF-8): the first and the last.
        ([0xED, 0xA0, 0x80], .surrogate),
        ([0xED, 0xBF, 0xBF], .surrogate),
        // Past U+10FFFF.
        ([0xF4, 0x90, 0x80, 0x80], .beyondUnicode),
        ([0xF5, 0x80, 0x80, 0x80], .beyondUnicode),
        ([0xF8, 0x88, 0x80, 0x80, 0x80], .neverUsed),
        ([0xFF], .neverUsed),
        // Sequences cut short by the end of the text.
        ([0xC3], .truncated),
        ([0xE2, 0x82], .truncated),
        ([0xF0, 0x9F, 0x98], .truncated),
        // Sequences a byte that is not a continuation interrupts.
        ([0xC3, 0x28], .missingContinuation),
        ([0xE2, 0x28, 0xA1], .missingContinuation),
        ([0xE2, 0x82, 0x28], .missingContinuation),
        ([0xF0, 0x9F, 0x98, 0x41], .missingContinuation),
    ])
    func findsTheFirstBadByte(bad: [UInt8], reason: UTF8Scan.Reason) {
        let problem = Self.problem(Array("ok".utf8) + bad + Array("é".utf8))
        #expect(problem == UTF8Scan.Problem(offset: 2, byte: bad[0], reason: reason == .truncated ? .missingContinuation : reason))
        #expect(Self.problem(Array("ok".utf8) + bad)?.reason == reason, "at the very end")
    }

    /// A cut never splits a character: one byte short of each character's end backs off to its start.
    @Test(arguments: [
        ("aé", 2, 1), ("aé", 3, 3), ("a€", 2, 1), ("a€", 3, 1), ("a€", 4, 4),
        ("a😀", 4, 1), ("a😀", 5, 5), ("abc", 2, 2), ("abc", 0, 0), ("abc", 9, 3),
    ])
    func cutsBetweenCharacters(text: String, limit: Int, expected: Int) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { UTF8Scan.characterBoundary(in: $0, atMost: limit) } == expected)
    }
}
