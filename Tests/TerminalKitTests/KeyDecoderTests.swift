import TerminalKit
import TerminalKitTesting
import Testing

private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> TerminalEvent { .key(KeyEvent(key, modifiers: modifiers)) }
private func char(_ c: Character, _ modifiers: KeyModifiers = []) -> TerminalEvent { key(.character(c), modifiers) }
private let t0 = TerminalInstant(sinceOrigin: .seconds(10))
private func ms(_ n: Int) -> TerminalInstant { t0.advanced(by: .milliseconds(n)) }

/// One input case: the bytes a terminal sends and the events they mean.
struct DecoderCase: CustomTestStringConvertible, Sendable {
    var bytes: [UInt8]
    var events: [TerminalEvent]
    init(_ text: String, _ events: TerminalEvent...) {
        bytes = Array(text.utf8)
        self.events = events
    }
    init(bytes: [UInt8], _ events: TerminalEvent...) {
        self.bytes = bytes
        self.events = events
    }
    var testDescription: String { TerminalWriterTests.show(bytes) }
}

@Suite("Key decoder")
struct KeyDecoderTests {
    static let cases: [DecoderCase] = [
        // Printable text and UTF-8
        .init("a", char("a")), .init("Z", char("Z")), .init("é", char("é")), .init("中", char("中")),
        .init("😀", char("😀")), .init("ab", char("a"), char("b")),
        // C0 controls
        .init("\r", key(.enter)), .init("\n", key(.enter)), .init("\t", key(.tab)),
        .init("\u{7F}", key(.backspace)), .init("\u{8}", key(.backspace)),
        .init("\u{1}", char("a", .control)), .init("\u{3}", char("c", .control)), .init("\u{1A}", char("z", .control)),
        .init("\u{0}", char(" ", .control)), .init("\u{1C}", char("\\", .control)), .init("\u{1F}", char("_", .control)),
        // Arrows, CSI and SS3, with every modifier parameter
        .init("\u{1B}[A", key(.up)), .init("\u{1B}[B", key(.down)), .init("\u{1B}[C", key(.right)), .init("\u{1B}[D", key(.left)),
        .init("\u{1B}OA", key(.up)), .init("\u{1B}OB", key(.down)), .init("\u{1B}OC", key(.right)), .init("\u{1B}OD", key(.left)),
        .init("\u{1B}[1;2A", key(.up, .shift)), .init("\u{1B}[1;3B", key(.down, .alt)),
        .init("\u{1B}[1;4C", key(.right, [.shift, .alt])), .init("\u{1B}[1;5D", key(.left, .control)),
        .init("\u{1B}[1;6A", key(.up, [.shift, .control])), .init("\u{1B}[1;7B", key(.down, [.alt, .control])),
        .init("\u{1B}[1;8C", key(.right, [.shift, .alt, .control])), .init("\u{1B}[1;9D", key(.left, .meta)),
        .init("\u{1B}O5A", key(.up, .control)),
        // Home / End in all common encodings
        .init("\u{1B}[H", key(.home)), .init("\u{1B}[1~", key(.home)), .init("\u{1B}[7~", key(.home)), .init("\u{1B}OH", key(.home)),
        .init("\u{1B}[F", key(.end)), .init("\u{1B}[4~", key(.end)), .init("\u{1B}[8~", key(.end)), .init("\u{1B}OF", key(.end)),
        .init("\u{1B}[1;5H", key(.home, .control)), .init("\u{1B}[4;2~", key(.end, .shift)),
        // Editing keypad
        .init("\u{1B}[5~", key(.pageUp)), .init("\u{1B}[6~", key(.pageDown)), .init("\u{1B}[5;5~", key(.pageUp, .control)),
        .init("\u{1B}[2~", key(.insert)), .init("\u{1B}[3~", key(.delete)), .init("\u{1B}[3;2~", key(.delete, .shift)),
        // F1–F12
        .init("\u{1B}OP", key(.function(1))), .init("\u{1B}OQ", key(.function(2))),
        .init("\u{1B}OR", key(.function(3))), .init("\u{1B}OS", key(.function(4))),
        .init("\u{1B}[11~", key(.function(1))), .init("\u{1B}[12~", key(.function(2))),
        .init("\u{1B}[13~", key(.function(3))), .init("\u{1B}[14~", key(.function(4))),
        .init("\u{1B}[[A", key(.function(1))), .init("\u{1B}[[E", key(.function(5))),
        .init("\u{1B}[1;2P", key(.function(1), .shift)), .init("\u{1B}[1;5S", key(.function(4), .control)),
        .init("\u{1B}[15~", key(.function(5))), .init("\u{1B}[17~", key(.function(6))), .init("\u{1B}[18~", key(.function(7))),
        .init("\u{1B}[19~", key(.function(8))), .init("\u{1B}[20~", key(.function(9))), .init("\u{1B}[21~", key(.function(10))),
        .init("\u{1B}[23~", key(.function(11))), .init("\u{1B}[24~", key(.function(12))), .init("\u{1B}[24;5~", key(.function(12), .control)),
        // Shift-Tab, keypad Enter, kitty and modifyOtherKeys
        .init("\u{1B}[Z", key(.tab, .shift)), .init("\u{1B}OM", key(.enter)),
        .init("\u{1B}[97;5u", char("a", .control)), .init("\u{1B}[13;2u", key(.enter, .shift)),
        .init("\u{1B}[27;5;13~", key(.enter, .control)),
        // Alt as an ESC prefix
        .init("\u{1B}a", char("a", .alt)), .init("\u{1B}A", char("A", .alt)), .init("\u{1B}\r", key(.enter, .alt)),
        .init("\u{1B}\u{7F}", key(.backspace, .alt)), .init("\u{1B}中", char("中", .alt)), .init("\u{1B}\u{1}", char("a", [.alt, .control])),
        .init("\u{1B}\u{1B}[A", key(.escape), key(.up)),
        // Mixed
        .init("x\u{1B}[Ay", char("x"), key(.up), char("y")),
        // Bracketed paste: one event, controls other than newline and tab removed, escapes dropped
        .init("\u{1B}[200~hello\u{1B}[31m world\r\nline2\u{1B}\tx\u{7}\u{1B}[201~!", .paste("hello world\nline2\tx"), char("!")),
        .init("\u{1B}[200~\u{1B}[201~", .paste("")),
        .init("\u{1B}[200~中文\u{1B}[A\u{1B}[201~", .paste("中文")),
        .init("\u{1B}[201~", ),
        // Bytes that are not UTF-8 are reported, never typed (as U+FFFD or anything else), by
        // maximal subpart; the offending byte is re-read
        .init(bytes: [0xFF], .unknown([0xFF])), .init(bytes: [0x80, 0x41], .unknown([0x80]), char("A")),
        .init(bytes: [0xE2, 0x41], .unknown([0xE2]), char("A")), .init(bytes: [0xC0, 0xAF], .unknown([0xC0]), .unknown([0xAF])),
        .init(bytes: [0xED, 0xA0, 0x80], .unknown([0xED]), .unknown([0xA0]), .unknown([0x80])),
        .init(bytes: [0xF4, 0x90, 0x80, 0x80], .unknown([0xF4]), .unknown([0x90]), .unknown([0x80]), .unknown([0x80])),
        .init(bytes: [0xE2, 0x82, 0x1B, 0x5B, 0x41], .unknown([0xE2, 0x82]), key(.up)),
        // Unknown sequences are reported, not dropped or typed
        .init("\u{1B}[?1;2c", .unknown(Array("\u{1B}[?1;2c".utf8))), .init("\u{1B}[99~", .unknown(Array("\u{1B}[99~".utf8))),
        .init("\u{1B}[<0;10;5M", .unknown(Array("\u{1B}[<0;10;5M".utf8))), .init("\u{1B}Oz", .unknown(Array("\u{1B}Oz".utf8))),
        .init("\u{1B}[1;2;3A", .unknown(Array("\u{1B}[1;2;3A".utf8))), .init("\u{1B}[1;99A", .unknown(Array("\u{1B}[1;99A".utf8))),
        .init(bytes: [0xC2, 0x9B], .unknown([0xC2, 0x9B])),
        .init("\u{1B}[ q", .unknown(Array("\u{1B}[ q".utf8))), .init("\u{1B}[1;2\u{1}", .unknown(Array("\u{1B}[1;2".utf8)), char("a", .control)),
        // Control strings (OSC, DCS, APC, PM, SOS) end at BEL or ST and are replies, never text
        .init("\u{1B}]11;rgb:0000/0000/0000\u{7}", .unknown(Array("\u{1B}]11;rgb:0000/0000/0000\u{7}".utf8))),
        .init("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\x", .unknown(Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\".utf8)), char("x")),
        .init("\u{1B}P1$r0m\u{1B}\\", .unknown(Array("\u{1B}P1$r0m\u{1B}\\".utf8))),
        .init("\u{1B}_Gi=1;OK\u{1B}\\", .unknown(Array("\u{1B}_Gi=1;OK\u{1B}\\".utf8))),
        .init("\u{1B}^pm\u{7}\u{1B}Xsos\u{7}", .unknown(Array("\u{1B}^pm\u{7}".utf8)), .unknown(Array("\u{1B}Xsos\u{7}".utf8))),
        .init("\u{1B}]\u{7}", .unknown([0x1B, 0x5D, 0x07])),
        .init("\u{1B}]0;t\u{1B}[A", .unknown(Array("\u{1B}]0;t".utf8)), key(.up)),  // ESC cancels, then is read
        .init("\u{1B}]0;中文\u{7}a", .unknown(Array("\u{1B}]0;中文\u{7}".utf8)), char("a")),
    ]

    @Test("decodes in one chunk", arguments: cases)
    func oneChunk(_ testCase: DecoderCase) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(testCase.bytes, at: t0) == testCase.events)
        #expect(decoder.deadline == nil)
    }

