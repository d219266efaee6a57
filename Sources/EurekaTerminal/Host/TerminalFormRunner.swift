import Eureka
import Foundation
import TerminalKit

/// Runs a `FormViewController` in the terminal until the user submits or cancels.
///
/// Interactive when there is a terminal to talk to: the UI is drawn on `/dev/tty` in the
/// alternate screen, so standard output stays clean for the caller. Otherwise (input or output
/// redirected, `TERM=dumb`, or asked for) the same form runs as plain line prompts on standard
/// input and standard error.
///
/// ```swift
/// let result = try await TerminalFormRunner().run(SignupController())
/// if result.outcome == .submitted { print(try result.values.jsonString()) }
/// ```
public struct TerminalFormRunner {
    /// How the form is shown.
    public enum Mode: Hashable, Sendable {
        /// Interactive on a terminal, line prompts otherwise.
        case automatic
        /// Always the full-screen interface (fails with a clear error without a terminal).
        case interactive
        /// Always line prompts.
        case accessible
    }

    /// How the form is shown.
    public var mode: Mode
    /// The styles used by the interactive interface.
    public var theme: TerminalTheme
    /// The environment consulted for `TERM`, `NO_COLOR` and colour depth.
    public var environment: [String: String]

    /// A runner.
    public init(
        mode: Mode = .automatic,
        theme: TerminalTheme = .standard,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.mode = mode
        self.theme = theme
        self.environment = environment
    }

    /// Whether `.automatic` picks the interactive interface here: typed at a terminal that the
    /// form can draw on. Standard output and error may both go to files (`app > values.json
    /// 2> log.txt`): the form draws on `/dev/tty`, so it only needs one to open. Both redirected
    /// fell back to line prompts written into the log.
    public var prefersInteractive: Bool {
        if environment["TERM"] == "dumb" { return false }
        if let accessible = environment["EUREKA_ACCESSIBLE"], !accessible.isEmpty, accessible != "0" { return false }
        guard isatty(STDIN_FILENO) == 1 else { return false }
        return isatty(STDERR_FILENO) == 1 || isatty(STDOUT_FILENO) == 1 || Self.controllingTerminalOpens()
    }

    /// Whether `/dev/tty` opens as a terminal (the process has a controlling terminal).
    private static func controllingTerminalOpens() -> Bool {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return isatty(descriptor) == 1
    }

    /// Runs the form on the real terminal (or as line prompts, per `mode`).
    ///
    /// - Throws: `TerminalError` when `.interactive` is asked for but there is no terminal.
    public func run(_ controller: sending FormViewController) async throws -> FormRunResult {
        let interactive = mode == .interactive || (mode == .automatic && prefersInteractive)
        guard interactive else {
            // Prompts go to standard error, which scripts often close: the form is answered
            // from standard input all the same, and its values go wherever the caller sends them.
            let console = StandardLineConsole(inputDescriptor: STDIN_FILENO, outputDescriptor: STDERR_FILENO, dropsTextItCannotWrite: true)
            LineModeInterrupt.install(message: "\nCancelled (Ctrl-C): nothing was saved.\n")
            // A standard error whose reader has gone must fail a write (dropped), not end the
            // process with SIGPIPE.
            let pipeAction = signal(SIGPIPE, SIG_IGN)
            defer {
                signal(SIGPIPE, pipeAction)
                LineModeInterrupt.remove()
            }
            return try await runAccessible(controller, console: console)
        }
        let device = try PosixTerminal.openControllingTerminal()
        var options = TerminalSession.Options()
        options.colorDepth = ColorDepth.detect(environment: environment)
        return try await TerminalSession.run(device: device, options: options) { session in
            try await run(controller, in: session)
        }
    }

    /// Runs the form in an already started session (tests pass one built on `FakeTerminal`).
    public func run(_ controller: FormViewController, in session: TerminalSession) async throws -> FormRunResult {
        try await InteractiveFormSession(root: controller, session: session, theme: theme).run(events: session.events)
    }

    /// Runs the form as numbered line prompts on a line console.
    /// The prompts run on a thread of their own, so blocking reads never hold a thread of the
    /// concurrency runtime's pool; the form is sent there.
    public func runAccessible(_ controller: sending FormViewController, console: any LineConsole) async throws -> FormRunResult {
        try await LineModeRunner().run(controller, console: console)
    }
}
