/// What one run of a form validator found: errors per row of the scope, and form-level errors.
/// Computing an outcome changes nothing; `Form.apply(_:batch:)` stores it.
struct ValidatorOutcome {
    let validator: FormValidator
    var attachedRows: [BaseRow] = []
    var errorsByRow: [ObjectIdentifier: [ValidationError]] = [:]
    var formErrors: [ValidationError] = []

    var validatorID: ObjectIdentifier { ObjectIdentifier(validator) }

    func errors(for row: BaseRow) -> [ValidationError] {
        errorsByRow[ObjectIdentifier(row)] ?? []
    }
}

/// The form's validation state: its validators, in the order added.
final class FormValidationState {
    var validators: [FormValidator] = []
}

extension Form {
    var hasValidators: Bool { !(validationStorage?.validators.isEmpty ?? true) }

    var validationState: FormValidationState {
        if let validationStorage { return validationStorage }
        let created = FormValidationState()
        validationStorage = created
        return created
    }

    /// Runs `validator` and sorts its errors: to a row of `scope` when they name one, to the
    /// form when they name no row of the form; errors naming a row outside the scope (hidden,
    /// or disabled when excluded) are dropped, as that row's own errors would be.
    func evaluate(_ validator: FormValidator, scope: ValidationScope) -> ValidatorOutcome {
        var outcome = ValidatorOutcome(validator: validator)
        for error in validator.check(self) {
            guard let tag = error.rowTag, let row = rowsByTag[tag] else {
                outcome.formErrors.append(error)
                continue
            }
            guard scope.includes(row) else { continue }
            let key = ObjectIdentifier(row)
            if outcome.errorsByRow[key] == nil { outcome.attachedRows.append(row) }
            outcome.errorsByRow[key, default: []].append(error)
        }
        return outcome
    }

    /// The outcomes of the validators a row's own validation re-runs.
    func outcomesOfValidatorsAffecting(_ row: BaseRow) -> [ValidatorOutcome] {
        guard let validators = validationStorage?.validators, !validators.isEmpty else { return [] }
        return
            validators
            .filter { $0.runs(in: self, scope: .standard) && $0.isAffected(by: row) }
            .map { evaluate($0, scope: .standard) }
    }

    /// Stores outcomes: each validator's errors replace what it attached last time, on the rows
    /// it flagged then and the rows it flags now.
    func apply(_ outcomes: [ValidatorOutcome], batch: inout ValidationBatch) {
        for outcome in outcomes {
            let validator = outcome.validator
            let previous = validator.attachedRows.compactMap(\.row)
            for row in previous + outcome.attachedRows {
                batch.touch(row)
                row.validationState.validatorEntries.set(outcome.errors(for: row), from: outcome.validatorID)
            }
            validator.attachedRows = outcome.attachedRows.map { WeakRow(row: $0) }
            validator.lastFormErrors = outcome.formErrors
        }
    }

    /// Removes what `validator` attached to rows, notifying the rows that change.
    func detach(_ validator: FormValidator) {
        var batch = ValidationBatch()
        for row in validator.attachedRows.compactMap(\.row) {
            batch.touch(row)
            row.validationStorage?.validatorEntries.removeAll { $0.validator == ObjectIdentifier(validator) }
        }
        validator.attachedRows = []
        validator.lastFormErrors = []
        batch.finish()
    }
}
