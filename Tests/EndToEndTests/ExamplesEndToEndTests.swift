import Foundation
import Testing

/// The example catalogue in a real terminal (tmux): the terminal is restored exactly, resizes
/// redraw, Ctrl-C cancels cleanly, and submitted values reach standard output as JSON.
@Suite("End to end in tmux", .serialized)
struct ExamplesEndToEndTests {
    /// The built `eureka-examples`, next to the test bundle.
    private var executable: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("eureka-examples").path
    }

    private let work = NSTemporaryDirectory() + "eureka-e2e-\(UUID().uuidString.prefix(8))"

    private func prepare() throws -> TmuxSession {
        #expect(TmuxSession.isAvailable, "tmux is missing: run the README's test command (scripts/test), which installs it")
        #expect(FileManager.default.isExecutableFile(atPath: executable), "eureka-examples is not built next to the tests")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        return try TmuxSession(columns: 100, rows: 30)
    }

    /// Runs `eureka-examples` between two `stty -a` snapshots and prints the exit status.
    private func launch(_ session: TmuxSession, arguments: String) throws {
        try session.run("cd \(work) && stty -a > before.txt; \(executable) \(arguments) > out.json; echo \"EXIT=$?\"; stty -a > after.txt; echo DONE")
    }

    private func read(_ file: String) throws -> String {
        try String(contentsOfFile: work + "/" + file, encoding: .utf8)
    }

    @Test func fillAndSubmitRestoresTheTerminal() async throws {
        let session = try prepare()
        try launch(session, arguments: "--example new-event --json")
        try await session.waitFor("New Event")
        try session.type("Team lunch")
        try session.press("Tab")
        try session.type("Cantina")
        try session.press("C-s")
        let screen = try await session.waitFor("DONE")
        #expect(screen.contains("EXIT=0"))
        #expect(try read("before.txt") == read("after.txt"), "stty -a differs after the run")
        let json = try read("out.json")
        #expect(json.contains("\"title\" : \"Team lunch\""))
        #expect(json.contains("\"location\" : \"Cantina\""))
        #expect(!screen.contains("New Event"), "the alternate screen is gone after exit")
    }

    @Test func resizeMidEditRedrawsAtTheNewSize() async throws {
        let session = try prepare()
        try launch(session, arguments: "--example new-event --json")
        try await session.waitFor("New Event")
        try session.type("Resized")
        try session.resize(columns: 60, rows: 20)
        let narrow = try await session.waitFor("Resized")
        let titleLine = narrow.split(separator: "\n").first { $0.contains("New Event") } ?? ""
        #expect(titleLine.count <= 60, "the title bar is laid out for 60 columns")
        try session.resize(columns: 110, rows: 32)
        try session.type(" again")
        try await session.waitFor("Resized again")
        try session.press("C-s")
        let screen = try await session.waitFor("DONE")
        #expect(screen.contains("EXIT=0"))
        #expect(try read("out.json").contains("\"title\" : \"Resized again\""))
        #expect(try read("before.txt") == read("after.txt"))
    }

    @Test func controlCMidEditCancelsAndRestores() async throws {
        let session = try prepare()
        try launch(session, arguments: "--example new-event --json")
        try await session.waitFor("New Event")
        try session.type("Never submitted")
        try session.press("C-c")
        let screen = try await session.waitFor("DONE")
        #expect(screen.contains("EXIT=1"))
        #expect(try read("out.json").isEmpty, "nothing is printed on cancel")
        #expect(try read("before.txt") == read("after.txt"), "stty -a differs after Ctrl-C")
    }

    @Test func pipedInputRunsTheAccessibleLinePrompts() async throws {
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--example", "new-event", "--json"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Title, location, then accept every other prompt with Enter, and submit.
        input.fileHandleForWriting.write(Data("Picnic\nPark\n".utf8) + Data(String(repeating: "\n", count: 40).utf8))
        try input.fileHandleForWriting.close()
        let json = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let prompts = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "prompts were:\n\(prompts)")
        #expect(json.contains("\"title\" : \"Picnic\""))
        #expect(prompts.contains("Submit?"))
    }
}
