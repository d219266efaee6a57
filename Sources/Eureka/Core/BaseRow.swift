import Foundation

/// The base class of every row: tag, title, conditions, state and the hooks the form calls.
///
/// Rows have reference semantics: the row you hold is the live row in the form.
///
/// ```swift
/// let row: BaseRow? = form.rowBy(tag: "name")
/// row?.title = "Full name"
/// row?.updateCell()
/// ```
open class BaseRow: BaseRowType, ListedElement {
    /// The row's tag, unique within its form. Changing it while in a form updates the form's index.
    public var tag: String? {
        didSet { if tag != oldValue { form?.rowTagDidChange(self, from: oldValue) } }
    }

    /// The section the row belongs to (set by the section).
    // Unowned, not weak: the section owns the row and clears this when it removes the row or
    // goes away. A weak reference gives every section a side table, and every retain and release
    // of a section (each `row.form`) then takes the runtime's slow path.
    public internal(set) unowned var section: Section?

    /// The form the row belongs to, through its section.
    public var form: Form? { section?.form }

    /// The row's title, shown by renderers as the row's label.
    public var title: String? {
        didSet {
            needsCellUpdate = true
            if !titleChangedWhileTracked, let form, form.tracksTitleChanges { titleChangedWhileTracked = true }
        }
    }
    /// Whether `title` was set while its form tracked title changes (`Form.tracksTitleChanges`):
    /// a callback's change a stateless renderer carries to the next request.
    package final var titleChangedWhileTracked = false

    /// When the row is hidden. Setting it takes effect at once; the tags it reads are watched.
    public var hidden: Condition? {
        didSet { conditionDidChange(.hidden, from: oldValue, to: hidden) }
    }

    /// When the row is disabled. Setting it takes effect at once; the tags it reads are watched.
    public var disabled: Condition? {
        didSet { conditionDidChange(.disabled, from: oldValue, to: disabled) }
    }

    /// Whether the row is currently hidden: its `hidden` condition holds, or a selector's filter
    /// leaves it out.
    public internal(set) var isHidden = false

    /// The last evaluation of `hidden`.
    var isHiddenByCondition = false

    /// Whether a selector's filter leaves the row out (kept apart from `hidden`, so the app's
    /// own conditions hold while a filter is active).
    var isFilteredOut = false

    /// Whether the row is currently disabled (the last evaluation of `disabled`).
    public internal(set) var isDisabled = false

    /// Whether the row's value has changed since it was created (or reset).
    public internal(set) var wasChanged = false

    /// Whether leaving the form would lose something done to this row (part of
    /// `Form.hasUnsavedChanges`): typed rows compare the value with the one before the first
    /// change, field rows also count text that did not parse.
    var holdsUnsavedChange: Bool { wasChanged }

    /// Whether the row has lost focus at least once (drives `.validatesOnChangeAfterBlurred`).
    public internal(set) var wasBlurred = false

