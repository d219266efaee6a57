/// A validation rule for values of type `RowValueType`: returns nil when a value is valid, or
/// the error to report.
///
/// Write your own rules by conforming a struct; add them to rows with `row.add(rule:)`.
///
/// ```swift
/// struct RuleEven: RuleType {
///     var id: String?
///     var validationError = ValidationError(msg: "Must be even", code: "even")
///     func isValid(value: Int?) -> ValidationError? {
///         guard let value else { return nil }
///         return value.isMultiple(of: 2) ? nil : validationError
///     }
/// }
/// IntRow("count").add(rule: RuleEven())
/// ```
public protocol RuleType<RowValueType> {
    /// The value type the rule checks; it must match the row's value type.
    associatedtype RowValueType

    /// An identifier, so the rule can be removed with `remove(ruleWithIdentifier:)`.
    var id: String? { get set }

    /// The error the rule reports; setting it replaces the rule's message.
    var validationError: ValidationError { get set }

    /// Nil when `value` is valid, otherwise the error to report.
    func isValid(value: RowValueType?) -> ValidationError?

    /// Like `isValid(value:)`, for rules that need the row being validated (for instance to
    /// reach its form). Implement it only if you need the row; by default it calls `isValid(value:)`.
    func isValid(value: RowValueType?, in row: BaseRow?) -> ValidationError?

    /// Whether the rule refuses a row left without a value, so that renderers mark the row
    /// required before anyone submits (the web's `required`, its visible marker). False by
    /// default; `RuleRequired`, and pattern and URL rules that do not allow empty, say true.
    ///
    /// ```swift
    /// RuleRequired<String>().refusesNoValue   // true
    /// ```
    var refusesNoValue: Bool { get }

    /// Why the rule cannot work as written (a pattern that does not compile), reported as the
    /// form's definition error when its row joins a form; nil by default.
    ///
    /// ```swift
    /// RuleRegExp(regExpr: "([a-z").definitionProblem   // "…expected ')'…"
    /// ```
    var definitionProblem: String? { get }
}

extension RuleType {
    /// Calls `isValid(value:)`: most rules only look at the value.
    ///
    /// ```swift
    /// RuleRequired<String>().isValid(value: "", in: nil)   // the "required" error
    /// ```
    public func isValid(value: RowValueType?, in row: BaseRow?) -> ValidationError? {
        isValid(value: value)
    }

    /// False: most rules accept a row left empty.
    public var refusesNoValue: Bool { false }

    /// Nil: most rules work whatever they were given.
    public var definitionProblem: String? { nil }
}

/// Whether a value counts as empty for rules that accept empty values: an empty string or any
/// other empty collection.
func isEmptyValue(_ value: Any) -> Bool {
    // Strings first: a cast to a concrete type is cheap, while asking whether an unknown type
    // is a Collection searches the runtime's conformance records (every required text row of
    // every submission asks).
    if let text = value as? String { return text.isEmpty }
    if value is Int || value is Double || value is Bool { return false }
    return (value as? any Collection)?.isEmpty ?? false
}
