/// Requires the value to equal another row's value ("confirm password", "repeat email").
///
/// The other row is found by tag when the rule runs: in the form given, or (with `init(tag:)`)
/// in the form of the row being validated. A tag that is not in the form, or names a row of
/// another value type, is reported as a validation error naming the tag (code `.missingRow`),
/// never a crash. Nil and empty values are valid (combine with `RuleRequired`).
///
/// ```swift
/// PasswordRow("confirm") { $0.add(rule: RuleEqualsToRow(tag: "password")) }
/// PasswordRow("confirm") { $0.add(rule: RuleEqualsToRow(form: form, tag: "password")) }
/// ```
public struct RuleEqualsToRow<T: Equatable>: RuleType {
    /// The tag of the row to compare with.
    public let tag: String
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String?
    // Weak: the form owns the row that owns this rule.
    private weak var form: Form?
    private let usesFormOfValidatedRow: Bool
    private weak var otherRow: RowOf<T>?
    private var customMessage: String?

    /// Compares with the row tagged `tag` in `form`.
    ///
    /// ```swift
    /// RuleEqualsToRow<String>(form: form, tag: "password", msg: "Passwords don't match")
    /// ```
    public init(form: Form, tag: String, msg: String? = nil, id: String? = nil) {
        self.form = form
        self.tag = tag
        self.usesFormOfValidatedRow = false
        self.customMessage = msg
        self.id = id
    }

    /// Compares with the row tagged `tag` in the form of the row being validated, so the rule
    /// can be written before the form exists.
    ///
    /// ```swift
    /// RuleEqualsToRow<String>(tag: "email")
    /// ```
    public init(tag: String, msg: String? = nil, id: String? = nil) {
        self.tag = tag
        self.usesFormOfValidatedRow = true
        self.customMessage = msg
        self.id = id
    }

    /// Compares with `row` itself.
    ///
    /// ```swift
    /// RuleEqualsToRow(row: passwordRow)
    /// ```
    public init(row: RowOf<T>, msg: String? = nil, id: String? = nil) {
        self.otherRow = row
        self.tag = row.tag ?? row.elementDescription
        self.usesFormOfValidatedRow = false
        self.customMessage = msg
        self.id = id
    }

    /// The error reported when the values differ; setting it replaces the message.
    public var validationError: ValidationError {
        get { ValidationError(msg: customMessage ?? ValidationMessages.current.equalsToRow, code: .equalsToRow, ruleID: id) }
        set { customMessage = newValue.msg }
    }

    /// Checks without knowing the validated row, so a rule made with `init(tag:)` cannot find
    /// its form and reports the row as missing.
    ///
    /// ```swift
    /// RuleEqualsToRow(form: form, tag: "password").isValid(value: "secret")
    /// ```
    public func isValid(value: T?) -> ValidationError? {
        isValid(value: value, in: nil)
    }

    /// Fails when the other row's value differs, or when there is no such row.
    ///
    /// ```swift
    /// rule.isValid(value: "secret", in: confirmRow)
    /// ```
    public func isValid(value: T?, in row: BaseRow?) -> ValidationError? {
        guard let value, !isEmptyValue(value) else { return nil }
        guard let other = resolveOtherRow(from: row) else {
            return ValidationError(msg: ValidationMessages.current.missingRow(tag), code: .missingRow, ruleID: id)
        }
        return other.value == value ? nil : validationError
    }

    private func resolveOtherRow(from row: BaseRow?) -> RowOf<T>? {
        if let otherRow { return otherRow }
        let searched = usesFormOfValidatedRow ? row?.form : form
        return searched?.rowBy(tag: tag)
    }
}
