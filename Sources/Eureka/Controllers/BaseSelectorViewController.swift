import Foundation

/// What `SelectorViewController` and `MultipleSelectorViewController` share: loading the row's
/// options, listing them as `ListCheckRow`s in `SelectableSection`s (grouped by
/// `sectionKeyForValue`), and the hooks that customise the option rows.
///
/// Renderers show it like any `FormViewController` and select option rows through
/// `interaction` (or `selectOption(_:)`); backing out is `dismiss()`.
///
/// ```swift
/// PushRow<String>().onPresent { from, to in
///     to.sectionKeyForValue = { String($0.prefix(1)) }
///     to.selectableRowCellSetup = { cell, row in cell.imageSymbol = "•" }
/// }
/// ```
open class BaseSelectorViewController<Row: OptionsProviderRow>: FormViewController, TypedRowControllerType, OptionsLoading, FilterableController
where Row: BaseRow {
    /// One option.
    public typealias Option = Row.Option

    /// The row whose options are shown and whose value is set.
    public var row: Row!

    /// Runs on each option row after it is configured, before it joins the list.
    public var selectableRowSetup: ((ListCheckRow<Option>) -> Void)?

    /// Runs once on each option row's cell when it is created.
    public var selectableRowCellSetup: ((ListCheckCell<Option>, ListCheckRow<Option>) -> Void)?

    /// Runs on each option row's cell at every update.
    public var selectableRowCellUpdate: ((ListCheckCell<Option>, ListCheckRow<Option>) -> Void)?

    /// Groups options into sections: options with the same key share a section, and sections
    /// come in the order their keys first appear. Nil shows one section.
    public var sectionKeyForValue: ((Option) -> String)?

    /// The header title of a group's section; by default the key itself.
    public var sectionHeaderTitleForKey: ((String) -> String?)? = { $0 }

    /// The footer title of a group's section; by default none.
    public var sectionFooterTitleForKey: ((String) -> String?)?

    /// Whether the row's lazy provider is still loading; the list is empty until it answers.
    public private(set) var isLoadingOptions = false

    /// Creates the controller; `callback` runs after it is dismissed (`onDismissCallback`).
    ///
    /// ```swift
    /// SelectorViewController<PushRow<String>> { _ in print("closed") }
    /// ```
    public init(_ callback: ((ViewController) -> Void)? = nil) {
        super.init(form: Form())
        onDismiss = callback
    }

    /// Loads the options and builds the list.
    open override func viewDidLoad() {
        super.viewDidLoad()
        reloadOptions()
    }

    /// Asks the row for its options again and rebuilds the list when they arrive.
    ///
    /// ```swift
    /// selector.reloadOptions()
    /// ```
    public func reloadOptions() {
        guard let row else { return }
        isLoadingOptions = true
        row.loadOptions(for: self) { [weak self] options in
            guard let self else { return }
            self.isLoadingOptions = false
            self.setupForm(with: options ?? [])
        }
    }

    /// Replaces the list with `options`, grouped into sections, and focuses the selected option
    /// so a keyboard user starts on the current value.
    open func setupForm(with options: [Option]) {
        form.removeAllSections()
        for (key, members) in groups(of: options) {
            let section = SelectableSection<ListCheckRow<Option>>(
                header: key.flatMap { sectionHeaderTitleForKey?($0) },
                footer: key.flatMap { sectionFooterTitleForKey?($0) },
                selectionType: selectionType)
            section.onSelectSelectableRow = { [weak self] _, optionRow in self?.optionWasSelected(optionRow) }
            section.append(contentsOf: members.map(makeOptionRow))
            form.append(section)
        }
        if filter?.isEmpty == false { applyFilter() }
        if let current = optionRows.first(where: { $0.value != nil && $0.isShownInForm }) { interaction.focus(current) }
    }

    /// The option rows, in order, across all sections.
    public var optionRows: [ListCheckRow<Option>] {
        form.allRows.compactMap { $0 as? ListCheckRow<Option> }
    }

    /// Selects `option`'s row as the user would (focus, selection, value, dismissal rules);
    /// returns false when no enabled row shows that option.
    ///
    /// ```swift
    /// selector.selectOption("Green")
    /// ```
    @discardableResult
    public func selectOption(_ option: Option) -> Bool {
        guard let optionRow = optionRows.first(where: { $0.selectableValue == option }), !optionRow.isDisabled else { return false }
        select(row: optionRow)
        return true
    }

    /// Text the options are narrowed to: only options whose title contains it (ignoring case
    /// and diacritics) are shown, and groups without any are left out. Nil or empty shows every
    /// option. Options' own `hidden` conditions keep working while a filter is active.
    ///
    /// ```swift
    /// selector.filter = "gr"   // "Green", "Grey"
    /// ```
    public var filter: String? {
        didSet { if filter != oldValue { applyFilter() } }
    }

    private func applyFilter() {
        let query = (filter ?? "").folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        for section in form.allSections {
            var anyMatch = false
            for row in section.allRows {
                let title = (row.title ?? "").folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                let matches = query.isEmpty || title.contains(query)
                row.setFilteredOut(!matches)
                if matches, !row.isHiddenByCondition { anyMatch = true }
            }
            section.setFilteredOut(!query.isEmpty && !anyMatch)
        }
        interaction.repairFocus()
    }

    // MARK: Subclass points

    /// How the option sections select: overridden by each selector.
    open var selectionType: SelectionType { .multipleSelection }

    /// Whether `option` is part of the row's current value.
    open func isSelected(_ option: Option) -> Bool { false }

    /// The user selected or deselected an option row; update the row's value here.
    open func optionWasSelected(_ optionRow: ListCheckRow<Option>) {}

    /// The label of an option row.
    open func displayText(for option: Option) -> String {
        String(describing: option)
    }

    // MARK: Building

    private func makeOptionRow(_ option: Option) -> BaseRow {
        let optionRow = ListCheckRow<Option> { optionRow in
            optionRow.title = displayText(for: option)
            optionRow.selectableValue = option
            optionRow.value = isSelected(option) ? option : nil
        }
        selectableRowSetup?(optionRow)
        optionRow.cellSetup { [weak self] cell, optionRow in self?.selectableRowCellSetup?(cell, optionRow) }
        optionRow.cellUpdate { [weak self] cell, optionRow in self?.selectableRowCellUpdate?(cell, optionRow) }
        return optionRow
    }

    /// Options grouped by key, groups in order of first appearance; one unnamed group without keys.
    /// The groups `sectionKeyForValue` makes of `options`, as places among them, with the
    /// headers and footers the list shows; empty when the options are not grouped. What a
    /// renderer that does not present this controller shows instead (a page's `<optgroup>`s).
    ///
    /// ```swift
    /// selector.sectionKeyForValue = { String($0.prefix(1)) }
    /// selector.optionGroups(of: ["Ada", "Alan", "Bob"])   // "A": [0, 1], "B": [2]
    /// ```
    public func optionGroups(of options: [Option]) -> [OptionGroup] {
        guard let keyFor = sectionKeyForValue, !options.isEmpty else { return [] }
        var order: [String] = []
        var members: [String: [Int]] = [:]
        for index in options.indices {
            let key = keyFor(options[index])
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(index)
        }
        return order.map { key in
            OptionGroup(title: sectionHeaderTitleForKey?(key), footer: sectionFooterTitleForKey?(key), optionIndices: members[key] ?? [])
        }
    }

    private func groups(of options: [Option]) -> [(key: String?, options: [Option])] {
        guard !options.isEmpty else { return [] }
        guard let keyFor = sectionKeyForValue else { return [(nil, options)] }
        var order: [String] = []
        var members: [String: [Option]] = [:]
        for option in options {
            let key = keyFor(option)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(option)
        }
        return order.map { ($0, members[$0]!) }
    }
}
