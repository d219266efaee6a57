/// Holds a row's options provider and runs its lazy loads through the presenting host: one per
/// request, each answer applied once, and a replaced provider's late answer ignored.
final class OptionsLoader<Option> {
    /// The provider; replacing it forgets loaded options and any load in flight.
    var provider: OptionsProvider<Option>? {
        didSet {
            request += 1
            loaded = nil
            setLoading(false)
        }
    }

    /// Whether the latest lazy request is still waiting for its answer.
    private(set) var isLoading = false

    /// Runs when `isLoading` changes, so the row can redraw its spinner.
    var onStateChange: (() -> Void)?

    /// Options from the latest completed lazy load (empty after a failure).
    private var loaded: [Option]?
    /// Identifies the latest request; older answers do not touch `loaded` or `isLoading`.
    private var request = 0

    /// The options known now: the array, or what the last lazy load delivered.
    var options: [Option]? {
        switch provider?.source {
        case .array(let options)?: options
        case .lazy?: loaded
        case nil: nil
        }
    }

    /// Asks for the options; `completion` gets them at once for an array, or when the host that
    /// `scheduler` names has run the lazy load. Without a scheduler a lazy load stays pending:
    /// `work()` hands it to whoever can run it.
    func load(scheduler: (any FormWorkScheduler)?, completion: @escaping ([Option]?) -> Void) {
        guard let work = makeWork(completion: completion) else { return completion(options) }
        if let scheduler { scheduler.schedule(work) } else { pending = work }
    }

    /// A lazy load for a host that waits for it: the pending one, or a new one when the options
    /// were never loaded; nil when they are known or a host is already loading them.
    func workIfNeeded() -> FormWork? {
        if let work = takePendingWork() { return work }
        guard provider?.isLazy == true, loaded == nil, !isLoading else { return nil }
        return makeWork { _ in }
    }

    /// A lazy load not yet handed to a host, if any; taking it clears it.
    func takePendingWork() -> FormWork? {
        defer { pending = nil }
        return pending
    }

    private var pending: FormWork?

    private func makeWork(completion: @escaping ([Option]?) -> Void) -> FormWork? {
        guard case .lazy(let fetch)? = provider?.source else { return nil }
        request += 1
        let thisRequest = request
        setLoading(true)
        var answered = false
        return FormWork(run: fetch) { [weak self] result in
            // Work applied twice is a host bug; the first answer stands.
            guard !answered else { return }
            answered = true
            let options = result as? [Option]
            if let self, thisRequest == self.request {
                self.loaded = options ?? []
                self.setLoading(false)
            }
            completion(options)
        }
    }

    private func setLoading(_ loading: Bool) {
        guard loading != isLoading else { return }
        isLoading = loading
        onStateChange?()
    }
}
