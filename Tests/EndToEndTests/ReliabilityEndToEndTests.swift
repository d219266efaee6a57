import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Crashes, kills and broken standard streams, against the built `eureka-examples`: the
/// terminal is left exactly as it was, and the exit status says what happened.
@Suite("End to end: crashes and exit statuses", .serialized)
struct ReliabilityEndToEndTests {
    private var executable: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("eureka-examples").path
    }

    private let work = NSTemporaryDirectory() + "eureka-rel-\(UUID().uuidString.prefix(8))"

    private func prepare() throws -> TmuxSession {
        #expect(TmuxSession.isAvailable, "tmux is missing: run the README's test command (scripts/test), which installs it")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        return try TmuxSession(columns: 100, rows: 30)
    }

    private func read(_ file: String) throws -> String {
        try String(contentsOfFile: work + "/" + file, encoding: .utf8)
    }

    /// Runs the command under `sh -c` (which, unlike an interactive bash, does not repair the
    /// terminal after a child dies), between two `stty -g` snapshots; the inner shell records
    /// the pid it then `exec`s the command as.
    private func launch(_ session: TmuxSession, environment: String = "", prelude: String = "", arguments: String) throws {
        let inner = "echo \\$\\$ > pid.txt; \(prelude) exec env \(environment) \(executable) \(arguments)"
        try session.run("cd \(work) && sh -c 'stty -g > before.txt; sh -c \"\(inner)\"; echo \"EXIT=$?\"; stty -g > after.txt; echo FIN\"\"ISHED'")
    }

    /// The screen, the terminal modes and the pane's state after the run.
    private func expectRestored(_ session: TmuxSession, status: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        // Generous: after a crash Swift's backtracer symbolicates a debug binary, which takes
        // many seconds on a loaded machine (the terminal is restored before it starts).
        let screen = try await session.waitFor("FINISHED", timeout: .seconds(90))
        #expect(screen.contains("EXIT=\(status)"), "screen:\n\(screen)", sourceLocation: sourceLocation)
        #expect(try read("before.txt") == read("after.txt"), "stty -g differs after the run", sourceLocation: sourceLocation)
        #expect(try session.query("#{alternate_on}") == "0", "the alternate screen was left", sourceLocation: sourceLocation)
        #expect(try session.query("#{cursor_flag}") == "1", "the cursor is visible", sourceLocation: sourceLocation)
        #expect(!screen.contains("TextRow"), "the form is gone from the screen", sourceLocation: sourceLocation)
    }

    /// Swift's crash reporter, told not to wait for a key (it would on a terminal) and to skip
    /// the slow part of symbolicating a debug binary.
    private let reporter = "SWIFT_BACKTRACE=interactive=no,symbolicate=fast"

    /// A crash puts the terminal back first, then goes on to Swift's crash reporter, whose
    /// report is readable on the normal screen (it used to be cut by our handler).
    @Test(arguments: [("trap", 132), ("abort", 134), ("segv", 139)])
    func aCrashLeavesTheTerminalAsItWasAndIsReported(kind: String, status: Int) async throws {
        let session = try prepare()
        // The hook crashes only once the interface has made the terminal raw (and entered
        // the alternate screen right after); waiting to see the form first would race it.
        try launch(session, environment: "\(reporter) EUREKA_EXAMPLES_TEST_CRASH=\(kind)", arguments: "--example rows-tour 2>err.txt")
        try await expectRestored(session, status: status)
        let report = try read("err.txt")
        #expect(report.contains("Program crashed"), "no crash report:\n\(report)")
    }

    @Test func sigquitRestoresThenReports() async throws {
        let session = try prepare()
        try launch(session, environment: reporter, arguments: "--example rows-tour 2>err.txt")
        try await session.waitFor("TextRow")
        let pid = try #require(pid_t(read("pid.txt").trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, SIGQUIT) == 0)
        try await expectRestored(session, status: 131)
        let report = try read("err.txt")
        #expect(report.contains("Program crashed"), "no crash report:\n\(report)")
    }

    /// A signal nobody handles whose default action ends the process (`kill -USR1`, an alarm)
    /// puts the terminal back first: it was left raw, on the alternate screen.
    @Test(arguments: [(SIGUSR1, 138), (SIGALRM, 142), (SIGXCPU, 152)])
    func anUnhandledEndingSignalRestoresTheTerminal(signal: Int32, status: Int) async throws {
        let session = try prepare()
        try launch(session, arguments: "--example rows-tour")
        try await session.waitFor("TextRow")
        let pid = try #require(pid_t(read("pid.txt").trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, signal) == 0)
        try await expectRestored(session, status: status)
    }

    /// Such a signal that the parent ignores stays ignored (the restore is not installed over
    /// it): the form goes on, and ends normally afterwards.
    @Test func anIgnoredSignalStaysIgnored() async throws {
        let session = try prepare()
        try launch(session, prelude: "trap \\\"\\\" USR2;", arguments: "--example rows-tour")
        try await session.waitFor("TextRow")
        let pid = try #require(pid_t(read("pid.txt").trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, SIGUSR2) == 0)
        try await Task.sleep(for: .milliseconds(500))
        #expect(kill(pid, 0) == 0, "the form ended on an ignored signal")
        #expect(try session.query("#{alternate_on}") == "1", "the form left its screen")
        try session.press("C-c")
        try await expectRestored(session, status: 1)
    }

    /// The process's state letter from `/proc` ("S" sleeping, "T" stopped…).
    private func processState(_ pid: pid_t) throws -> String {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        return String(stat[stat.index(after: try #require(stat.lastIndex(of: ")")))...].dropFirst().prefix(1))
    }

    /// `kill -TSTP` followed at once by `kill -CONT` must leave the form running: handled
    /// through dispatch signal sources, the stop was carried out after the continue had been
    /// spent, and one run in a few stayed stopped for good. A stop alone still stops, with the
    /// terminal given back, and a continue brings the form back.
    @Test func aStopOvertakenByAContinueLeavesTheFormRunning() async throws {
        let session = try prepare()
        try launch(session, arguments: "--example rows-tour")
        try await session.waitFor("TextRow")
        let pid = try #require(pid_t(read("pid.txt").trimmingCharacters(in: .whitespacesAndNewlines)))
        for round in 0..<10 {
            #expect(kill(pid, SIGTSTP) == 0 && kill(pid, SIGCONT) == 0)
            try await Task.sleep(for: .milliseconds(300))
            let state = try processState(pid)
            #expect(state != "T", "round \(round): stopped for good")
            if state == "T" { kill(pid, SIGCONT) }
        }
        #expect(kill(pid, SIGTSTP) == 0)
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while try processState(pid) != "T", clock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
        #expect(try processState(pid) == "T", "a stop alone stops")
        #expect(try session.query("#{alternate_on}") == "0", "the shell's screen while stopped")
        #expect(kill(pid, SIGCONT) == 0)
        try await session.waitUntil("the form again, on the alternate screen") { screen in
            screen.contains("TextRow") && (try? session.query("#{alternate_on}")) == "1"
        }
        try session.press("C-c")
        try await expectRestored(session, status: 1)
    }

    @Test func typingAMarkThatJoinsThePreviousCharacterDoesNotCrash() async throws {
        let session = try prepare()
        try launch(session, arguments: "--example rows-tour")
        try await session.waitFor("TextRow")
        for text in ["e", "\u{301}", "👍", "🏽", "🇩", "🇪", "!"] { try session.type(text) }
        // tmux draws the skin tone as a cell of its own.
        let screen = try await session.waitFor("🇩🇪!")
        #expect(screen.contains("e\u{301}👍"), "screen:\n\(screen)")
        try session.press("C-c")
        try await expectRestored(session, status: 1)
    }

    @Test func withoutAControllingTerminalTheStatusSaysSo() async throws {
        let session = try prepare()
        try session.run("cd \(work) && setsid -w \(executable) --example rows-tour 2> err.txt; echo \"EXIT=$?\"; echo FIN\"\"ISHED")
        let screen = try await session.waitFor("FINISHED")
        #expect(screen.contains("EXIT=69"), "screen:\n\(screen)")
        #expect(try read("err.txt").contains("no terminal for the interactive interface"))
    }

    /// Line mode on a terminal: a password is typed without being shown, and Ctrl-C (a signal
    /// there, not a key) cancels as it does in full screen — status 1, said, the echo back —
    /// where it used to end the process with 130, the prompt line left open.
    @Test func lineModeHidesAPasswordAndCtrlCCancels() async throws {
        let session = try prepare()
        // Under bash, which goes on with its script when a child it waited for handled the
        // Ctrl-C itself and exited (dash would end with the child).
        let inner = "echo \\$\\$ > pid.txt; exec \(executable) --example validations --accessible"
        try session.run("cd \(work) && bash -c 'stty -g > before.txt; bash -c \"\(inner)\"; echo \"EXIT=$?\"; stty -g > after.txt; echo FIN\"\"ISHED'")
        for answer in ["x", "a@b.co", "", "18", "0", "abc", "12345", "BA1"] {
            try await session.waitFor("Required (required):")
            try session.type(answer)
            try session.press("Enter")
        }
        try await session.waitFor("Password (required):")
        try session.type("S3cretWord")
        try session.press("Enter")
        let screen = try await session.waitFor("Repeat password:")
        #expect(!screen.contains("S3cretWord"), "the password is not shown:\n\(screen)")
        try session.press("C-c")
        let end = try await session.waitFor("FINISHED", timeout: .seconds(30))
        #expect(end.contains("Cancelled (Ctrl-C): nothing was saved."), "\(end)")
        #expect(end.contains("EXIT=1"), "\(end)")
        #expect(try read("before.txt") == read("after.txt"), "stty -g differs after the run: echo left off")
    }

    /// Ctrl-Z at a password prompt, then `fg`: the shell's lines have pushed the prompt out of
    /// sight, so it is written again, and typing is hidden again.
    @Test func aPasswordPromptIsShownAgainAfterFg() async throws {
        let session = try prepare()
        try session.run("cd \(work) && \(executable) --example validations --accessible")
        for answer in ["x", "a@b.co", "", "18", "0", "abc", "12345", "BA1"] {
            try session.type(answer)
            try session.press("Enter")
        }
        try await session.waitFor("Password (required):")
        try await Task.sleep(for: .milliseconds(300))  // the echo goes off right after the prompt
        try session.press("C-z")
        try await session.waitFor("Stopped")
        try session.run("fg")
        let screen = try await session.waitUntil("the prompt after fg") { screen in
            guard let fg = screen.range(of: "$ fg") else { return false }
            return screen[fg.upperBound...].contains("Password (required):")
        }
        try session.type("S3cretWord")
        try await Task.sleep(for: .milliseconds(300))
        #expect(!(try session.capture()).contains("S3cretWord"), "typing is hidden again:\n\(screen)")
        try session.press("C-c")
        try await session.waitFor("Cancelled (Ctrl-C)")
    }

    /// A crash while a password is read hidden gives the terminal its echo back, and the crash
    /// report still reaches standard error (the handler passes the signal on to Swift's).
    @Test func aCrashAtAPasswordPromptRestoresTheEchoAndIsReported() async throws {
        let session = try prepare()
        let inner = "echo \\$\\$ > pid.txt; exec env \(reporter) \(executable) --example validations --accessible 2>err.txt"
        try session.run("cd \(work) && bash -c 'stty -g > before.txt; bash -c \"\(inner)\"; echo \"EXIT=$?\"; stty -g > after.txt; echo FIN\"\"ISHED'")
        // Line mode reads one line per answer, so the answers can be typed ahead.
        for answer in ["x", "a@b.co", "", "18", "0", "abc", "12345", "BA1"] {
            try session.type(answer)
            try session.press("Enter")
        }
        try await waitForFile("err.txt", containing: "Password (required):")
        try await Task.sleep(for: .milliseconds(300))  // the echo goes off right after the prompt
        let pid = try #require(pid_t(read("pid.txt").trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, SIGSEGV) == 0)
        let end = try await session.waitFor("FINISHED", timeout: .seconds(90))
        #expect(end.contains("EXIT=139"), "\(end)")
        #expect(try read("before.txt") == read("after.txt"), "stty -g differs after the run: echo left off")
        let report = try read("err.txt")
        #expect(report.contains("Program crashed"), "no crash report:\n\(report)")
    }

    /// Waits until `file` in the work folder holds `text` (line mode's prompts go to standard
    /// error, which this test sends to a file).
    private func waitForFile(_ file: String, containing text: String, timeout: Duration = .seconds(30)) async throws {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let contents = try? read(file), contents.contains(text) { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("\(file) never showed \(text)")
    }

    // MARK: Standard streams

    @Test func closedStandardOutputFailsLoudlyBeforeAskingAnything() throws {
        let result = try ChildProcess.run([executable, "--example", "hidden-rows", "--json"], streams: [1: .closed])
        #expect(result.status == 74)
        #expect(result.errors.contains("standard output is closed"))
        #expect(!result.errors.contains("Hidden Rows"), "no prompt was shown")
        // The list needs no form: it goes to standard error, as when writing it fails.
        let list = try ChildProcess.run([executable, "--list"], streams: [1: .closed])
        #expect(list.status == 74)
        #expect(list.errors.contains("rows-tour") && list.errors.contains("large-form"), "errors:\n\(list.errors)")
    }

    @Test func fullStandardOutputFailsLoudlyAndKeepsTheValues() throws {
        let answers = NSTemporaryDirectory() + "answers-\(UUID().uuidString).txt"
        try String(repeating: "\n", count: 20).appending("y\n").write(toFile: answers, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: answers) }
        let result = try ChildProcess.run(
            [executable, "--example", "hidden-rows", "--json"],
            streams: [0: .path(answers, flags: O_RDONLY), 1: .path("/dev/full", flags: O_WRONLY)])
        #expect(result.status == 74, "errors:\n\(result.errors)")
        #expect(result.errors.contains("No space left on device"))
        #expect(result.errors.contains("\"showDetails\" : false"), "the values are not lost")
    }

    @Test func aReaderThatHasGoneIsAWriteFailureNotASignal() throws {
        // `… --json | true`: SIGPIPE used to end the process (status 141) with the values lost.
        let answers = NSTemporaryDirectory() + "answers-\(UUID().uuidString).txt"
        try String(repeating: "\n", count: 20).appending("y\n").write(toFile: answers, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: answers) }
        let result = try ChildProcess.run(
            [executable, "--example", "hidden-rows", "--json"], streams: [0: .path(answers, flags: O_RDONLY), 1: .pipeWithoutReader])
        #expect(result.status == 74, "errors:\n\(result.errors)")
        #expect(result.errors.contains("\"showDetails\" : false"), "the values are not lost")
        let list = try ChildProcess.run([executable, "--list"], streams: [1: .pipeWithoutReader])
        #expect(list.status == 74, "errors:\n\(list.errors)")
    }

    /// Prompts go to standard error; a script that closes it, or whose reader of it has gone,
    /// still gets the form answered and its values (it got status 70 and nothing).
    @Test(arguments: [ChildProcess.Stream.closed, .pipeWithoutReader])
    func closedStandardErrorStillSubmits(_ errors: ChildProcess.Stream) throws {
        let answers = NSTemporaryDirectory() + "answers-\(UUID().uuidString).txt"
        try String(repeating: "\n", count: 20).appending("y\n").write(toFile: answers, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: answers) }
        let result = try ChildProcess.run(
            [executable, "--example", "hidden-rows", "--json"], streams: [0: .path(answers, flags: O_RDONLY), 2: errors])
        #expect(result.status == 0)
        #expect(result.output.contains("\"showDetails\" : false"), "the values, on standard output")
    }

    @Test func closedStandardInputHasItsOwnMessageAndStatus() throws {
        let result = try ChildProcess.run([executable, "--example", "hidden-rows"], streams: [0: .closed])
        #expect(result.status == 66)
        #expect(result.errors.contains("standard input is closed"))
        #expect(!result.errors.contains("Invalid argument"))
    }

    @Test func endOfInputIsACancelNotAnError() throws {
        let result = try ChildProcess.run([executable, "--example", "hidden-rows", "--json"], streams: [:])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errors.contains("Input ended before the form was submitted"), "said, not a silent exit")
    }

    @Test func helpDocumentsEveryExitStatus() throws {
        let result = try ChildProcess.run([executable, "--help"], streams: [:])
        #expect(result.status == 0)
        for status in ["64", "66", "69", "70", "74", "128+N"] {
            #expect(result.output.contains("\n  \(status) "), "--help lists \(status)")
        }
    }
}