    /// Whether the row is highlighted (focused). Changing it runs `onCellHighlightChanged`.
    public var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            highlightDidChange()
        }
    }

    // ElementList bookkeeping: position among the section's rows and visible-list membership.
    var listPosition = -1
    var isListedVisible = false
    /// True while the row is being inserted: visibility changes are settled, not announced.
    var isSettling = false

    // MARK: Inline rows (hook for Rows/Inline; extensions cannot add storage)
    /// The inline row expanded below this row, if any.
    var inlineRowStorage: BaseRow? {
        didSet { if (inlineRowStorage == nil) != (oldValue == nil) { form?.inlineParentDidChange(self) } }
    }
    /// For an inline row: the row it expanded from.
    weak var inlineParentStorage: BaseRow?
    // MARK: -

    /// Callback storage, allocated on first use so plain rows stay small.
    var callbackStorage: RowCallbacks?
    var callbacks: RowCallbacks {
        if let callbackStorage { return callbackStorage }
        let created = RowCallbacks()
        callbackStorage = created
        return created
    }

    // Validation hook (see Validation/): rules, options and errors, allocated on first use.
    var validationStorage: RowValidationState?

    /// Whether the row has rules of its own (typed rows keep them; see `RowOf.add(rule:)`). A
    /// stored flag: asking the typed rule set in generic code looks its metadata up each time.
    var hasRules = false

    /// Whether one of the row's rules refuses no value (`RuleType.refusesNoValue`), kept with
    /// the rules for the same reason as `hasRules`.
    var hasRuleRefusingNoValue = false

    /// Why rules added to the row cannot work (`RuleType.definitionProblem`), reported as
    /// definition errors whenever the row joins a form (rules are usually added before).
    var ruleDefinitionProblems: [String] = []

    /// Keeps a rule's definition problem, and reports it at once when the row is in a form.
    func noteRuleDefinitionProblem(_ problem: String) {
        ruleDefinitionProblems.append(problem)
        form?.report(.malformedRule(problem), element: elementDescription)
    }

    /// How the row's limits contradict each other (a minimum above its maximum, a step not
    /// above zero), reported as a definition error when the row joins a form; nil when they agree.
    var boundsDefinitionProblem: String? { nil }

    /// The errors the row's own rules give for its current value, before they are stamped
    /// with the row's tag.
    func ruleErrorsForCurrentValue() -> [ValidationError] { [] }

    /// The row's rules with their value type forgotten, for the form's JSON Schema.
    var schemaRules: [any RuleType] { [] }

    /// Creates a row with an optional tag.
    ///
    /// ```swift
    /// let row = LabelRow(tag: "info")
    /// ```
    public required init(tag: String? = nil) {
        self.tag = tag
    }

    /// The value as `Any?`; typed rows read and write their `value` through it.
    /// Assigning a value of the wrong type sets nil (as in Eureka); `setBaseValue(_:)` throws instead.
    open var baseValue: Any? {
        get { nil }
        set {}
    }

    /// The value type's name, used in error messages.
    open var valueTypeDescription: String { "Never" }

    /// Whether `value` has the row's value type (or is nil).
    open func accepts(value: Any?) -> Bool { value == nil }

    /// The cell as a `BaseCell`; typed rows return their typed cell (creating it if needed).
    open var baseCell: BaseCell! { nil }

    /// The cell if it has been created, without creating it.
    open var baseCellIfCreated: BaseCell? { nil }

    /// The row's position among the visible rows of visible sections, or nil when it is not shown.
    ///
    /// ```swift
    /// row.indexPath?.row
    /// ```
    public final var indexPath: IndexPath? {
        guard let section, let sectionIndex = section.index,
            let rowIndex = section.rowList.visibleIndex(of: self)
        else { return nil }
        return IndexPath(row: rowIndex, section: sectionIndex)
    }

    /// Whether the row is shown in a form — whether it has an `indexPath` — without building
    /// the index path (two searches and an allocation): binding and rendering ask it per row.
    ///
    /// ```swift
    /// for row in form.allRows where row.isShownInForm { render(row) }
    /// ```
    public final var isShownInForm: Bool {
        let shown: Bool
        if isListedVisible, let section, section.isListedVisible, section.form != nil { shown = true } else { shown = false }
        assert(shown == (indexPath != nil), "isShownInForm disagrees with indexPath")
        return shown
    }

    /// Refreshes the cell from the row (runs `cellUpdate`). The row calls it when it changes;
    /// renderers bring shown rows up to date with `updateCellIfNeeded()` before drawing.
    open func updateCell() {}

    /// Whether the row changed since its cell was last updated (or has no cell yet).
    public internal(set) var needsCellUpdate = true {
        didSet { if needsCellUpdate { noteDisplayChange() } }
    }

    /// Tells a change recorder, if one is listening, that the row's display changed.
    final func noteDisplayChange() {
        if let recorder = section?.form?.changeRecorder { recorder.note(self) }
    }

    /// Marks the cell as out of date, so it is updated before the row is next shown.
    ///
    /// ```swift
    /// row.setNeedsCellUpdate()
    /// ```
    public final func setNeedsCellUpdate() {
        needsCellUpdate = true
    }

    /// Updates the cell if the row changed since the last update (Eureka runs `cellUpdate` when
    /// a row changes or is shown again, never on every frame).
    ///
    /// ```swift
    /// row.updateCellIfNeeded()
    /// ```
    public final func updateCellIfNeeded() {
        if needsCellUpdate { updateCell() }
    }

    // MARK: Description (Descriptions/): what the row offers renderers, and the actions it takes.

    /// What the row offers the user. Every built-in row overrides it; a custom row overrides it
    /// (and `perform(_:)`) once to work in every renderer. The default reads the value type:
    /// text for `String`, whole or decimal numbers, a check for `Bool`, else `.custom`.
    ///
    /// ```swift
    /// override var control: RowControl {
    ///     .number(BoundedNumber(value: value.map(Double.init), minimum: 0, maximum: 5, step: 1, style: .stepper))
    /// }
    /// ```
    open var control: RowControl { defaultControl }

    /// `control` as a binder needs it: a choice's number of options and its selection, but not
    /// the options' titles, which rows then leave empty (working them out through
    /// `displayValueFor` is most of describing a choice); a text entry's text, editability and
    /// refused text, but not its field's configuration. Renderers use `control`.
    ///
    /// ```swift
    /// if case .singleChoice(let choice) = row.bindingControl { choice.options.count }
    /// ```
    /// The value as plain text when the text renderers show for it would read back as another
    /// value: a percent field showing "12%" for 0.123456. A renderer that gets values back only
    /// as the text it showed (a page) carries this beside it, so that showing a value does not
    /// round it (see `restoreExactValue(fromPlainText:)`). Nil for most rows: no formatter, or
    /// the shown text reads back exactly, or the row is being edited.
    ///
    /// ```swift
    /// ratio.value = 0.123456   // a percent formatter shows "12%"
    /// ratio.exactTextBehindShownText   // "0.123456"
    /// ```
    package var exactTextBehindShownText: String? { nil }

    /// Sets the value read plainly (no formatter) from `text`, as
    /// `exactTextBehindShownText` gave it; false when the text is no value of the row's type.
    ///
    /// ```swift
    /// row.restoreExactValue(fromPlainText: "0.123456")
    /// ```
    @discardableResult
    package func restoreExactValue(fromPlainText text: String) -> Bool { false }

    package final var bindingControl: RowControl {
        describesForBinding = true
        defer { describesForBinding = false }
        return control
    }
    /// Set while `bindingControl` asks for `control`.
    final var describesForBinding = false
    /// Set while `onPresent` runs on a controller made to describe the row: a callback that
    /// describes the row again (or reloads it, which a renderer answers by describing it) must
    /// not run itself again.
    final var isConfiguringUnpresentedController = false

    // Rows that know these answers override them (in this module): a protocol cast asks the
    // runtime's conformance cache, for every row of every page described.

    /// Text the row refused, if it takes text (`InputErrorReporting`).
    var describedInputError: FieldInputError? { (self as? any InputErrorReporting)?.inputError }

    /// Whether the row is loading its options (`OptionsLoading`).
    var describedIsLoading: Bool { (self as? OptionsLoading)?.isLoadingOptions ?? false }

    /// Performs a user action on the row, through the normal change pipeline. Rows override it
    /// for their control's actions and call `super` for the rest; the default handles `.press`
    /// (selection) and the actions of `defaultControl`.
    ///
    /// ```swift
    /// override func perform(_ action: RowAction) throws(RowActionError) {
    ///     guard case .step(let steps) = action else { return try super.perform(action) }
    ///     rate((value ?? 0) + steps)
    /// }
    /// ```
    open func perform(_ action: RowAction) throws(RowActionError) {
        try performDefault(action)
    }

    /// Asks the form's delegate to reload the row, then updates the cell.
    ///
    /// ```swift
    /// row.title = "Changed"; row.reload()
    /// ```
    open func reload() {
        updateCell()
        if let form, let indexPath { form.delegate?.rowsHaveBeenReloaded([self], at: [indexPath]) }
    }

    /// Selects the row programmatically: highlights it and runs the selection behaviour. A
    /// disabled row is not selected (as a user could not select it).
    ///
    /// ```swift
    /// form.rowBy(tag: "submit")?.select()
    /// ```
    open func select() {
        guard !isDisabled else { return }
        if let host = form?.selectionHost {
            host.select(row: self)
        } else {
            didSelect()
        }
    }

    /// Called when the row is selected (a tap, Enter). Here it does nothing; `Row` runs the
    /// cell's and its own selection behaviour when enabled, and `onCellSelection` either way.
    ///
    /// ```swift
    /// row.onCellSelection { _, row in guard !row.isDisabled else { return }; … }
    /// ```
    open func didSelect() {}

    /// Subclass hook: runs on selection of an enabled row, before the `onCellSelection`
    /// callback. (Eureka calls it for disabled rows too and leaves the guard to overrides;
    /// here a disabled row never reaches it, so an override ported from Eureka stays safe.)
    open func customDidSelect() {}

    /// Subclass hook: runs on each cell update, after the cell's own `update()`.
    open func customUpdateCell() {}

    /// Subclass hook: `isHidden` changed (inline rows collapse when hidden).
    open func hiddenStateDidChange() {}

    /// Subclass hook: `isDisabled` changed.
    open func disabledStateDidChange() {}

    /// Subclass hook: the row was added to a form (its tag and conditions are registered).
    open func wasAddedToForm(_ form: Form) {}

    /// Subclass hook: the row is about to leave its form.
    open func willBeRemovedFromForm(_ form: Form) {}

    /// Restores the row's reset value (typed rows) and clears `wasChanged`, `wasBlurred` and
    /// the validation errors.
    ///
    /// ```swift
    /// form.rowBy(tag: "name")?.resetRowValue()
    /// ```
    open func resetRowValue() {
        wasChanged = false
        wasBlurred = false
        cleanValidationErrors()  // Validation hook: a reset row is pristine, errors included.
    }

    /// Records the value to reset to, the first time the row joins a form.
    func captureResetValueIfNeeded() {}

    /// Subclass hook for value-change side effects (validation plugs in here).
    func valueDidChange(oldValue: Any?, newValue: Any?) {
        wasChanged = true
        needsCellUpdate = true
        syncInlinePeer(with: newValue)  // Rows/Inline: parent and inline row agree before anyone hears.
        validateAfterValueChange()  // Validation hook: before the delegate and onChange, so they see fresh errors.
        let form = self.form
        if let form {
            // Callbacks setting values back and forth without end stop here, said once.
            guard form.changeNesting < Form.maximumChangeNesting else {
                if !form.reportedRunawayChanges {
                    form.reportedRunawayChanges = true
                    form.report(.runawayChanges(depth: Form.maximumChangeNesting), element: elementDescription)
                }
                return
            }
            form.changeNesting += 1
        }
        defer { if let form { form.changeNesting -= 1 } }
        form?.delegate?.valueHasBeenChanged(for: self, oldValue: oldValue, newValue: newValue)
        callbackStorage?.onChange?()
        if let form, !form.dependencies.isEmpty, let tag, form.rowBy(tag: tag) === self {
            form.reevaluateDependents(ofTag: tag)
        }
        // Hook (options/sections): a multivalued section's values changed with this row's.
        if let section, section.handlesRowEvents { (section as? any RowEventHandlingSection)?.handleValueChange(of: self) }
    }

    private func highlightDidChange() {
        if !isHighlighted { wasBlurred = true }
        Self.runDefaultHighlightChanged(for: self)
        callbackStorage?.onCellHighlightChanged?()
        if !isHighlighted { validateAfterBlur() }  // Validation hook: blur triggers (`validatesOnBlur`…).
        updateCell()
    }

    /// Sets the value, throwing when it has the wrong type instead of silently assigning nil.
    ///
    /// ```swift
    /// try row.setBaseValue("text")
    /// ```
    public func setBaseValue(_ value: Any?) throws(FormValueError) {
        guard accepts(value: value) else {
            throw FormValueError.typeMismatch(tag: tag, expected: valueTypeDescription, actual: "\(type(of: value!))")
        }
        baseValue = value
    }
}
