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
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which kind of failure it is. New kinds may be added, so `switch` over it with a `default`.
    ///
    /// ```swift
    /// switch error.code {
    /// case .notATerminal, .cannotOpen: runLineMode()
    /// default: throw error
    /// }
    /// ```
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's stable name, e.g. `"notATerminal"`.
        public let rawValue: String

        /// Creates a code from its name; the library's codes are the static constants.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A descriptor that must be a TTY is not one (a pipe, a file, /dev/null).
        public static let notATerminal = Code(rawValue: "notATerminal")
        /// The controlling terminal (`/dev/tty`) could not be opened.
        public static let cannotOpen = Code(rawValue: "cannotOpen")
        /// A system call failed.
        public static let systemCall = Code(rawValue: "systemCall")
        /// Neither descriptor reports a window size.
        public static let sizeUnavailable = Code(rawValue: "sizeUnavailable")

        /// The code's name.
        public var description: String { rawValue }
    }

    /// Which kind of failure it is.
    public let code: Code
    /// What failed: the descriptor's role (`.notATerminal`), the path (`.cannotOpen`) or the
    /// system call's name (`.systemCall`).
    public let subject: String?
    /// The file descriptor concerned (`.notATerminal`).
    public let descriptor: Int32?
    /// The `errno` the system reported (`.cannotOpen`, `.systemCall`).
    public let errorNumber: Int32?

    private init(code: Code, subject: String? = nil, descriptor: Int32? = nil, errorNumber: Int32? = nil) {
        self.code = code
        self.subject = subject
        self.descriptor = descriptor
        self.errorNumber = errorNumber
    }

    /// A descriptor that must be a TTY is not one (a pipe, a file, /dev/null).
    ///
    /// ```swift
    /// throw TerminalError.notATerminal(role: "standard input", descriptor: 0)
    /// ```
    public static func notATerminal(role: String, descriptor: Int32) -> TerminalError {
        TerminalError(code: .notATerminal, subject: role, descriptor: descriptor)
    }

    /// The controlling terminal (`/dev/tty`) could not be opened.
    ///
    /// ```swift
    /// throw TerminalError.cannotOpen(path: "/dev/tty", errno: ENXIO)
    /// ```
    public static func cannotOpen(path: String, errno: Int32) -> TerminalError {
        TerminalError(code: .cannotOpen, subject: path, errorNumber: errno)
    }

    /// A system call failed.
    ///
    /// ```swift
    /// throw TerminalError.systemCall(name: "tcsetattr", errno: EIO)
    /// ```
    public static func systemCall(name: String, errno: Int32) -> TerminalError {
        TerminalError(code: .systemCall, subject: name, errorNumber: errno)
    }

    /// Neither descriptor reports a window size.
    ///
    /// ```swift
    /// throw TerminalError.sizeUnavailable
    /// ```
    public static let sizeUnavailable = TerminalError(code: .sizeUnavailable)

    /// A sentence that says what went wrong and what to do about it.
    ///
    /// ```swift
    /// FileHandle.standardError.write(Data((error.message + "\n").utf8))
    /// ```
    public var message: String {
        let subject = subject ?? ""
        let errorText = errorNumber.map(Self.systemMessage) ?? "unknown error"
        switch code {
        case .notATerminal:
            let descriptor = descriptor ?? -1
            return "\(subject) (file descriptor \(descriptor)) is not a terminal\(Self.kind(of: descriptor)). "
                + "Run the program directly in an interactive terminal, without redirecting or piping it, "
                + "or use its line mode (no cursor addressing) for scripts and screen readers."
        case .cannotOpen:
            return "cannot open \(subject): \(errorText). The program has no controlling terminal "
                + "(it may run from a service, a cron job or a CI step); run it from an interactive terminal "
                + "or use its line mode."
        case .systemCall:
            return "\(subject) failed: \(errorText)"
        case .sizeUnavailable:
            return "the terminal did not report its size (TIOCGWINSZ); set it with `stty rows R cols C` or use the line mode"
        default:
            return "\(code)\(subject.isEmpty ? "" : " (\(subject))")\(errorNumber == nil ? "" : ": \(errorText)")"
        }
    }

    /// Same as `message`.
    ///
    /// ```swift
    /// print(error)   // "standard input (file descriptor 0) is not a terminal (it is a pipe). …"
    /// ```
    public var description: String { message }

    private static func systemMessage(_ code: Int32) -> String {
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
