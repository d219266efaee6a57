/// A row holding a value of type `T`.
///
/// Setting `value` runs the change pipeline when the value actually changes: the form delegate
/// hears of it, `onChange` runs (whether or not a delegate is set), then the conditions that read
/// this row's tag are re-evaluated.
///
/// ```swift
/// let row: RowOf<String>? = form.rowBy(tag: "name")
/// row?.value = "Ada"
/// ```
open class RowOf<T: Equatable>: BaseRow {
    // The hot members below carry `@_specialize` for `String` and `Int`, the commonest value
    // types: called through the class's vtable they run unspecialised, and each use of `T?`
    // then looks `Optional<T>`'s metadata up in the runtime's cache (about a tenth of a
    // 1,000-row web request). The specialisations are entered by a type check on `T`. A
    // member that needs a `T?` of its own hands its work to an `@inline(never)` function:
    // the compiler sizes such locals, looking the metadata up, before the type check.
    private var storedValue: T?

    /// The row's rules, typed: running them needs no cast from a type-erased set
    /// (see `Validation/Rows/RowOf+Rules.swift`).
    var ruleSet = RuleSet<T>()

    override var schemaRules: [any RuleType] { ruleSet.rules.map { $0 as any RuleType } }

    @_specialize(where T == String)
    @_specialize(where T == Int)
    override func ruleErrorsForCurrentValue() -> [ValidationError] {
        hasRules ? validateCurrentValue() : []
    }

    @inline(never)
    private func validateCurrentValue() -> [ValidationError] {
        ruleSet.validate(value, in: self)
    }

    /// `lhs == rhs` for optionals, written out: the generic `Optional ==` builds tuple metadata
    /// at run time on every call, and every value change of every row compares.
    @_specialize(where T == String)
    @_specialize(where T == Int)
    static func isSame(_ lhs: T?, _ rhs: T?) -> Bool {
        guard let lhs else { return rhs == nil }
        guard let rhs else { return false }
        return lhs == rhs
    }

    /// The row's value.
    open var value: T? {
        @_specialize(where T == String)
        @_specialize(where T == Int)
        get { storedValue }
        @_specialize(where T == String)
        @_specialize(where T == Int)
        set { store(newValue) }
    }

    @inline(never)
    private func store(_ newValue: T?) {
        guard !Self.isSame(newValue, storedValue) else { return }
        let oldValue = storedValue
        if !wasChanged { valueBeforeChanges = oldValue }
        storedValue = newValue
        valueDidChange(oldValue: oldValue, newValue: newValue)
    }

    /// The value before the first change since the row was made or reset (see
    /// `holdsUnsavedChange`).
    private var valueBeforeChanges: T?

    /// Changed, and not back to what it was: a value typed, then undone, loses nothing.
    override var holdsUnsavedChange: Bool {
        wasChanged && !Self.isSame(valueBeforeChanges, storedValue)
    }

    /// How the value is shown as text; defaults to `String(describing:)`.
    ///
    /// ```swift
    /// row.displayValueFor = { $0.map { "\($0) kg" } }
    /// ```
    public var displayValueFor: ((T?) -> String?)? {
        get {
            if let customDisplayValueFor { return customDisplayValueFor }
            // Weak: the closure may be copied to rows (inline pickers) that outlive this one.
            return usesDefaultDisplay ? { [weak self] value in self?.defaultDisplayText(for: value) } : nil
        }
        set {
            customDisplayValueFor = newValue
            usesDefaultDisplay = false
        }
    }
    // The default is the row's own method rather than a stored closure capturing the row: a
    // weak reference gives the row a side table, and every retain and release of it then takes
    // the runtime's slow path (measured on the 1,000-row web forms).
    private var customDisplayValueFor: ((T?) -> String?)?
    private var usesDefaultDisplay = true

    /// How the row shows a value when `displayValueFor` was not set: `String(describing:)` here;
    /// field and date rows format it.
    @_specialize(where T == String)
    @_specialize(where T == Int)
    func defaultDisplayText(for value: T?) -> String? {
        value.map { String(describing: $0) }
    }

