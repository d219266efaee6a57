/// A row's validation state, allocated the first time the row gets options or errors, so rows
/// that never validate pay one pointer for it.
final class RowValidationState {
    var options: ValidationOptions = .validatesOnBlur
    /// The errors of the row's own rules, from its last validation.
    var ruleErrors: [ValidationError] = []
    /// Errors form validators attached to this row, one entry per validator, in the order the
    /// validators first flagged the row.
    var validatorEntries: [ValidatorEntry] = []
    /// Whether the value changed since the errors were found, and nothing checked it again (a
    /// row validated only on demand): the errors stay, as Eureka keeps them, but are not shown.
    var errorsPredateValue = false

    /// What the row shows: its rules' errors, then the validators'.
    var errors: [ValidationError] {
        validatorEntries.isEmpty ? ruleErrors : ruleErrors + validatorEntries.flatMap(\.errors)
    }
}

/// The errors one form validator attached to a row.
struct ValidatorEntry {
    let validator: ObjectIdentifier
    var errors: [ValidationError]
}

extension [ValidatorEntry] {
    /// Records what `validator` now says about the row. An entry, once made, keeps its place
    /// even when emptied, so re-running validators never reorders a row's errors (which would
    /// count as a change and fire callbacks for nothing).
    mutating func set(_ errors: [ValidationError], from validator: ObjectIdentifier) {
        if let index = firstIndex(where: { $0.validator == validator }) {
            self[index].errors = errors
        } else if !errors.isEmpty {
            append(ValidatorEntry(validator: validator, errors: errors))
        }
    }
}
