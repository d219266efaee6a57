/// The outcome of validating a form (or a section): every error, which row each belongs to,
/// and the form-level errors of cross-field validators.
///
/// ```swift
/// let result = form.validationResult()
/// if !result.isValid {
///     result.firstInvalidRow?.select()
///     print(result.errorsByTag["email"]?.first?.msg ?? "")
/// }
/// ```
public struct FormValidationResult {
    /// Every error: the rows' errors in form order, then the form-level errors.
    public let errors: [ValidationError]
    /// The rows that have errors, in form order.
    public let invalidRows: [BaseRow]
    /// Errors that belong to no row of the form (validators' errors without a `rowTag`, or
    /// naming a tag the form does not have).
    public let formErrors: [ValidationError]
    private let errorsByRow: [ObjectIdentifier: [ValidationError]]

    init(rows: [BaseRow], rowErrors: [[ValidationError]], formErrors: [ValidationError]) {
        var errors: [ValidationError] = []
        var invalidRows: [BaseRow] = []
        var errorsByRow: [ObjectIdentifier: [ValidationError]] = [:]
        for (row, rowErrors) in zip(rows, rowErrors) where !rowErrors.isEmpty {
            errors += rowErrors
            invalidRows.append(row)
            errorsByRow[ObjectIdentifier(row)] = rowErrors
        }
        self.errors = errors + formErrors
        self.invalidRows = invalidRows
        self.formErrors = formErrors
        self.errorsByRow = errorsByRow
    }

    /// Whether there are no errors at all.
    public var isValid: Bool { errors.isEmpty }

    /// The first row with errors, in form order; a renderer focuses it.
    public var firstInvalidRow: BaseRow? { invalidRows.first }

    /// The errors grouped by the tag they carry (untagged rows and untagged form-level errors
    /// are left out), each group in order.
    public var errorsByTag: [String: [ValidationError]] {
        var grouped: [String: [ValidationError]] = [:]
        for error in errors {
            if let tag = error.rowTag { grouped[tag, default: []].append(error) }
        }
        return grouped
    }

    /// The errors of one row (none if it was valid or not validated).
    ///
    /// ```swift
    /// result.errors(for: emailRow).map(\.msg)
    /// ```
    public func errors(for row: BaseRow) -> [ValidationError] {
        errorsByRow[ObjectIdentifier(row)] ?? []
    }
}
