import Synchronization
import TerminalKit

/// Records exits and job-control stops instead of performing them.
///
/// ```swift
/// let process = FakeProcessController()
/// // … SIGINT with .exitProcess …
/// #expect(process.exitStatuses == [130])
/// ```
public final class FakeProcessController: ProcessController {
    private let state = Mutex<(exits: [Int32], stops: Int)>(([], 0))

    /// Creates a controller with nothing recorded.
    ///
    /// ```swift
    /// let process = FakeProcessController()
    /// ```
    public init() {}

    /// Records the status and returns.
    ///
    /// ```swift
    /// process.exit(status: 0)
    /// ```
    public func exit(status: Int32) { state.withLock { $0.exits.append(status) } }

    /// Records the stop and returns at once (send `.continued` to simulate `fg`).
    ///
    /// ```swift
    /// process.stopForJobControl()
    /// ```
    public func stopForJobControl() { state.withLock { $0.stops += 1 } }

    /// Every status passed to `exit`, in order.
    ///
    /// ```swift
    /// process.exitStatuses  // [143]
    /// ```
    public var exitStatuses: [Int32] { state.withLock { $0.exits } }

    /// How many times the process would have stopped.
    ///
    /// ```swift
    /// process.stopCount  // 1
    /// ```
    public var stopCount: Int { state.withLock { $0.stops } }
}
