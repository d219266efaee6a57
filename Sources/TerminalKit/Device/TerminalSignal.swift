import Glibc

/// The signals a terminal program has to react to.
///
/// ```swift
/// monitor.start { signal in
///     if signal == .windowChanged { redraw() }
/// }
/// ```
public enum TerminalSignal: Hashable, Sendable, CaseIterable {
    /// SIGINT.
    case interrupt
    /// SIGTERM.
    case terminate
    /// SIGHUP: the terminal went away.
    case hangup
    /// SIGWINCH: the window was resized.
    case windowChanged
    /// SIGTSTP: a job-control stop request.
    case stop
    /// SIGCONT: continued after a stop.
    case continued

    /// The POSIX signal number.
    ///
    /// ```swift
    /// TerminalSignal.interrupt.number  // 2
    /// ```
    public var number: Int32 {
        switch self {
        case .interrupt: return SIGINT
        case .terminate: return SIGTERM
        case .hangup: return SIGHUP
        case .windowChanged: return SIGWINCH
        case .stop: return SIGTSTP
        case .continued: return SIGCONT
        }
    }
}
