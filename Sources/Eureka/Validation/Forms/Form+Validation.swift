// Validating a whole form, and the cross-field validators it runs.
extension Form {
    /// Validates the rows and runs the form's validators; returns every error, each carrying
    /// the tag of its row (Eureka's signature). See `validationResult(…)` for errors grouped
    /// by row.
    ///
    /// Hidden rows (and rows of hidden sections) are skipped unless `includeHidden`; disabled
    /// rows are validated unless `includeDisabled` is false. Unless `quietly`, each row stores
    /// its errors and `onRowValidationChanged` fires for the rows whose errors changed.
    ///
    /// ```swift
    /// let errors = form.validate()
    /// guard errors.isEmpty else { return show(errors) }
    /// ```
    @discardableResult
    public func validate(includeHidden: Bool = false, includeDisabled: Bool = true, quietly: Bool = false) -> [ValidationError] {
        validationResult(includeHidden: includeHidden, includeDisabled: includeDisabled, quietly: quietly).errors
    }

    /// Validates like `validate(…)` and returns the errors with the rows they belong to.
    ///
    /// ```swift
    /// let result = form.validationResult()
    /// for row in result.invalidRows { print(row.elementDescription, result.errors(for: row)) }
    /// ```
    public func validationResult(includeHidden: Bool = false, includeDisabled: Bool = true, quietly: Bool = false) -> FormValidationResult {
        let scope = ValidationScope(includeHidden: includeHidden, includeDisabled: includeDisabled)
        return runValidation(rows: allRows, validators: validators, scope: scope, quietly: quietly)
    }

    /// The form's cross-field validators, in the order added.
    public var validators: [FormValidator] { validationStorage?.validators ?? [] }

    /// Adds a cross-field validator; it runs on the next `validate()`. Adding the same
    /// validator twice has no effect.
    ///
    /// ```swift
    /// form.add(validator: FormValidator(watching: ["start", "end"]) { form in
    ///     let start: RowOf<Date>? = form.rowBy(tag: "start")
    ///     let end: RowOf<Date>? = form.rowBy(tag: "end")
    ///     guard let s = start?.value, let e = end?.value, e < s else { return [] }
    ///     return [ValidationError(msg: "Ends before it starts", rowTag: "end")]
    /// })
    /// ```
    @discardableResult
    public func add(validator: FormValidator) -> FormValidator {
        if !validationState.validators.contains(where: { $0 === validator }) {
            validationState.validators.append(validator)
        }
        return validator
    }

    /// Removes a validator and the errors it attached to rows.
    ///
    /// ```swift
    /// form.remove(validator: matchValidator)
    /// ```
    public func remove(validator: FormValidator) {
        guard let index = validationStorage?.validators.firstIndex(where: { $0 === validator }) else { return }
        validationState.validators.remove(at: index)
        detach(validator)
    }

    /// Removes the validators whose `id` is `identifier`, and the errors they attached to rows.
    ///
    /// ```swift
    /// form.remove(validatorWithIdentifier: "passwordsMatch")
    /// ```
    public func remove(validatorWithIdentifier identifier: String) {
        for validator in validators where validator.id == identifier { remove(validator: validator) }
    }

    /// Form-level errors of the last (non-quiet) validation: validators' errors that belong to
    /// no row of the form. A renderer shows them above or below the form.
    ///
    /// ```swift
    /// banner.text = form.formValidationErrors.first?.msg
    /// ```
    public var formValidationErrors: [ValidationError] { validators.flatMap(\.lastFormErrors) }

    /// One validation pass over `rows` (filtered by `scope`) and the validators among
    /// `validators` that run in that scope.
    func runValidation(rows candidates: [BaseRow], validators: [FormValidator], scope: ValidationScope, quietly: Bool) -> FormValidationResult {
        let rows = candidates.filter(scope.includes)
        let ruleErrors = rows.map { $0.currentRuleErrors() }
        let outcomes = validators.filter { $0.runs(in: self, scope: scope) }.map { evaluate($0, scope: scope) }
        let formErrors = outcomes.flatMap(\.formErrors)
        if quietly {
            let projected = zip(rows, ruleErrors).map { row, errors in
                errors + row.projectedValidatorEntries(applying: outcomes).flatMap(\.errors)
            }
            return FormValidationResult(rows: rows, rowErrors: projected, formErrors: formErrors)
        }
        var batch = ValidationBatch()
        for (row, errors) in zip(rows, ruleErrors) {
            batch.touch(row)
            row.storeRuleErrors(errors)
        }
        apply(outcomes, batch: &batch)
        // Read the stored errors before callbacks run: the result describes this pass.
        let stored = rows.map(\.validationErrors)
        batch.finish()
        return FormValidationResult(rows: rows, rowErrors: stored, formErrors: formErrors)
    }
}
