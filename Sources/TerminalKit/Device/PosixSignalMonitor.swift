import CTerminalRestore
import Dispatch
import Glibc
import Synchronization

/// Watches SIGINT, SIGTERM, SIGHUP and SIGWINCH with dispatch signal sources, and SIGTSTP and
/// SIGCONT with handlers of its own.
///
/// The default actions are ignored while the monitor runs, so SIGINT no longer kills the
/// process outright and SIGTSTP no longer stops it: the handler decides (restore the terminal
/// first, then exit or stop). `stop()` puts the default actions back.
///
/// SIGTSTP and SIGCONT are noted in the order the kernel delivers them, so a stop is carried
/// out (`performPendingStop()`) only if no continue came after it: `kill -TSTP` followed at
/// once by `kill -CONT` leaves the process running. Through dispatch signal sources, the stop
/// was carried out after the continue had been spent (their queue can even hand the continue
/// over first), which left the process stopped for good.
///
/// ```swift
/// let monitor = PosixSignalMonitor()
/// monitor.start { signal in session.handle(signal) }
/// defer { monitor.stop() }
/// ```
public final class PosixSignalMonitor: SignalMonitor {
    private let sources = Mutex<[any DispatchSourceSignal]>([])
    private let jobControlSource = Mutex<(any DispatchSourceRead)?>(nil)
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
            for signal in TerminalSignal.allCases where signal != .stop && signal != .continued {
                // Ignore first so nothing is lost or acted on between here and the source's own
                // handler being installed.
                Glibc.signal(signal.number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signal.number, queue: queue)
                source.setEventHandler { handler(signal) }
                registered.enter()
                source.setRegistrationHandler { registered.leave() }
                source.resume()
                sources.append(source)
            }
        }
        jobControlSource.withLock { jobControlSource in
            guard jobControlSource == nil else { return }
            jobControlSource = Self.watchJobControl(handler, queue: queue, registered: registered)
        }
        // Sources register asynchronously; until then a signal would meet SIG_IGN and be lost.
        // Waiting makes "started" mean "will be delivered".
        _ = registered.wait(timeout: .now() + .seconds(2))
    }

    /// SIGTSTP and SIGCONT through the pipe their handlers write to, one byte each, in order.
    private static func watchJobControl(
        _ handler: @escaping @Sendable (TerminalSignal) -> Void, queue: DispatchQueue, registered: DispatchGroup
    ) -> (any DispatchSourceRead)? {
        let descriptor = eureka_job_signals_open()
        guard descriptor >= 0 else { return nil }
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
        source.setEventHandler {
            var bytes = [UInt8](repeating: 0, count: 64)
            while true {
                let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { return }
                for byte in bytes.prefix(count) { handler(byte == UInt8(ascii: "T") ? .stop : .continued) }
            }
        }
        source.setCancelHandler { close(descriptor) }
        registered.enter()
        source.setRegistrationHandler { registered.leave() }
        source.resume()
        return source
    }

    /// Stops the process (SIGSTOP) for the SIGTSTP being handled, unless a SIGCONT was
    /// delivered after it.
    ///
    /// ```swift
    /// if !monitor.performPendingStop() { resume() }
    /// ```
    public func performPendingStop() -> Bool {
        eureka_job_signals_stop_unless_continued() != 0
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
                for signal in TerminalSignal.allCases where signal != .stop && signal != .continued {
                    Glibc.signal(signal.number, SIG_DFL)
                }
            }
            sources.removeAll()
        }
        jobControlSource.withLock { jobControlSource in
            guard let source = jobControlSource else { return }
            eureka_job_signals_close()
            source.cancel()
            jobControlSource = nil
        }
    }
}
