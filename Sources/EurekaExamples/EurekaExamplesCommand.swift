import ArgumentParser
import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import Glibc

/// `eureka-examples`: the example catalogue. With no subcommand it runs in the terminal
/// (`TerminalCommand`); `serve` puts it on the web.
@main
struct EurekaExamplesRoot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eureka-examples",
        abstract: "Try Eureka's example forms in the terminal or in a browser.",
        discussion: """
            With no subcommand the catalogue runs in the terminal, and the terminal's options \
            work here too: eureka-examples --list, --example NAME, --json, --accessible (see \
            eureka-examples terminal --help). eureka-examples serve puts the same forms on the \
            web (see eureka-examples serve --help).

            Exit status (terminal):
            \(ExitStatus.helpLines.map { "  " + $0 }.joined(separator: "\n"))
            """,
        subcommands: [EurekaExamplesCommand.self, ServeCommand.self],
        defaultSubcommand: EurekaExamplesCommand.self
    )
}

/// `eureka-examples [terminal]`: the example catalogue in the terminal. With no options it opens
/// the home form; `--example NAME` opens one example; `--list` prints the names.
struct EurekaExamplesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "terminal",
        abstract: "Try Eureka's example forms in the terminal.",
        discussion: """
            With no options a home form lists the examples: Enter opens one, Esc comes back. \
            Without a terminal (a pipe, TERM=dumb) forms are asked as numbered line prompts on \
            standard error.

            Exit status:
            \(ExitStatus.helpLines.map { "  " + $0 }.joined(separator: "\n"))

            Keys:
            \(KeyGuide.lines.map { "  " + $0 }.joined(separator: "\n"))
            """
    )

    /// Shows a form and waits for the user to submit or cancel it.
    typealias Presenter = (sending FormViewController, TerminalFormRunner.Mode) async throws -> FormRunResult

    @Flag(help: "Print each example's name and summary, then exit.")
    var list = false

    @Option(help: ArgumentHelp("Open this example directly instead of the home form.", valueName: "name"))
    var example: String?

    @Flag(help: "On submit, print the submitted values as JSON on standard output.")
    var json = false

    @Flag(help: "Ask with numbered line prompts instead of the full-screen interface.")
    var accessible = false

    func validate() throws {
        guard let example, ExampleCatalogue.example(named: example) == nil else { return }
        let names = ExampleCatalogue.all.map(\.name).joined(separator: ", ")
        // Quoted as Swift writes a string, so an escape sequence in the name is shown, not run.
        throw ArgumentParser.ValidationError("No example is called \(example.debugDescription). Valid names: \(names).")
    }

    func run() async throws {
        let status = await execute(streams: .atLaunch)
        if status != .submitted { throw status.exitCode }
    }

    /// Runs against the real terminal and standard output, reporting any failure on standard
    /// error; returns the exit status.
    func execute(streams: StandardStreams) async -> ExitStatus {
        // A reader that has gone (`| head`, `| true`) must make write(2) fail with EPIPE, which
        // the writer reports as exit 74 with the values on standard error — not kill the
        // process with SIGPIPE (status 141, values lost, no word said).
        signal(SIGPIPE, SIG_IGN)
        if let failure = streamProblem(streams) {
            failure.report()
            return failure.status
        }
        CrashTestHook.armIfRequested()
        do {
            let code = try await run(
                present: { controller, mode in
                    try await TerminalFormRunner(mode: mode).run(controller)
                }, write: StandardOutputWriter.writeLine)
            return code == .success ? .submitted : .cancelled
        } catch {
            let failure = CommandFailure(error)
            failure.report()
            return failure.status
        }
    }

    /// What the streams must allow before anything is shown: input to answer a form from,
    /// output for what will be printed.
    func streamProblem(_ streams: StandardStreams) -> CommandFailure? {
        // The list is written at once, so it can go to standard error instead, as when writing fails.
        if list { return streams.outputClosed ? .outputFailed(StandardOutputWriter.Failure(code: EBADF, text: Self.listText)) : nil }
        if streams.inputClosed { return .inputClosed }
        if json, streams.outputClosed { return .outputClosed(what: "the values (--json)") }
        return nil
    }

    /// `--list`: each example's name and summary, a line each.
    static var listText: String {
        let width = ExampleCatalogue.all.map(\.name.count).max() ?? 0
        return ExampleCatalogue.all.map { $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n")
    }

    /// Does what the options ask, showing forms through `present` and writing standard output
    /// through `write`; returns the exit status (`.success` or 1 for a cancelled form). Errors
    /// from `present` and `write` propagate.
    func run(present: Presenter, write: (String) throws -> Void) async throws -> ExitCode {
        if list {
            // One write: a failure then carries the whole list to standard error, where a write
            // per line carried only the line that failed and lost the rest.
            try write(Self.listText)
            return .success
        }
        let controller =
            try peersSpecController()
            ?? example.flatMap(ExampleCatalogue.example(named:))?.makeController() ?? CatalogueHomeController()
        let result = try await present(controller, accessible ? .accessible : .automatic)
        guard result.outcome == .submitted else { return ExitStatus.cancelled.exitCode }
        if json { try write(try result.values.jsonString(prettyPrinted: true)) }
        return .success
    }
}
