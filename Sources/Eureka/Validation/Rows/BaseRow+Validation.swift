// A row's validation API and the triggers its value-change and blur hooks call.
extension BaseRow {
    var validationState: RowValidationState {
        if let validationStorage { return validationStorage }
        let created = RowValidationState()
        validationStorage = created
        return created
    }

    /// The errors of the row's last validation (its rules', then those form validators attached
    /// to it). Reading this does not validate.
    ///
    /// ```swift
    /// row.validationErrors.map(\.msg)
    /// ```
    public var validationErrors: [ValidationError] { validationStorage?.errors ?? [] }

    /// Whether the last validation found no errors.
    ///
    /// ```swift
    /// TextRow().cellUpdate { cell, row in cell.textLabel?.textColor = row.isValid ? nil : .systemRed }
    /// ```
    public var isValid: Bool { validationErrors.isEmpty }

    /// When the row validates itself; `.validatesOnBlur` by default. See `ValidationOptions`.
    ///
    /// ```swift
    /// row.validationOptions = .validatesOnChange
    /// ```
    public var validationOptions: ValidationOptions {
        get { validationStorage?.options ?? .validatesOnBlur }
        set { validationState.options = newValue }
    }

    /// Runs the row's rules, plus the form validators that watch its tag or flagged it last
    /// time, and returns the row's errors.
    ///
    /// Unless `quietly`, the errors are stored in `validationErrors` (and in the rows those
    /// validators flag) and `onRowValidationChanged` fires for every row whose errors changed.
    /// Quietly, nothing is stored and nothing fires: the errors are only computed.
    ///
    /// ```swift
    /// let errors = row.validate()
    /// let wouldFail = !row.validate(quietly: true).isEmpty
    /// ```
    @discardableResult
    public func validate(quietly: Bool = false) -> [ValidationError] {
        let ruleErrors = currentRuleErrors()
        let outcomes = form?.outcomesOfValidatorsAffecting(self) ?? []
        if quietly {
            return ruleErrors + projectedValidatorEntries(applying: outcomes).flatMap(\.errors)
        }
        var batch = ValidationBatch()
        batch.touch(self)
        storeRuleErrors(ruleErrors)
        form?.apply(outcomes, batch: &batch)
        batch.finish()
        return validationErrors
    }

    /// Clears the row's errors (its rules' and the validators'), firing `onRowValidationChanged`
    /// if there were any. Rows also clear them on `resetRowValue()`.
    ///
    /// ```swift
    /// row.cleanValidationErrors()
    /// ```
    public func cleanValidationErrors() {
        guard let state = validationStorage, !state.errors.isEmpty else { return }
        state.ruleErrors = []
        state.errorsPredateValue = false
        for index in state.validatorEntries.indices { state.validatorEntries[index].errors = [] }
        validationErrorsDidChange()
    }

    /// The errors the row's rules give for its current value, stamped with the row's tag.
    func currentRuleErrors() -> [ValidationError] {
        guard hasRules else { return [] }
        var errors = ruleErrorsForCurrentValue()
        guard !errors.isEmpty else { return errors }
        let tag = self.tag
        for index in errors.indices { errors[index].rowTag = tag }
        return errors
    }

    func storeRuleErrors(_ errors: [ValidationError]) {
        if validationStorage == nil, errors.isEmpty { return }
        validationState.ruleErrors = errors
        validationState.errorsPredateValue = false
    }

    /// The row's validator entries as they would be once `outcomes` are applied.
    func projectedValidatorEntries(applying outcomes: [ValidatorOutcome]) -> [ValidatorEntry] {
        var entries = validationStorage?.validatorEntries ?? []
        for outcome in outcomes { entries.set(outcome.errors(for: self), from: outcome.validatorID) }
        return entries
    }

    /// Runs the type's default `onRowValidationChanged`, the row's own, then refreshes the cell.
    func validationErrorsDidChange() {
        Self.runDefaultValidationChanged(for: self)
        callbackStorage?.onRowValidationChanged?()
        updateCell()
    }

    /// Called by the value-change pipeline before the delegate and `onChange` hear of the change.
    func validateAfterValueChange() {
        guard let state = validationStorage else { return }
        let options = state.options
        let onChange = options.contains(.validatesOnChange)
        let afterBlur = wasBlurred && options.contains(.validatesOnChangeAfterBlurred)
        // An invalid row re-checks on every change, so a fixed value clears its error at once.
        let stillInvalid = !state.errors.isEmpty && options != .validatesOnDemand
        if onChange || afterBlur || stillInvalid {
            validate()
        } else if !state.errors.isEmpty {
            // Only on demand: the errors judged a value the row no longer holds. Shown, they
            // told a fixed value it was wrong (line mode asked again), so renderers stop
            // showing them until the next validation; `validationErrors` keeps them, as Eureka does.
            state.errorsPredateValue = true
        }
    }

    /// Called when the row loses highlight (blur), after the highlight callbacks.
    func validateAfterBlur() {
        let options = validationOptions
        guard options.contains(.validatesOnBlur) || (wasChanged && options.contains(.validatesOnChangeAfterBlurred)) else { return }
        // A row with neither rules nor a validation state has nothing of its own to check.
        let mayHaveErrors = hasRules || validationStorage != nil
        guard let form else {
            if mayHaveErrors { validate() }
            return
        }
        guard mayHaveErrors || form.hasValidators, !form.leavesBlurValidationToSubmission else { return }
        validate()
    }
}
