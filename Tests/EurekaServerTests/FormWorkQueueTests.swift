import Foundation
import Synchronization
import Testing

@testable import EurekaServer

/// Form work runs on threads of its own, taking turns between forms: a queue of heavy pages
/// for one form delays another form's page by one job, not by the whole queue.
@Suite("Form work takes turns between forms")
struct FormWorkQueueTests {
    @Test func aLightFormIsServedBetweenTheJobsOfAHeavyOne() async {
        // One thread, so the order of the jobs is the order of the turns.
        let queue = FormWorkQueue(threadCount: 1)
        let heavy = FormWorkExecutor(lane: "/heavy", queue: queue)
        let light = FormWorkExecutor(lane: "/light", queue: queue)
        let finished = Log<String>()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<5 {
                group.addTask(executorPreference: heavy) {
                    usleep(50_000)  // a long render, holding the thread
                    finished.append("heavy \(index)")
                }
            }
            group.addTask(executorPreference: light) {
                finished.append("light")
            }
        }
        let order = finished.items
        #expect(order.count == 6)
        // The heavy job already running, then at most one more of the heavy form's turns.
        #expect((order.firstIndex(of: "light") ?? 6) <= 2, "\(order)")
    }

    @Test func jobsOfOneFormRunInTheOrderTheyCame() async {
        let queue = FormWorkQueue(threadCount: 1)
        let form = FormWorkExecutor(lane: "/form", queue: queue)
        let finished = Log<Int>()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<20 {
                group.addTask(executorPreference: form) { finished.append(index) }
            }
        }
        #expect(finished.items == Array(0..<20))
    }

    @Test func workOnTheFormExecutorRunsOnAFormThreadFromItsFirstLine() async throws {
        let queue = FormWorkQueue(threadCount: 2)
        let executor = FormWorkExecutor(lane: "/threads", queue: queue)
        // Many times, and many at once: the first stretch of work, before any suspension, is
        // the form's build, and it must not stay on the caller's thread.
        let onFormThreads = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<50 { group.addTask { try await executor.run { queue.isCurrentThreadOurs } } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(onFormThreads.count == 50 && onFormThreads.allSatisfy { $0 })
        #expect(!queue.isCurrentThreadOurs, "the test itself is not on a form thread")
    }

    /// What the tasks recorded, in the order they did.
    private final class Log<Item: Sendable>: Sendable {
        private let storage = Mutex<[Item]>([])
        var items: [Item] { storage.withLock { $0 } }
        func append(_ item: Item) { storage.withLock { $0.append(item) } }
    }
}
