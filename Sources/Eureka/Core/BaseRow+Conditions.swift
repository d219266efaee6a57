/// Which of a row's conditions is meant.
enum ConditionKind {
    case hidden
    case disabled
}

extension BaseRow {
    /// Re-evaluates `hidden` now. Setting `hidden` already does this; the form calls it when a
    /// tag the condition reads changes. A malformed predicate leaves the row as it was.
    ///
    /// ```swift
    /// row.evaluateHidden()
    /// ```
    public final func evaluateHidden() {
        guard let hidden else { return setHidden(false) }
        guard let result = hidden.evaluate(in: form ?? Form()) else { return }
        setHidden(result)
    }

    /// Re-evaluates `disabled` now. Setting `disabled` already does this. A malformed predicate
    /// leaves the row as it was.
    ///
    /// ```swift
    /// row.evaluateDisabled()
    /// ```
    public final func evaluateDisabled() {
        guard let disabled else { return setDisabled(false) }
        guard let result = disabled.evaluate(in: form ?? Form()) else { return }
        setDisabled(result)
    }

    /// Runs `body` with the row enabled, then evaluates `disabled` again: for a renderer that
    /// replays what a person did, which the row took while it was enabled (a value typed before
    /// a switch above it locked it, posted with the switch in one page). No state change is
    /// announced while the row is set aside, and none is if it ends as it began.
    ///
    /// ```swift
    /// try row.withDisabledSetAside { try row.perform(.setText("Grace")) }
    /// ```
    package final func withDisabledSetAside<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard isDisabled else { return try body() }
        isDisabled = false
        defer {
            isDisabled = true
            evaluateDisabled()
        }
        return try body()
    }

    func setHidden(_ newValue: Bool) {
        isHiddenByCondition = newValue
        applyVisibility()
    }

    /// Leaves the row out of (or back into) what is shown, whatever its `hidden` condition says.
    func setFilteredOut(_ newValue: Bool) {
        isFilteredOut = newValue
        applyVisibility()
    }

    private func applyVisibility() {
        let newValue = isHiddenByCondition || isFilteredOut
        guard newValue != isHidden else { return }
        isHidden = newValue
        needsCellUpdate = true
        section?.rowVisibilityDidChange(self)
        collapseInlineRowIfNeeded()
        hiddenStateDidChange()
    }

    func setDisabled(_ newValue: Bool) {
        guard newValue != isDisabled else { return }
        isDisabled = newValue
        if newValue { isHighlighted = false }
        collapseInlineRowIfNeeded()
        disabledStateDidChange()
        updateCell()
        // A disabled row looks different and may lose focus: renderers and controllers hear it as a reload.
        if let form, let delegate = form.delegate, let indexPath { delegate.rowsHaveBeenReloaded([self], at: [indexPath]) }
    }

    /// The dependency-index entry for one of this row's conditions.
    func dependent(_ kind: ConditionKind) -> DependencyIndex.Dependent {
        kind == .hidden ? .rowHidden(self) : .rowDisabled(self)
    }

    func conditionDidChange(_ kind: ConditionKind, from oldCondition: Condition?, to newCondition: Condition?) {
        if let form {
            form.dependencies.unregister(dependent(kind), tags: oldCondition?.tags ?? [])
            form.dependencies.register(dependent(kind), tags: newCondition?.tags ?? [])
            if let error = newCondition?.syntaxError {
                form.report(.malformedCondition(error), element: elementDescription)
            }
        }
        switch kind {
        case .hidden: evaluateHidden()
        case .disabled: evaluateDisabled()
        }
    }

    /// A short description naming the row for error messages: `TextRow "email"`.
    public var elementDescription: String {
        let typeName = String(describing: type(of: self))
        if let tag { return "\(typeName) \"\(tag)\"" }
        if let title { return "\(typeName) titled \"\(title)\"" }
        return typeName
    }
}
