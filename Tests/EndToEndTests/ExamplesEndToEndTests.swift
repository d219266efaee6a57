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

    /// Runs `eureka-examples` between two `stty -a` snapshots and prints the exit status, then a
    /// marker spelled so that the typed command line itself never contains it.
    private func launch(_ session: TmuxSession, arguments: String) throws {
        try session.run(
            "cd \(work) && stty -a > before.txt; \(executable) \(arguments) > out.json; echo \"EXIT=$?\"; stty -a > after.txt; echo \"FIN\"\"ISHED\"")
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
        let screen = try await session.waitFor("FINISHED")
        #expect(screen.contains("EXIT=0"))
        #expect(try read("before.txt") == read("after.txt"), "stty -a differs after the run")
        let json = try read("out.json")
        #expect(json.contains("\"title\" : \"Team lunch\""))
        #expect(json.contains("\"location\" : \"Cantina\""))
        #expect(!screen.contains("New Event"), "the alternate screen is gone after exit")
    }

    /// Standard output and error both sent to files: the form still draws on the terminal
    /// (`/dev/tty`), and the values go to the file. It fell back to line prompts, written
    /// into the error log where nobody saw them.
    @Test func bothOutputsRedirectedStillDrawOnTheTerminal() async throws {
        let session = try prepare()
        try launch(session, arguments: "--example new-event --json 2> err.txt")
        try await session.waitFor("New Event")
        try session.type("Quiet lunch")
        try session.press("C-s")
        let screen = try await session.waitFor("FINISHED")
        #expect(screen.contains("EXIT=0"))
        #expect(try read("out.json").contains("\"title\" : \"Quiet lunch\""))
        #expect(try !read("err.txt").contains("Title:"), "no line prompts in the log")
    }

    @Test func resizeMidEditRedrawsAtTheNewSize() async throws {
        let session = try prepare()
        try launch(session, arguments: "--example new-event --json")
        try await session.waitFor("New Event")
        try session.type("Resized")
        try await session.waitFor("Resized")
        try session.resize(columns: 60, rows: 20)
        // The redraw puts the title bar's position counter at the new right edge, and the text
        // being edited survives.
        let narrow = try await session.waitUntil("a 60-column title bar") { screen in
            guard let title = screen.split(separator: "\n").first(where: { $0.contains("New Event") }),
                let counter = title.range(of: "1/9")
            else { return false }
            return (56...60).contains(title.distance(from: title.startIndex, to: counter.upperBound))
        }
        #expect(narrow.contains("Resized"))
        try session.resize(columns: 110, rows: 32)
        try session.type(" again")
        try await session.waitFor("Resized again")
        // Back to the starting size, so `stty -a` (which includes rows and columns) can match.
        try session.resize(columns: 100, rows: 30)
        try await session.waitUntil("a 100-column title bar") { screen in
            screen.split(separator: "\n").first(where: { $0.contains("New Event") })?.hasSuffix("1/9") == true
                && screen.split(separator: "\n").first(where: { $0.contains("New Event") })!.count > 90
        }
        try session.press("C-s")
        let screen = try await session.waitFor("FINISHED")
        #expect(screen.contains("EXIT=0"))
        #expect(try read("out.json").contains("\"title\" : \"Resized again\""))
        let before = try read("before.txt"), after = try read("after.txt")
        #expect(before == after, "stty -a before:\n\(before)\nafter:\n\(after)")
    }

    @Test func controlCMidEditCancelsAndRestores() async throws {
        let session = try prepare()
        try launch(session, arguments: "--example new-event --json")
        try await session.waitFor("New Event")
        try session.type("Never submitted")
        try session.press("C-c")
        let screen = try await session.waitFor("FINISHED")
        #expect(screen.contains("EXIT=1"))
        #expect(try read("out.json").isEmpty, "nothing is printed on cancel")
        #expect(try read("before.txt") == read("after.txt"), "stty -a differs after Ctrl-C")
    }

    /// A name that is no example is refused with the names there are, and shown quoted, so an
    /// escape sequence in it reaches the terminal as text, not as a command.
    @Test func anUnknownExampleIsNamedSafely() throws {
        let (result, errors) = try ChildProcess.run([executable, "--example", "a\u{1B}[31mred"], separateErrors: true)
        #expect(result.status == 64)
        #expect(errors.contains("No example is called \"a\\u{1B}[31mred\". Valid names: rows-tour,"), "\(errors)")
        #expect(!errors.contains("\u{1B}"))
    }

    @Test func pipedInputRunsTheAccessibleLinePrompts() throws {
        // Title, location, then Enter for every other prompt (keeping values), and submit.
        let answers = "Picnic\nPark\n" + String(repeating: "\n", count: 40)
        let (result, prompts) = try ChildProcess.run([executable, "--example", "new-event", "--json"], input: answers, separateErrors: true)
        #expect(result.status == 0, "prompts were:\n\(prompts)")
        #expect(result.output.contains("\"title\" : \"Picnic\""))
        #expect(prompts.contains("Submit?"))
    }
}
