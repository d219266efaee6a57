/// Work a form needs done away from its own isolation — today, loading lazy options — and how
/// its result comes back. The form is not `Sendable`: only `run` (a `@Sendable` function with a
/// `Sendable` result) may leave the form's isolation; the result is applied back on it.
///
/// A host that keeps handling input while work runs (the terminal) starts `run` in a task and
/// calls `complete(with:)` from its own loop when the result arrives; a host that can simply
/// wait (line mode, a web request) calls `perform()`.
///
/// ```swift
/// // In a host's event loop:
/// let run = work.run
/// Task { continuation.yield(.workFinished(id, await run())) }
/// // …later, back on the loop:
/// work.complete(with: result)
/// ```
public struct FormWork {
    /// Does the work; runs on any executor.
    public let run: @Sendable () async -> any Sendable
    private let apply: (any Sendable) -> Void

    /// Work from a `Sendable` job and what to do with its result on the form's isolation.
    ///
    /// ```swift
    /// FormWork(run: { await fetchColours() }, apply: { row.options = $0 as? [String] })
    /// ```
    public init(run: @escaping @Sendable () async -> any Sendable, apply: @escaping (any Sendable) -> Void) {
        self.run = run
        self.apply = apply
    }

    /// Hands the result of `run` back to the form. Call it on the form's isolation.
    public func complete(with result: any Sendable) {
        apply(result)
    }

    /// Runs the work and applies its result, on the caller's isolation (where the form lives).
    ///
    /// ```swift
    /// await work.perform()
    /// ```
    public func perform(isolation: isolated (any Actor)? = #isolation) async {
        let result = await run()
        apply(result)
    }
}

/// A host that runs a form's asynchronous work (`FormWork`). Presentation hosts that show
/// selectors with lazy options conform.
///
/// ```swift
/// final class PageHost: PresentationHost, FormWorkScheduler {
///     var pending: [FormWork] = []
///     func schedule(_ work: FormWork) { pending.append(work) }
/// }
/// ```
public protocol FormWorkScheduler: AnyObject {
    /// Takes work to run; its result must be applied with `complete(with:)` on the form's isolation.
    func schedule(_ work: FormWork)
}