    /// `displayValueFor(value)` without making a closure of the default.
    @_specialize(where T == String)
    @_specialize(where T == Int)
    func displayText(for value: T?) -> String? {
        if let customDisplayValueFor { return customDisplayValueFor(value) }
        return usesDefaultDisplay ? defaultDisplayText(for: value) : nil
    }

    /// The value as a choice shows it when it is none of the options (`SingleChoice.heldValueTitle`):
    /// nil when an option is selected or there is no value.
    func titleOfValueOutsideOptions(selectedIndex: Int?) -> String? {
        guard selectedIndex == nil, let value else { return nil }
        return displayText(for: value) ?? String(describing: value)
    }

    /// Each option as shown: `displayValueFor`, else its description. One specialised loop, not
    /// a closure per option: the generic closure looked `Optional<T>`'s metadata up per option.
    @_specialize(where T == String)
    @_specialize(where T == Int)
    func displayTexts(for options: [T]) -> [String] {
        var titles: [String] = []
        titles.reserveCapacity(options.count)
        for index in options.indices {
            let option = options[index]
            titles.append(displayText(for: option) ?? String(describing: option))
        }
        return titles
    }

    /// Text shown when the row has no value.
    public var noValueDisplayText: String?

    /// The value as shown: `displayValueFor(value)`, or `noValueDisplayText` when that gives nothing.
    public var displayText: String? {
        @_specialize(where T == String)
        @_specialize(where T == Int)
        get { currentDisplayText() }
    }

    @inline(never)
    private func currentDisplayText() -> String? {
        let current = value
        if let text = displayText(for: current) { return text }
        // A pattern, not `current == nil`: that picks Optional's generic `==`, which builds
        // tuple metadata at run time for every row drawn.
        guard case .none = current else { return nil }
        return noValueDisplayText
    }

    public required init(tag: String? = nil) {
        super.init(tag: tag)
    }

    /// The value as `Any?`. Assigning a value of another type sets nil, as Eureka does;
    /// use `setBaseValue(_:)` to get an error instead.
    open override var baseValue: Any? {
        @_specialize(where T == String)
        @_specialize(where T == Int)
        get { value }
        set { value = newValue.flatMap { $0 as? T } }
    }

    open override var valueTypeDescription: String { String(describing: T.self) }

    open override func accepts(value: Any?) -> Bool {
        guard let value else { return true }
        return isNilOptional(value) || value is T
    }

    /// The value `resetRowValue()` restores. Unless set explicitly, it is the value the row had
    /// when it joined its form (after its initializer ran).
    ///
    /// ```swift
    /// row.resetValue = 18
    /// row.resetRowValue()   // value is 18 again, through the normal change pipeline
    /// ```
    public var resetValue: T? {
        get { storedResetValue }
        set {
            storedResetValue = newValue
            hasResetValue = true
        }
    }
    private var storedResetValue: T?
    // A flag rather than `T??`: comparing a generic double optional with nil goes through the
    // runtime's generic metadata, which showed up when building 10,000-row forms.
    private var hasResetValue = false

    @_specialize(where T == String)
    @_specialize(where T == Int)
    override func captureResetValueIfNeeded() {
        // The value a row has when it first joins a form is its baseline: not a change.
        guard !hasResetValue else { return }
        captureResetValue()
    }

    @inline(never)
    private func captureResetValue() {
        storedResetValue = storedValue
        hasResetValue = true
        wasChanged = false
    }

    /// Restores `resetValue` through the change pipeline, then clears the change/blur state.
    open override func resetRowValue() {
        value = resetValue
        super.resetRowValue()
    }

    /// Sets the value without running the change pipeline or marking the row changed.
    /// For restoring state (e.g. `resetRowValue`), not for user edits.
    public func setValueSilently(_ newValue: T?) {
        storedValue = newValue
    }
}

/// Whether an `Any` holds `Optional.none`; such a value counts as nil, not as a wrong type.
private func isNilOptional(_ value: Any) -> Bool {
    if let optional = value as? any OptionalProtocol { return optional.isNone }
    return false
}

private protocol OptionalProtocol { var isNone: Bool { get } }
extension Optional: OptionalProtocol {
    var isNone: Bool { self == nil }
}
