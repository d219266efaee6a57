/// The base of rows whose value is a set of options picked on a `MultipleSelectorViewController`.
/// Use `MultipleSelectorRow`, or subclass this with your own cell.
///
/// ```swift
/// final class TagsRow: GenericMultipleSelectorRow<String, PushSelectorCell<Set<String>>>, RowType {
///     required init(tag: String?) {
///         super.init(tag: tag)
///         presentationMode = .show(
///             controllerProvider: .callback { MultipleSelectorViewController<GenericMultipleSelectorRow<String, PushSelectorCell<Set<String>>>>() },
///             onDismiss: nil)
///     }
/// }
/// ```
open class GenericMultipleSelectorRow<T: Hashable, Cell: TypedCellType>: Row<Cell>, PresenterRowType, OptionsProviderRow
where Cell.Value == Set<T> {
    /// One option: an element of the value set.
    public typealias Option = T

    private let loader = OptionsLoader<T>()

    /// How the selector is presented; nil presents nothing.
    open var presentationMode: PresentationMode<MultipleSelectorViewController<GenericMultipleSelectorRow<T, Cell>>>? {
        didSet { presentedChoice = presentationMode?.presentationStyle.choicePresentation ?? .push }
    }

    // What `presentationMode` means to a renderer, kept as it is set (as `SelectorRow` does):
    // reading the mode instantiates its nested generic type's metadata on every description.
    private var presentedChoice = ChoicePresentation.push

    /// Runs just before the selector is presented; configure the controller here.
    open var onPresentCallback: ((FormViewController, MultipleSelectorViewController<GenericMultipleSelectorRow<T, Cell>>) -> Void)?

    /// The options known now; setting them replaces `optionsProvider` with `.array`.
    ///
    /// ```swift
    /// row.options = ["Swift", "Rust", "Go"]
    /// ```
    open var options: [T]? {
        get { loader.options }
        set { loader.provider = newValue.map { .array($0) } }
    }

    /// Where the options come from.
    open var optionsProvider: OptionsProvider<T>? {
        get { loader.provider }
        set { loader.provider = newValue }
    }

    /// The title of the selector screen.
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

    /// Whether a lazy provider is loading the options.
    public var isLoadingOptions: Bool { loader.isLoading }

    override var describedIsLoading: Bool { loader.isLoading }

    /// Creates the row without a presentation; subclasses set `presentationMode`.
    ///
    /// ```swift
    /// TagsRow("tags")
    /// ```
    public required init(tag: String? = nil) {
        super.init(tag: tag)
        // Unowned: only the loader calls this, and only this row holds the loader (a lazy
        // answer holds it weakly), so the row is alive whenever it runs. A weak reference would
        // give every options row a side table, slowing each retain and release of it.
        loader.onStateChange = { [unowned self] in self.reload() }
        // Sets have no order: the picks read in the options' order, as the selector lists them
        // (sorted by name, "Rust, Swift" read backwards from a list of Swift then Rust); values
        // no option holds come after, sorted, so the row reads the same every time.
        displayValueFor = { [unowned self] values in
            guard let values else { return nil }
            let listed = (loader.options ?? []).filter { values.contains($0) }
            let others = values.subtracting(listed).map { String(describing: $0) }.sorted()
            return (listed.map { String(describing: $0) } + others).joined(separator: ", ")
        }
    }

    /// Loads the options on behalf of `controller`.
    open func loadOptions(for controller: FormViewController, completion: @escaping ([T]?) -> Void) {
        loader.load(scheduler: controller.host as? any FormWorkScheduler, completion: completion)
    }

    /// Presents the multiple selector (not while disabled).
    open override func customDidSelect() {
        super.customDidSelect()
        presentController { controller in
            controller.row = self
            controller.title = selectorTitle ?? controller.title
        }
    }

    // MARK: Description

    /// A multiple choice among the options known now.
    open override var control: RowControl {
        let known = options
        let chosen = value ?? []
        return .multipleChoice(
            MultipleChoice(
                options: describesForBinding
                    ? Array(repeating: "", count: known?.count ?? 0) : (known ?? []).mappedByIndex { String(describing: $0) },
                selectedIndices: (known ?? []).indicesByIndex { chosen.contains($0) },
                presentation: presentedChoice,
                isLoading: isLoadingOptions,
                optionsAreKnown: known != nil,
                selectorTitle: selectorTitle,
                groups: optionGroups(of: known)))
    }

    /// The groups `onPresent` gives the list, if it has one; binding needs none.
    private func optionGroups(of known: [T]?) -> [OptionGroup] {
        guard onPresentCallback != nil, !describesForBinding, let known,
            let selector = unpresentedConfiguredController({ $0.row = self })
        else { return [] }
        return selector.optionGroups(of: known)
    }

    /// `.chooseSet` sets exactly the options at those indices; `.present` opens the selector;
    /// other actions as any row.
    open override func perform(_ action: RowAction) throws(RowActionError) {
        switch action {
        case .chooseSet(let indices):
            guard !isDisabled else { throw .disabled(self) }
            guard let known = options else { throw .optionsNotLoaded(self) }
            if let bad = indices.sorted().first(where: { !known.indices.contains($0) }) { throw .outOfRange(bad, count: known.count, self) }
            value = Set(indices.map { known[$0] })
        case .present:
            guard !isDisabled else { throw .disabled(self) }
            didSelect()
        default:
            try super.perform(action)
        }
    }
}
