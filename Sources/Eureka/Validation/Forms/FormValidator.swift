/// A cross-field check run over the whole form: "passwords match", "at least one of these",
/// "end date after start date". It returns errors; an error whose `rowTag` names a row of the
/// form is attached to that row (it appears in the row's `validationErrors` and fires its
/// `onRowValidationChanged`), any other error is a form-level error.
///
/// Validators run on `form.validate()`. They also re-run when a row they `watch` validates
/// (on change or blur, per its `validationOptions`), or when a row they flagged last time
/// re-validates, so an error clears as soon as the user fixes either field. A validator scoped
/// to a `section` is skipped while that section is hidden (unless hidden rows are included).
///
/// The closure receives the form; do not capture the form strongly in it (the form keeps the
/// validator).
///
/// ```swift
/// form.add(validator: FormValidator(id: "passwordsMatch", watching: ["password", "confirm"]) { form in
///     let password: RowOf<String>? = form.rowBy(tag: "password")
///     let confirm: RowOf<String>? = form.rowBy(tag: "confirm")
///     guard password?.value != confirm?.value else { return [] }
///     return [ValidationError(msg: "Passwords don't match", rowTag: "confirm")]
/// })
/// ```
public final class FormValidator {
    /// An identifier for `form.remove(validatorWithIdentifier:)`.
    public let id: String?
    /// Tags of rows whose validation re-runs this validator.
    public let watchedTags: Set<String>
    /// The section this validator belongs to, if it was given one.
    public internal(set) weak var section: Section? {
        didSet { isSectionScoped = section != nil }
    }
    private var isSectionScoped: Bool
    let check: (Form) -> [ValidationError]

    /// Rows this validator attached errors to on its last (non-quiet) run.
    var attachedRows: [WeakRow] = []
    /// Errors of its last run that belong to no row of the form.
    var lastFormErrors: [ValidationError] = []

    /// Creates a validator.
    ///
    /// ```swift
    /// FormValidator(id: "contact", section: contactSection, watching: ["phone", "email"]) { form in
    ///     let phone: RowOf<String>? = form.rowBy(tag: "phone")
    ///     let email: RowOf<String>? = form.rowBy(tag: "email")
    ///     let given = [phone?.value, email?.value].contains { !($0 ?? "").isEmpty }
    ///     return given ? [] : [ValidationError(msg: "Give a phone number or an email", rowTag: "phone")]
    /// }
    /// ```
    public init(
        id: String? = nil, section: Section? = nil, watching watchedTags: [String] = [],
        _ check: @escaping (Form) -> [ValidationError]
    ) {
        self.id = id
        self.section = section
        self.isSectionScoped = section != nil
        self.watchedTags = Set(watchedTags)
        self.check = check
    }

    /// Whether the validator runs in `form` for `scope`: always, unless it is scoped to a
    /// section that is gone, in another form, or hidden while hidden rows are excluded.
    func runs(in form: Form, scope: ValidationScope) -> Bool {
        guard isSectionScoped else { return true }
        guard let section, section.form === form else { return false }
        return scope.includeHidden || !section.isHidden
    }

    /// Whether validating `row` should re-run this validator.
    func isAffected(by row: BaseRow) -> Bool {
        if let tag = row.tag, watchedTags.contains(tag) { return true }
        return attachedRows.contains { $0.row === row }
    }
}

/// A row held weakly, so validators do not keep removed rows alive.
struct WeakRow {
    weak var row: BaseRow?
}
