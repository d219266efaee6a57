import Glibc

/// Process-level effects a session needs (exiting, stopping for job control), behind a protocol
/// so tests can observe them with `FakeProcessController` instead of losing the test process.
///
/// ```swift
/// let process: any ProcessController = SystemProcessController()
/// process.exit(status: 130)  // after SIGINT
/// ```
public protocol ProcessController: Sendable {
    /// Ends the process with `status` (the real one never returns).
    func exit(status: Int32)
    /// Stops the process as job control would (SIGSTOP to itself); returns once continued.
    func stopForJobControl()
}

/// The real process.
///
/// ```swift
/// let session = TerminalSession(device: terminal, process: SystemProcessController())
/// ```
public struct SystemProcessController: ProcessController {
    /// Creates the controller.
    ///
    /// ```swift
    /// let process = SystemProcessController()
    /// ```
    public init() {}

    /// Calls `exit(3)`.
    ///
    /// ```swift
    /// process.exit(status: 143)
    /// ```
    public func exit(status: Int32) { Glibc.exit(status) }

    /// Sends SIGSTOP to the process; the shell sees it stopped and `fg` continues it.
    ///
    /// ```swift
    /// process.stopForJobControl()
    /// ```
    public func stopForJobControl() { _ = kill(getpid(), SIGSTOP) }
}
