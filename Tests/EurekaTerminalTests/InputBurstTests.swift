import Eureka
import Foundation
import TerminalKit
import TerminalKitTesting
import Testing

@testable import EurekaTerminal

/// A paste without bracketed-paste markers is a burst of thousands of keys: each handled in
/// turn, exactly as typed, but drawn once the burst is through (a frame per key made 10 KB take
/// 40 s), and a Ctrl-C behind them ends the form at once.
@Suite("Terminal: bursts of keys")
struct InputBurstTests {
    private final class NotesForm: FormViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            form +++ Section() <<< TextAreaRow("notes") <<< TextRow("title")
        }
    }

    private func run(sending bytes: [UInt8]) async throws -> (FormRunResult, FakeTerminal) {
        let fake = FakeTerminal(size: TerminalSize(columns: 60, rows: 20))
        let session = TerminalSession(fake: fake)
        try session.start()
        defer { session.stop() }
        // Sent in one piece once the first frame is out, as a terminal delivers a paste.
        let sender = Task.detached {
            while fake.writeCount == 0 { try? await Task.sleep(for: .milliseconds(5)) }
            fake.send(bytes)
        }
        let result = try await TerminalFormRunner().run(NotesForm(), in: session)
        await sender.value
        return (result, fake)
    }

    @Test func aBurstOfKeysIsTypedExactlyAndDrawnOnceThrough() async throws {
        let text = String(repeating: "ab\rcd é漢👍 ", count: 300)
        let (result, fake) = try await run(sending: Array(text.utf8) + [0x13])  // Ctrl-S
        #expect(result.outcome == .submitted)
        #expect(result.values["notes"] == .string(text.replacingOccurrences(of: "\r", with: "\n")))
        let keys = text.count
        #expect(fake.writeCount < 1 + keys / InputBacklog.framesEvery + 10, "\(fake.writeCount) writes for \(keys) keys")
    }

    @Test func aCtrlCBehindABurstEndsTheFormAtOnce() async throws {
        let text = String(repeating: "typed ", count: 2_000)
        let (result, _) = try await run(sending: Array(text.utf8) + [0x03])  // Ctrl-C
        #expect(result.outcome == .cancelled)
        // Not every key before it was typed: the form ended before they were done.
        if case .string(let typed) = result.values["notes"] { #expect(typed.count < text.count) }
    }
}
