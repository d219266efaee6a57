/// The base of rows whose value is one of a list of options (selector, action-sheet and alert
/// rows). Subclass it for a custom option row.
///
/// ```swift
/// <<< ActionSheetRow<String>("size") {
///     $0.title = "Size"
///     $0.selectorTitle = "Pick a size"
///     $0.options = ["S", "M", "L"]
///     $0.value = "M"
/// }
/// ```
open class OptionsRow<Cell: TypedCellType>: Row<Cell>, OptionsProviderRow {
    /// One option: the row's value type.
    public typealias Option = Cell.Value

    private let loader = OptionsLoader<Cell.Value>()

    /// The options known now. Setting them replaces `optionsProvider` with `.array`. With a lazy
    /// provider this is nil until the first load completes, then what it delivered (empty after
    /// a failure).
    ///
    /// ```swift
    /// row.options = ["One", "Two", "Three"]
    /// ```
    open var options: [Cell.Value]? {
        get { loader.options }
        set { loader.provider = newValue.map { .array($0) } }
    }

    /// Where the options come from.
    ///
    /// ```swift
    /// row.optionsProvider = .lazy { _, completion in completion(["A", "B"]) }
    /// ```
    open var optionsProvider: OptionsProvider<Cell.Value>? {
        get { loader.provider }
        set { loader.provider = newValue }
    }

    /// The title of the controller that shows the options.
    open var selectorTitle: String?

    /// Whether a lazy provider is loading the options; renderers show a spinner on the row.
    public var isLoadingOptions: Bool { loader.isLoading }

    /// Creates a row with no options yet.
    ///
    /// ```swift
    /// ActionSheetRow<Int>("count") { $0.options = [1, 2, 3] }
    /// ```
    public required init(tag: String? = nil) {
        super.init(tag: tag)
        loader.onStateChange = { [unowned self] in self.reload() }
    }

    /// Loads the options on behalf of `controller`, which the lazy provider receives.
    ///
    /// ```swift
    /// row.loadOptions(for: formController) { options in print(options ?? []) }
    /// ```
    open func loadOptions(for controller: FormViewController, completion: @escaping ([Cell.Value]?) -> Void) {
        loader.load(for: controller, completion: completion)
    }
}
