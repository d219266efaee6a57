import Glibc
import TerminalKit
import TerminalKitTesting
import Testing

@Suite("Line console")
struct LineConsoleTests {
    @Test("the fake reads scripted lines and captures filtered output")
    func fake() throws {
        let console = FakeLineConsole(input: ["Ada", "y"])
        #expect(try console.prompt("Name: ") == "Ada")
        try console.writeLine("Hello \u{1B}[31mAda\u{1B}[0m")
        #expect(try console.readLine() == "y")
        #expect(try console.readLine() == nil)
        console.queue("more")
        #expect(try console.readLine() == "more")
        #expect(console.output == "Name: Hello Ada\n")
    }

    @Test("the standard console reads lines from a descriptor and writes filtered text")
    func standard() throws {
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        #expect(pipe(&input) == 0 && pipe(&output) == 0)
        defer { for fd in input + output { close(fd) } }
        let console = StandardLineConsole(inputDescriptor: input[0], outputDescriptor: output[1])
        // A byte order mark (an answers file saved by Notepad) is dropped.
        let typed = [0xEF, 0xBB, 0xBF] + Array("first\r\nsecond\nlast".utf8)
        _ = typed.withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) }
        close(input[1])
        input[1] = -1
        #expect(try console.readLine() == "first")
        #expect(try console.readLine() == "second")
        #expect(try console.readLine() == "last")
        #expect(try console.readLine() == nil)
        try console.writeLine("ok\u{7}\ttab")
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(output[0], $0.baseAddress, $0.count) }
        #expect(Array(buffer[..<max(0, count)]) == Array("ok\ttab\n".utf8))
    }

    @Test("a line that is not UTF-8 is refused, and the next one read")
    func notUTF8() throws {
        var input: [Int32] = [0, 0]
        #expect(pipe(&input) == 0)
        defer { close(input[0]) }
        let bytes: [UInt8] = Array("caf".utf8) + [0xE9, 0x0A] + Array("next\n".utf8)
        _ = bytes.withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) }
        close(input[1])
        let console = StandardLineConsole(inputDescriptor: input[0])
        #expect(throws: RefusedLine(.notUTF8)) { try console.readLine() }
        #expect(try console.readLine() == "next")
        #expect(try console.readSecretLine() == nil, "not a terminal: read as any line")
    }

    @Test("a line over the limit is read to its end and refused")
    func tooLong() throws {
        var input: [Int32] = [0, 0]
        #expect(pipe(&input) == 0)
        defer { close(input[0]) }
        let bytes = Array(String(repeating: "x", count: 40).utf8) + [0x0A] + Array("short\n".utf8)
        _ = bytes.withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) }
        close(input[1])
        var console = StandardLineConsole(inputDescriptor: input[0])
        console.maximumLineBytes = 32
        #expect(throws: RefusedLine(.tooLong(limit: 32))) { try console.readLine() }
        #expect(try console.readLine() == "short")
        #expect(try console.readLine() == nil)
    }

    @Test("text for a closed output is dropped when asked, else an error")
    func closedOutput() throws {
        // A descriptor open for reading only: writing it fails with EBADF, as a closed one would.
        let readOnly = open("/dev/null", O_RDONLY)
        defer { close(readOnly) }
        #expect(throws: TerminalError.self) { try StandardLineConsole(outputDescriptor: readOnly).write("lost") }
        try StandardLineConsole(outputDescriptor: readOnly, dropsTextItCannotWrite: true).write("dropped")
    }
}

@Suite("Colour depth and downgrading")
struct ColorDepthTests {
    @Test(
        "detection from the environment",
        arguments: [
            ([String: String](), ColorDepth.none),
            (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
            (["TERM": "xterm-256color", "NO_COLOR": "1"], .none),
            (["TERM": "xterm-256color", "NO_COLOR": ""], .palette256),
            (["TERM": "xterm"], .ansi16),
            (["TERM": "screen-256color"], .palette256),
            (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .trueColor),
            (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
            (["TERM": "linux", "COLORTERM": "yes"], .ansi16),
        ])
    func detect(environment: [String: String], expected: ColorDepth) {
        #expect(ColorDepth.detect(environment: environment) == expected)
    }

    @Test(
        "downgrading picks the nearest colour",
        arguments: [
            (TerminalColor.rgb(red: 255, green: 0, blue: 0), ColorDepth.palette256, TerminalColor.palette256(196)),
            (.rgb(red: 128, green: 128, blue: 128), .palette256, .palette256(244)),
            (.rgb(red: 0, green: 95, blue: 135), .palette256, .palette256(24)),
            (.rgb(red: 250, green: 250, blue: 250), .ansi16, .ansi16(.brightWhite)),
            (.rgb(red: 0, green: 0, blue: 200), .ansi16, .ansi16(.blue)),
            (.palette256(9), .ansi16, .ansi16(.brightRed)),
            (.palette256(46), .ansi16, .ansi16(.brightGreen)),
            (.ansi16(.cyan), .palette256, .ansi16(.cyan)),
            (.ansi16(.cyan), .none, .default),
            (.rgb(red: 1, green: 2, blue: 3), .trueColor, .rgb(red: 1, green: 2, blue: 3)),
            (.default, .ansi16, .default),
        ])
    func downgrade(color: TerminalColor, depth: ColorDepth, expected: TerminalColor) {
        #expect(color.downgraded(to: depth) == expected)
    }

    @Test("style descriptions for golden files")
    func descriptions() {
        #expect(TextStyle.plain.description == "plain")
        #expect(
            TextStyle(foreground: .ansi16(.red), background: .palette256(17), bold: true, strikethrough: true).description
                == "fg=red bg=palette(17) bold strikethrough")
        #expect(KeyEvent(.left, modifiers: [.control, .shift]).description == "ctrl+shift+left")
        #expect(KeyEvent(.character("x"), modifiers: .alt).description == "alt+\"x\"")
    }
}
