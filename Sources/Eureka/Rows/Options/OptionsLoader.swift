/// Holds a row's options provider and runs its lazy loads: one per request, each completion
/// honoured once, and a replaced provider's late answer ignored for the row's own state.
final class OptionsLoader<Option> {
    /// The provider; replacing it forgets loaded options and any load in flight.
    var provider: OptionsProvider<Option>? {
        didSet {
            request += 1
            loaded = nil
            isLoading = false
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
        switch provider {
        case .array(let options)?: options
        case .lazy?: loaded
        case nil: nil
        }
    }

    /// Asks for the options on behalf of `controller`; `completion` gets them, possibly later.
    func load(for controller: FormViewController, completion: @escaping ([Option]?) -> Void) {
        guard case .lazy(let fetch)? = provider else { return completion(options) }
        request += 1
        let thisRequest = request
        setLoading(true)
        var answered = false
        fetch(controller) { [weak self] result in
            // A provider that answers twice is a bug in the app; the first answer stands.
            guard !answered else { return }
            answered = true
            if let self, thisRequest == self.request {
                self.loaded = result ?? []
                self.setLoading(false)
            }
            completion(result)
        }
    }

    private func setLoading(_ loading: Bool) {
        guard loading != isLoading else { return }
        isLoading = loading
        onStateChange?()
    }
}
