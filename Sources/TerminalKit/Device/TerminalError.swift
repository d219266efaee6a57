import Glibc

/// Why a terminal operation failed, worded so the person running the program knows what to do.
///
/// ```swift
/// do {
///     let terminal = try PosixTerminal()
/// } catch let error as TerminalError {
///     print(error)  // "standard input is not a terminal (it is a pipe) …"
/// }
/// ```
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A descriptor that must be a TTY is not one (a pipe, a file, /dev/null).
    case notATerminal(role: String, descriptor: Int32)
    /// The controlling terminal (`/dev/tty`) could not be opened.
    case cannotOpen(path: String, errno: Int32)
    /// A system call failed.
    case systemCall(name: String, errno: Int32)
    /// Neither descriptor reports a window size.
    case sizeUnavailable

    /// A sentence that says what went wrong and what to do about it.
    ///
    /// ```swift
    /// FileHandle.standardError.write(Data((error.description + "\n").utf8))
    /// ```
    public var description: String {
        switch self {
        case .notATerminal(let role, let descriptor):
            return "\(role) (file descriptor \(descriptor)) is not a terminal\(Self.kind(of: descriptor)). "
                + "Run the program directly in an interactive terminal, without redirecting or piping it, "
                + "or use its line mode (no cursor addressing) for scripts and screen readers."
        case .cannotOpen(let path, let code):
            return "cannot open \(path): \(Self.message(code)). The program has no controlling terminal "
                + "(it may run from a service, a cron job or a CI step); run it from an interactive terminal "
                + "or use its line mode."
        case .systemCall(let name, let code):
            return "\(name) failed: \(Self.message(code))"
        case .sizeUnavailable:
            return "the terminal did not report its size (TIOCGWINSZ); set it with `stty rows R cols C` or use the line mode"
        }
    }

    private static func message(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    private static func kind(of descriptor: Int32) -> String {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return " (it is closed)" }
        switch info.st_mode & S_IFMT {
        case S_IFIFO: return " (it is a pipe)"
        case S_IFREG: return " (it is a regular file)"
        case S_IFSOCK: return " (it is a socket)"
        case S_IFCHR: return " (it is a character device such as /dev/null)"
        default: return ""
        }
    }
}
