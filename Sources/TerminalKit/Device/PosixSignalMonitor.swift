import Dispatch
import Glibc
import Synchronization

/// Watches SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP and SIGCONT with dispatch signal sources.
///
/// The default actions are ignored while the monitor runs, so SIGINT no longer kills the
/// process outright and SIGTSTP no longer stops it: the handler decides (restore the terminal
/// first, then exit or stop). `stop()` puts the default actions back.
///
/// ```swift
/// let monitor = PosixSignalMonitor()
/// monitor.start { signal in session.handle(signal) }
/// defer { monitor.stop() }
/// ```
public final class PosixSignalMonitor: SignalMonitor {
    private let sources = Mutex<[any DispatchSourceSignal]>([])
    private let queue = DispatchQueue(label: "TerminalKit.PosixSignalMonitor")

    /// Creates a monitor; nothing is watched until `start`.
    ///
    /// ```swift
    /// let monitor = PosixSignalMonitor()
    /// ```
    public init() {}

    deinit { stop() }

    /// Installs the sources and starts delivering signals to `handler` on a private queue.
    ///
    /// ```swift
    /// monitor.start { signal in print(signal) }
    /// ```
    public func start(_ handler: @escaping @Sendable (TerminalSignal) -> Void) {
        let registered = DispatchGroup()
        sources.withLock { sources in
            guard sources.isEmpty else { return }
            for signal in TerminalSignal.allCases {
                // Ignore first so nothing is lost or acted on between here and the source's own
                // handler being installed (SIGCONT still continues the process: it always does).
                Glibc.signal(signal.number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signal.number, queue: queue)
                source.setEventHandler { handler(signal) }
                registered.enter()
                source.setRegistrationHandler { registered.leave() }
                source.resume()
                sources.append(source)
            }
        }
        // Sources register asynchronously; until then a signal would meet SIG_IGN and be lost.
        // Waiting makes "started" mean "will be delivered".
        _ = registered.wait(timeout: .now() + .seconds(2))
    }

    /// Cancels the sources and restores the default signal actions.
    ///
    /// ```swift
    /// monitor.stop()
    /// ```
    public func stop() {
        sources.withLock { sources in
            for source in sources { source.cancel() }
            if !sources.isEmpty {
                for signal in TerminalSignal.allCases { Glibc.signal(signal.number, SIG_DFL) }
            }
            sources.removeAll()
        }
    }
}
