import Foundation
import Synchronization

/// A serial executor with a thread of its own, for code that blocks — line mode waits on
/// `read(2)` — so it never holds one of the concurrency runtime's few pool threads, and resuming
/// after a read never waits for one.
final class DedicatedThreadExecutor: SerialExecutor {
    private struct State {
        var jobs: [UnownedJob] = []
        var isShutDown = false
    }

    private let state = Mutex(State())
    private let wakeUp = NSCondition()

    /// Starts the thread.
    init(name: String) {
        let thread = Thread { [self] in runLoop() }
        thread.name = name
        thread.start()
    }

    func enqueue(_ job: UnownedJob) {
        wakeUp.lock()
        state.withLock { $0.jobs.append(job) }
        wakeUp.signal()
        wakeUp.unlock()
    }

    /// Lets the thread finish once the jobs already queued have run.
    func shutDown() {
        wakeUp.lock()
        state.withLock { $0.isShutDown = true }
        wakeUp.signal()
        wakeUp.unlock()
    }

    private func runLoop() {
        while true {
            wakeUp.lock()
            while state.withLock({ $0.jobs.isEmpty && !$0.isShutDown }) { wakeUp.wait() }
            let next = state.withLock { $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }
            wakeUp.unlock()
            guard let next else { return }
            next.runSynchronously(on: asUnownedSerialExecutor())
        }
    }
}
