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

    /// A load of lazy options not yet delivered, for a host that waits for it (a web page
    /// before it renders the options); nil when the options are known or already loading.
    ///
    /// ```swift
    /// await row.optionsLoadIfNeeded()?.perform()
    /// ```
    public func optionsLoadIfNeeded() -> FormWork? {
        loader.workIfNeeded()
    }

    /// Whether a lazy provider is loading the options; renderers show a spinner on the row.
    public var isLoadingOptions: Bool { loader.isLoading }

    override var describedIsLoading: Bool { loader.isLoading }

    /// Creates a row with no options yet.
    ///
    /// ```swift
    /// ActionSheetRow<Int>("count") { $0.options = [1, 2, 3] }
    /// ```
    public required init(tag: String? = nil) {
        super.init(tag: tag)
        // Unowned: only the loader calls this, and only this row holds the loader (a lazy
        // answer holds it weakly), so the row is alive whenever it runs. A weak reference would
        // give every options row a side table, slowing each retain and release of it.
        loader.onStateChange = { [unowned self] in self.reload() }
    }

    /// Loads the options on behalf of `controller`, which the lazy provider receives.
    ///
    /// ```swift
    /// row.loadOptions(for: formController) { options in print(options ?? []) }
    /// ```
    open func loadOptions(for controller: FormViewController, completion: @escaping ([Cell.Value]?) -> Void) {
        loader.load(scheduler: controller.host as? any FormWorkScheduler, completion: completion)
    }

    // MARK: Description

    /// How the options are presented; subclasses say which.
    open var choicePresentation: ChoicePresentation { .push }

    /// A single choice among the options known now.
    open override var control: RowControl {
        let known = options
        // `if let`, not `Optional.flatMap`: the generic closure call showed in profiles.
        var selectedIndex: Int?
        if let known { selectedIndex = index(of: value, in: known) }
        let held = known == nil ? nil : titleOfValueOutsideOptions(selectedIndex: selectedIndex)
        return .singleChoice(
            SingleChoice(
                options: optionTitles(known ?? []),
                selectedIndex: selectedIndex,
                presentation: choicePresentation,
                isLoading: isLoadingOptions,
                optionsAreKnown: known != nil,
                selectorTitle: selectorTitle,
                heldValueTitle: held))
    }

    /// `.choose` sets the value to an option directly (nil clears it), `.step` moves it; other
    /// actions (`.press`, `.present` open the options) as any row.
    open override func perform(_ action: RowAction) throws(RowActionError) {
        switch action {
        case .choose(let index):
            guard !isDisabled else { throw .disabled(self) }
            guard let index else { value = nil; return }
            guard let known = options else { throw .optionsNotLoaded(self) }
            guard known.indices.contains(index) else { throw .outOfRange(index, count: known.count, self) }
            value = known[index]
        case .step(let count):
            guard !isDisabled else { throw .disabled(self) }
            guard let known = options, !known.isEmpty, count != 0 else { return }
            let start = index(of: value, in: known) ?? (count > 0 ? -1 : known.count)
            value = known[min(max(start.addingReportingOverflow(count).partialValue, 0), known.count - 1)]
        case .present:
            guard !isDisabled else { throw .disabled(self) }
            didSelect()
        default:
            try super.perform(action)
        }
    }

    /// The options' titles, through `displayValueFor` (empty for `bindingControl`).
    func optionTitles(_ options: [Cell.Value]) -> [String] {
        if describesForBinding { return Array(repeating: "", count: options.count) }
        return displayTexts(for: options)
    }

    /// Where `value` is among `options`.
    func index(of value: Cell.Value?, in options: [Cell.Value]) -> Int? {
        guard let value else { return nil }
        return options.firstIndexByIndex { $0 == value }
    }
}