    @Test("decodes the same when split at any boundary, or byte by byte", arguments: cases)
    func everySplit(_ testCase: DecoderCase) {
        let bytes = testCase.bytes
        for split in 1..<max(1, bytes.count) {
            var decoder = KeyDecoder()
            let events = decoder.feed(bytes[..<split], at: t0) + decoder.feed(bytes[split...], at: t0)
            #expect(events == testCase.events, "split at \(split)")
        }
        var decoder = KeyDecoder()
        var events: [TerminalEvent] = []
        for byte in bytes { events += decoder.feed([byte], at: t0) }
        #expect(events == testCase.events, "byte by byte")
    }

    @Test("a lone ESC is Escape once its deadline passes")
    func loneEscape() {
        var decoder = KeyDecoder(escapeTimeout: .milliseconds(50))
        #expect(decoder.feed([0x1B], at: t0).isEmpty)
        #expect(decoder.deadline == ms(50))
        #expect(decoder.advance(to: ms(49)).isEmpty)
        #expect(decoder.advance(to: ms(50)) == [key(.escape)])
        #expect(decoder.deadline == nil)
        #expect(decoder.advance(to: ms(500)).isEmpty)
    }

    @Test("ESC followed in time by a key is Alt+key")
    func altInTime() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B], at: t0).isEmpty)
        #expect(decoder.feed(Array("x".utf8), at: ms(10)) == [char("x", .alt)])
    }

    @Test("a sequence arriving after the timeout is Escape then plain keys")
    func lateSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B], at: t0).isEmpty)
        #expect(decoder.feed(Array("[A".utf8), at: ms(60)) == [key(.escape), char("["), char("A")])
    }

    @Test("a sequence completed in time is a key even if it straddles reads")
    func sequenceInTime() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[1;".utf8), at: t0).isEmpty)
        #expect(decoder.deadline == ms(50))
        #expect(decoder.feed(Array("5".utf8), at: ms(30)).isEmpty)
        #expect(decoder.deadline == ms(80))  // measured from the latest byte
        #expect(decoder.feed(Array("A".utf8), at: ms(70)) == [key(.up, .control)])
    }

    @Test(
        "incomplete input at a timeout",
        arguments: [
            DecoderCase("\u{1B}[", char("[", .alt)),
            DecoderCase("\u{1B}O", char("O", .alt)),
            DecoderCase("\u{1B}[1;5", .unknown(Array("\u{1B}[1;5".utf8))),
            DecoderCase("\u{1B}[[", .unknown(Array("\u{1B}[[".utf8))),
            DecoderCase(bytes: [0x1B, 0xE2], .unknown([0x1B, 0xE2])),
            DecoderCase("\u{1B}]", char("]", .alt)), DecoderCase("\u{1B}P", char("P", .alt)),
            DecoderCase("\u{1B}]11;rgb:00", .unknown(Array("\u{1B}]11;rgb:00".utf8))),
            DecoderCase("\u{1B}P1$r0m\u{1B}", .unknown(Array("\u{1B}P1$r0m\u{1B}".utf8))),
        ])
    func timeoutResolution(_ testCase: DecoderCase) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(testCase.bytes, at: t0).isEmpty)
        #expect(decoder.advance(to: ms(50)) == testCase.events)
        #expect(decoder.deadline == nil)
    }

    @Test("a character's UTF-8 bytes split by a slow link wait longer than an ESC, and a cut one is reported")
    func splitCharacter() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xE6, 0xBC], at: t0).isEmpty)
        #expect(decoder.deadline == ms(1000), "a paste's pause, not the ESC timeout")
        #expect(decoder.advance(to: ms(80)).isEmpty)
        #expect(decoder.feed([0xA2], at: ms(80)) == [char("漢")])
        #expect(decoder.feed([0xE2, 0x82], at: ms(100)).isEmpty)
        #expect(decoder.advance(to: ms(1100)) == [.unknown([0xE2, 0x82])])
        #expect(decoder.deadline == nil)
    }

    @Test("a control string split across reads waits for its terminator, and keys after it are keys")
    func controlStringInTime() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}]11;rgb:0000/".utf8), at: t0).isEmpty)
        #expect(decoder.feed(Array("0000/0000\u{1B}".utf8), at: ms(20)).isEmpty)
        #expect(decoder.deadline == ms(70))
        let reply = Array("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\".utf8)
        #expect(decoder.feed(Array("\\ab".utf8), at: ms(40)) == [.unknown(reply), char("a"), char("b")])
        #expect(decoder.deadline == nil)
    }

    /// An overlong string (say, a clipboard reply) of `length` payload bytes, terminated by `end`.
    @Test(
        "a control string longer than the longest sequence is reported by its start and the rest dropped",
        arguments: [(200, "\u{7}"), (200, "\u{1B}\\"), (57, "\u{1B}\\"), (5_000, "\u{7}")])
    func overlongControlString(length: Int, end: String) {
        let payload = Array("\u{1B}]52;c;".utf8) + (0..<length).map { UInt8(0x41 + $0 % 26) }
        let bytes = payload + Array(end.utf8) + Array("ok".utf8)
        let start = Array(payload.prefix(64))
        var decoder = KeyDecoder()
        #expect(decoder.feed(bytes, at: t0) == [.unknown(start), char("o"), char("k")])
        #expect(decoder.deadline == nil)
        // Byte by byte, nothing is held past the longest sequence and the result is the same.
        decoder = KeyDecoder()
        var events: [TerminalEvent] = []
        for (offset, byte) in bytes.enumerated() { events += decoder.feed([byte], at: ms(offset)) }
        #expect(events == [.unknown(start), char("o"), char("k")])
    }

    @Test("an overlong control string never terminated stops being skipped after the paste timeout")
    func overlongControlStringTimesOut() {
        var decoder = KeyDecoder(pasteTimeout: .seconds(1))
        let payload = Array("\u{1B}P".utf8) + Array(repeating: 0x41, count: 100)
        #expect(decoder.feed(payload, at: t0) == [.unknown(Array(payload.prefix(64)))])
        #expect(decoder.feed(Array("BB\u{1B}".utf8), at: ms(500)).isEmpty)
        #expect(decoder.deadline == ms(1_500))
        #expect(decoder.advance(to: ms(1_499)).isEmpty)
        #expect(decoder.advance(to: ms(1_500)).isEmpty, "the held ESC was the string's cut terminator")
        #expect(decoder.deadline == nil)
        #expect(decoder.feed(Array("x".utf8), at: ms(1_600)) == [char("x")])
    }

    @Test("a long control string cancelled by ESC gives the keys after it back")
    func overlongControlStringCancelled() {
        var decoder = KeyDecoder()
        let payload = Array("\u{1B}]".utf8) + Array(repeating: 0x30, count: 80)
        #expect(decoder.feed(payload + Array("\u{1B}[Ax".utf8), at: t0) == [.unknown(Array(payload.prefix(64))), key(.up), char("x")])
    }

    /// A CSI sequence past the longest one held, arriving in pieces: its start is reported and
    /// the rest of its parameters up to its final byte dropped, never typed.
    @Test("an overlong CSI sequence split across reads never types its tail")
    func overlongCSISequenceSplitAcrossReads() {
        let parameters = Array((0..<40).map { "\($0)" }.joined(separator: ";").utf8)
        let bytes = Array("\u{1B}[".utf8) + parameters + Array("~ok".utf8)
        var decoder = KeyDecoder()
        var events: [TerminalEvent] = []
        for (offset, byte) in bytes.enumerated() { events += decoder.feed([byte], at: ms(offset)) }
        #expect(events.count == 3, "\(events)")
        #expect(events.first.map { if case .unknown = $0 { true } else { false } } == true)
        #expect(Array(events.dropFirst()) == [char("o"), char("k")])
        // Cut by a control byte before its final byte, the keys after it come back.
        decoder = KeyDecoder()
        events = []
        let cut = Array("\u{1B}[".utf8) + parameters + Array("\r".utf8)
        for (offset, byte) in cut.enumerated() { events += decoder.feed([byte], at: ms(offset)) }
        #expect(events.last == key(.enter))
    }

    /// An X10 mouse report's three payload bytes were typed (" !!" in a field): the sequence
    /// ended at its M. They belong to the report, whether they come with it, in a later read in
    /// time, or after the timeout.
    @Test("an X10 mouse report's payload is never typed, however it arrives")
    func x10MouseReportPayloadIsNeverTyped() {
        let report: [UInt8] = [0x1B, 0x5B, 0x4D, 0x20, 0x21, 0x21]
        var decoder = KeyDecoder()
        #expect(decoder.feed(report + Array("a".utf8), at: t0) == [.unknown(report), char("a")])
        decoder = KeyDecoder()
        #expect(decoder.feed(report.prefix(4), at: t0).isEmpty, "waits for the rest of the payload")
        #expect(decoder.feed(report.suffix(2) + Array("b".utf8), at: ms(20)) == [.unknown(report), char("b")])
        decoder = KeyDecoder()
        #expect(decoder.feed(report.prefix(3), at: t0).isEmpty)
        #expect(decoder.advance(to: ms(60)) == [.unknown(Array(report.prefix(3)))], "reported at the timeout")
        #expect(decoder.feed(report.suffix(3) + Array("c".utf8), at: ms(100)) == [char("c")], "the late payload is dropped")
    }

    @Test("a paste waits for its end marker while input keeps coming")
    func pasteWaitsWhileInputArrives() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~abc\u{1B}".utf8), at: t0).isEmpty)
        #expect(decoder.isInPaste)
        #expect(decoder.advance(to: ms(999)).isEmpty)
        #expect(decoder.feed(Array("[201".utf8), at: ms(900)).isEmpty)
        #expect(decoder.advance(to: ms(1_800)).isEmpty, "input at 900 ms moved the paste's deadline")
        #expect(decoder.feed(Array("~".utf8), at: ms(1_850)) == [.paste("abc")])
        #expect(!decoder.isInPaste)
        #expect(decoder.deadline == nil)
    }

    @Test("random bytes never crash and never yield control characters as text")
    func fuzz() {
        var random = SeededGenerator(seed: 42)
        let alphabet: [UInt8] = Array(0...0xFF) + Array("\u{1B}[O;0123456789~ABCDHFPQRSZu".utf8) + [0x1B, 0x1B, 0x1B]
        for round in 0..<300 {
            var decoder = KeyDecoder()
            var time = t0
            var events: [TerminalEvent] = []
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                let chunk = (0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
                time = time.advanced(by: .milliseconds(Int.random(in: 0...80, using: &random)))
                events += decoder.feed(chunk, at: time)
            }
            events += decoder.advance(to: time.advanced(by: .seconds(1)))
            for event in events {
                if case .key(let keyEvent) = event, case .character(let character) = keyEvent.key {
                    let scalars = character.unicodeScalars
                    #expect(!scalars.contains { ControlCharacterFilter.isControl($0.value) }, "round \(round): \(keyEvent)")
                }
                if case .paste(let text) = event {
                    #expect(!text.unicodeScalars.contains { ControlCharacterFilter.isControl($0.value) && $0 != "\n" && $0 != "\t" })
                }
            }
        }
    }
}
