import Glibc
import TerminalKit
import Testing

@Suite("TerminalError codes")
struct TerminalErrorCodeTests {
    @Test("each error has a code, the detail that goes with it and a message")
    func codesAndDetail() {
        let call = TerminalError.systemCall(name: "read", errno: EIO)
        #expect(call.code == .systemCall)
        #expect(call.subject == "read" && call.errorNumber == EIO && call.descriptor == nil)
        #expect(call.message.hasPrefix("read failed: "))
        #expect(call.description == call.message)
        let open = TerminalError.cannotOpen(path: "/dev/tty", errno: ENXIO)
        #expect(open.code == .cannotOpen && open.subject == "/dev/tty")
        #expect(TerminalError.sizeUnavailable.code == .sizeUnavailable)
        #expect(TerminalError.sizeUnavailable.message.contains("TIOCGWINSZ"))
        let kind =
            switch open.code {
            case .notATerminal, .cannotOpen: "no terminal"
            default: "other"
            }
        #expect(kind == "no terminal")
        #expect(call != .systemCall(name: "write", errno: EIO))
    }
}
