import ArgumentParser

/// The exit statuses of `eureka-examples`, one meaning each, so a script can tell a cancelled
/// form from a broken environment. Values follow BSD's sysexits where one fits.
///
/// ```swift
/// throw ExitStatus.cancelled.exitCode
/// ```
enum ExitStatus: Int32, CaseIterable, Sendable {
    /// The form was submitted (and, with `--json`, its values written), or `--list` ran.
    case submitted = 0
    /// The form was cancelled: Esc, Ctrl-C, "n" at "Submit?", or input ended first.
    case cancelled = 1
    /// A bad option (ArgumentParser's usage error).
    case usage = 64
    /// Standard input is closed (or cannot be read), so there is nothing to read answers from.
    case noInput = 66
    /// The interactive interface needs a terminal and there is none (no controlling terminal).
    case noTerminal = 69
    /// Something unexpected failed; the message on standard error says what.
    case internalError = 70
    /// Standard output is closed or could not be written (full disk, `/dev/full`, a closed pipe).
    case outputFailed = 74

    /// The status as ArgumentParser's exit code.
    var exitCode: ExitCode { ExitCode(rawValue) }

    /// One line per status for `--help` and the README.
    static var helpLines: [String] {
        [
            "0   submitted (values written with --json), or --list",
            "1   cancelled (Esc, Ctrl-C, \"n\" at Submit?, or the input ended)",
            "64  bad option",
            "66  standard input is closed or unreadable",
            "69  no terminal for the interactive interface (use --accessible)",
            "70  unexpected internal error",
            "74  standard output is closed or could not be written (the values then go to standard error)",
            "128+N  killed by signal N (the terminal is restored first, also after a crash)",
        ]
    }
}
