/// Delivers process signals as values, so a session reacts to them on a queue instead of in a
/// signal handler; `FakeSignalMonitor` lets tests send them by hand.
///
/// ```swift
/// let monitor: any SignalMonitor = PosixSignalMonitor()
/// monitor.start { print("got", $0) }
/// ```
public protocol SignalMonitor: AnyObject, Sendable {
    /// Starts watching every `TerminalSignal`; `handler` runs off the signal context.
    func start(_ handler: @escaping @Sendable (TerminalSignal) -> Void)
    /// Stops watching and restores the default dispositions.
    func stop()
    /// Stops the process for the SIGTSTP being handled (until SIGCONT) unless a SIGCONT has
    /// arrived since, as the kernel itself drops a pending stop signal when one does; returns
    /// whether it stopped. A session calls it once the terminal is restored.
    func performPendingStop() -> Bool
}
