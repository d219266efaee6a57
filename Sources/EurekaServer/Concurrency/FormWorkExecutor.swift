/// Where one form's request work runs: building the form, binding a post, rendering the page.
///
/// That work is long stretches of synchronous code (a 10,000-row form takes tens of
/// milliseconds in a release build, a second in a debug one). On the shared pool that runs
/// every other request's task, a few such requests at once queued everything behind them: a
/// stylesheet waited 25 seconds behind 30 large pages. Form work therefore runs on threads of
/// its own (`FormWorkQueue`), taking turns between forms, and the shared pool stays free for
/// the rest: assets, small answers, reading and writing bodies.
///
/// ```swift
/// let executor = FormWorkExecutor(lane: "/signup")
/// let response = try await executor.run { try await responder.get(request, context: context) }
/// ```
public final class FormWorkExecutor: TaskExecutor {
    private let lane: String
    private let queue: FormWorkQueue

    /// An executor for the form at `lane` (its path): its jobs take their turn with other
    /// forms' on the shared form threads.
    ///
    /// ```swift
    /// let executor = FormWorkExecutor(lane: route.path)
    /// ```
    public convenience init(lane: String) {
        self.init(lane: lane, queue: .shared)
    }

    init(lane: String, queue: FormWorkQueue) {
        self.lane = lane
        self.queue = queue
    }

    /// Runs `operation` on the form threads, from its first line, as a child task (so a
    /// cancelled request cancels it). A task preference alone moves a task only when it next
    /// suspends on something that resumes it there, and the synchronous work before that
    /// (building the form) stayed on the caller's thread under load.
    ///
    /// ```swift
    /// let page = try await executor.run { try await responder.get(request, context: context) }
    /// ```
    public func run<Result: Sendable>(_ operation: @escaping @Sendable () async throws -> Result) async throws -> Result {
        try await withThrowingTaskGroup(of: Result.self) { group in
            group.addTask(executorPreference: self, operation: operation)
            guard let result = try await group.next() else { throw CancellationError() }
            return result
        }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        queue.enqueue(UnownedJob(job), on: asUnownedTaskExecutor(), lane: lane)
    }
}
