import EurekaTerminal
import Glibc
import TerminalKit

/// Why `eureka-examples` could not do its job, with the exit status and the message for
/// standard error that go with it.
///
/// ```swift
/// let failure = CommandFailure(error)
/// failure.report()
/// return failure.status
/// ```
enum CommandFailure: Error {
    /// Standard input was closed at launch.
    case inputClosed
    /// Standard input could not be read.
    case inputUnreadable(TerminalError)
    /// Standard output was closed at launch and something had to be written there.
    case outputClosed(what: String)
    /// Writing the values (or the list) failed.
    case outputFailed(StandardOutputWriter.Failure)
    /// The interactive interface found no terminal.
    case noTerminal(TerminalError)
    /// Anything else.
    case unexpected(any Error)

    /// Classifies an error thrown while showing a form or writing its values.
    init(_ error: any Error) {
        switch error {
        case let failure as CommandFailure: self = failure
        case let failure as StandardOutputWriter.Failure: self = .outputFailed(failure)
        case let terminal as TerminalError:
            switch terminal.code {
            case .cannotOpen, .notATerminal: self = .noTerminal(terminal)
            case .systemCall where terminal.subject == "read": self = .inputUnreadable(terminal)
            default: self = .unexpected(terminal)
            }
        default: self = .unexpected(error)
        }
    }

    /// The exit status that says which of these it was.
    var status: ExitStatus {
        switch self {
        case .inputClosed, .inputUnreadable: .noInput
        case .outputClosed, .outputFailed: .outputFailed
        case .noTerminal: .noTerminal
        case .unexpected: .internalError
        }
    }

    /// What went wrong and what to do, for standard error.
    var message: String {
        switch self {
        case .inputClosed:
            "standard input is closed, so there is nothing to read answers from. Run eureka-examples from a "
                + "terminal, or give it input (eureka-examples --accessible < answers.txt)."
        case .inputUnreadable(let error):
            "cannot read standard input: \(error)"
        case .outputClosed(let what):
            "standard output is closed, so there is nowhere to write \(what). Redirect it to a file instead "
                + "(eureka-examples --json > values.json)."
        case .outputFailed(let failure):
            "could not write to standard output: \(failure.reason). What was to be written follows here instead:\n\(failure.text)"
        case .noTerminal(let error):
            "no terminal for the interactive interface: \(error) Use --accessible for numbered line prompts."
        case .unexpected(let error):
            "\(error)"
        }
    }

    /// Writes "eureka-examples: <message>" to standard error (nothing if that fails too).
    func report() {
        let bytes = Array("eureka-examples: \(message)\n".utf8)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
