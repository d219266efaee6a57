import Dispatch
import Foundation
import NIOCore
import Synchronization

/// The threads that run form work, taking turns between forms.
///
/// Each form (a lane, named by its path) queues its jobs in order; a free thread takes the next
/// job of the next lane in turn. Thirty requests for a 10,000-row form then delay a small form's
/// page by at most one of their jobs per thread, not by all thirty: one heavy form cannot starve
/// the others, whoever sends it. One thread per core, since form work is all computation.
///
/// ```swift
/// FormWorkQueue.shared.enqueue(job, on: executor, lane: "/signup")
/// ```
final class FormWorkQueue: Sendable {
    /// The queue every form's executor feeds.
    static let shared = FormWorkQueue(threadCount: System.coreCount)

    /// A job and the executor it runs on.
    private struct Job {
        let job: UnownedJob
        let executor: UnownedTaskExecutor
    }

    private struct Lanes: ~Copyable {
        /// Lanes with jobs waiting, in the order they take their next turn.
        var turns: [String] = []
        var jobs: [String: [Job]] = [:]

        mutating func push(_ job: Job, lane: String) {
            if jobs[lane, default: []].isEmpty { turns.append(lane) }
            jobs[lane, default: []].append(job)
        }

        /// The next lane's first job; the lane goes to the back of the turns if it has more.
        mutating func pop() -> Job? {
            guard !turns.isEmpty else { return nil }
            let lane = turns.removeFirst()
            guard var waiting = jobs.removeValue(forKey: lane), !waiting.isEmpty else { return nil }
            let job = waiting.removeFirst()
            if !waiting.isEmpty {
                jobs[lane] = waiting
                turns.append(lane)
            }
            return job
        }
    }

    private let lanes = Mutex(Lanes())
    /// The queue's threads, by `pthread_self()`.
    private let threads = Mutex<Set<UInt>>([])
    /// Counts the jobs waiting: a thread waits on it, then takes one.
    private let waiting = DispatchSemaphore(value: 0)

    /// A queue served by `threadCount` threads (at least one) that live as long as the process.
    ///
    /// ```swift
    /// let queue = FormWorkQueue(threadCount: 2)
    /// ```
    init(threadCount: Int) {
        for index in 0..<max(1, threadCount) {
            // Named from inside: on Linux a thread starts with its creator's name, and only
            // the running thread can give itself another (Foundation does not always manage
            // it, so the name is for debuggers and `isCurrentThreadOurs` does not rely on it).
            Thread { self.serve(named: "eureka-forms-\(index)") }.start()
        }
    }

    /// Queues `job`, to run on `executor`, at the back of `lane`.
    func enqueue(_ job: UnownedJob, on executor: UnownedTaskExecutor, lane: String) {
        lanes.withLock { $0.push(Job(job: job, executor: executor), lane: lane) }
        waiting.signal()
    }

    /// Whether the calling thread is one of this queue's.
    var isCurrentThreadOurs: Bool {
        threads.withLock { $0.contains(UInt(pthread_self())) }
    }

    private func serve(named name: String) -> Never {
        threads.withLock { _ = $0.insert(UInt(pthread_self())) }
        Thread.current.name = name
        while true {
            waiting.wait()
            // Every signal stands for one pushed job, so a job is there to take.
            guard let next = lanes.withLock({ $0.pop() }) else { continue }
            next.job.runSynchronously(on: next.executor)
        }
    }
}
