import TerminalKit
import TerminalKitTesting
import Testing

private let t0 = TerminalInstant(sinceOrigin: .seconds(10))
private func ms(_ n: Int) -> TerminalInstant { t0.advanced(by: .milliseconds(n)) }
private let pasteStart = Array("\u{1B}[200~".utf8)
private let pasteEnd = Array("\u{1B}[201~".utf8)

/// A bracketed paste whose end marker never comes, or that never ends, must not hold the
/// keyboard hostage nor grow without bound.
@Suite("Key decoder: unterminated and oversized pastes")
struct PasteLimitTests {
    @Test("a paste without its end marker ends after the paste timeout, and keys work again")
    func unterminatedPasteTimesOut() {
        var decoder = KeyDecoder(pasteTimeout: .milliseconds(500))
        #expect(decoder.feed(pasteStart + Array("half a paste".utf8), at: t0).isEmpty)
        #expect(decoder.deadline == ms(500))
        #expect(decoder.advance(to: ms(499)).isEmpty)
        #expect(decoder.advance(to: ms(500)) == [.paste("half a paste")])
        #expect(!decoder.isInPaste)
        #expect(decoder.feed([0x03], at: ms(600)) == [.key(KeyEvent(.character("c"), modifiers: .control))])
        #expect(decoder.feed([0x1B], at: ms(700)).isEmpty)
        #expect(decoder.advance(to: ms(750)) == [.key(KeyEvent(.escape))])
    }

    @Test("keys arriving after the timeout end the paste even without a wake-up")
    func lateKeysEndThePaste() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(pasteStart + Array("abc".utf8), at: t0).isEmpty)
        let events = decoder.feed([0x03, 0x61], at: ms(1_000))
        #expect(events == [.paste("abc"), .key(KeyEvent(.character("c"), modifiers: .control)), .key(KeyEvent(.character("a")))])
    }

    @Test("a late end marker after the timeout is dropped, not typed")
    func lateEndMarkerIsIgnored() {
        var decoder = KeyDecoder()
        _ = decoder.feed(pasteStart + Array("abc".utf8), at: t0)
        #expect(decoder.advance(to: ms(1_000)) == [.paste("abc")])
        #expect(decoder.feed(pasteEnd + Array("x".utf8), at: ms(1_100)) == [.key(KeyEvent(.character("x")))])
    }

    @Test("a paste longer than the limit arrives in pieces that add up to it", arguments: [1, 3, 7, 64])
    func oversizedPasteArrivesInPieces(chunkSize: Int) {
        let limit = 32
        var decoder = KeyDecoder(maximumPasteLength: limit)
        let text = String(repeating: "né中😀 ", count: 40)
        let stream = pasteStart + Array(text.utf8) + pasteEnd + Array("k".utf8)
        var events: [TerminalEvent] = []
        var time = t0
        for start in stride(from: 0, to: stream.count, by: chunkSize) {
            time = time.advanced(by: .milliseconds(1))
            events += decoder.feed(stream[start..<min(stream.count, start + chunkSize)], at: time)
        }
        let pieces = events.compactMap { event -> String? in
            if case .paste(let piece) = event { return piece }
            return nil
        }
        #expect(pieces.count > 1)
        #expect(pieces.allSatisfy { $0.utf8.count <= limit })
        #expect(pieces.joined() == text)
        #expect(events.last == .key(KeyEvent(.character("k"))))
        #expect(!decoder.isInPaste)
    }

    @Test("a paste that never ends is bounded and still times out")
    func endlessPasteStaysBounded() {
        var decoder = KeyDecoder(maximumPasteLength: 1_024)
        var delivered = 0
        _ = decoder.feed(pasteStart, at: t0)
        for index in 0..<200 {
            for event in decoder.feed([UInt8](repeating: 0x61, count: 100), at: ms(index)) {
                if case .paste(let piece) = event { delivered += piece.utf8.count }
            }
        }
        #expect(delivered >= 20_000 - 1_024, "pieces were handed over as the paste grew")
        for event in decoder.advance(to: ms(10_000)) {
            if case .paste(let piece) = event { delivered += piece.utf8.count }
        }
        #expect(delivered == 20_000)
        #expect(!decoder.isInPaste)
    }

    @Test("a paste of nothing but continuation bytes is still cut into bounded pieces")
    func invalidUTF8IsBoundedToo() {
        var decoder = KeyDecoder(maximumPasteLength: 64)
        var pieces = 0
        _ = decoder.feed(pasteStart, at: t0)
        for index in 0..<50 {
            for event in decoder.feed([UInt8](repeating: 0x80, count: 100), at: ms(index)) {
                if case .paste(let piece) = event {
                    pieces += 1
                    #expect(piece.allSatisfy { $0 == "\u{FFFD}" })
                }
            }
        }
        #expect(pieces >= 50 * 100 / 64 - 1)
    }

    @Test("the session delivers a timed-out paste and then the keys after it")
    func sessionEndsAnUnterminatedPaste() async throws {
        let fake = FakeTerminal(size: TerminalSize(columns: 20, rows: 5))
        let session = TerminalSession(fake: fake)
        try session.start()
        fake.send("\u{1B}[200~stuck")
        fake.clock.advance(by: .seconds(1))
        var events = session.events.makeAsyncIterator()
        #expect(await events.next() == .paste("stuck"))
        fake.send([0x03])
        #expect(await events.next() == .key(KeyEvent(.character("c"), modifiers: .control)))
        session.stop()
    }
}
