import ArgumentParser
import Eureka
import EurekaExampleCatalogue
import EurekaTerminal

/// `eureka-examples`: the example catalogue. With no subcommand it runs in the terminal
/// (`TerminalCommand`); `serve` puts it on the web.
@main
struct EurekaExamplesRoot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eureka-examples",
        abstract: "Try Eureka's example forms in the terminal or in a browser.",
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
            standard error. Exit status: 0 when the form is submitted, 1 when it is cancelled, \
            64 for a bad option.

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
        throw ArgumentParser.ValidationError("No example is called '\(example)'. Valid names: \(names).")
    }

    func run() async throws {
        let status = try await run(present: { controller, mode in
            try await TerminalFormRunner(mode: mode).run(controller)
        }, write: { print($0) })
        if status != .success { throw status }
    }

    /// Does what the options ask, showing forms through `present` and writing standard output
    /// through `write`; returns the exit status.
    func run(present: Presenter, write: (String) -> Void) async throws -> ExitCode {
        if list {
            let width = ExampleCatalogue.all.map(\.name.count).max() ?? 0
            for entry in ExampleCatalogue.all {
                write(entry.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + entry.summary)
            }
            return .success
        }
        let controller = try peersSpecController()
            ?? example.flatMap(ExampleCatalogue.example(named:))?.makeController() ?? CatalogueHomeController()
        let result = try await present(controller, accessible ? .accessible : .automatic)
        guard result.outcome == .submitted else { return ExitCode(1) }
        if json { write(try result.values.jsonString(prettyPrinted: true)) }
        return .success
    }
}
