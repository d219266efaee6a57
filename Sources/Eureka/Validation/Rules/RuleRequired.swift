/// Requires a value: nil fails, and so does an empty string (or any empty collection, such as
/// the empty set of a multiple selector).
///
/// The only built-in rule that rejects nil and empty values; every other rule accepts them, so
/// combine it with others to make a field both mandatory and well-formed.
///
/// ```swift
/// TextRow("name") { $0.add(rule: RuleRequired()) }
/// TextRow("nick") { $0.add(rule: RuleRequired(msg: "Pick a nickname")) }
/// ```
public struct RuleRequired<T: Equatable>: RuleType, Sendable {
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String?
    private var customMessage: String?

    /// Creates the rule; without `msg`, the message is `ValidationMessages.current.required`.
    ///
    /// ```swift
    /// RuleRequired<String>(msg: "Required", id: "required")
    /// ```
    public init(msg: String? = nil, id: String? = nil) {
        self.customMessage = msg
        self.id = id
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get { ValidationError(msg: customMessage ?? ValidationMessages.current.required, code: .required, ruleID: id) }
        set { customMessage = newValue.msg }
    }

    /// Fails for nil and for empty collections (strings included).
    ///
    /// ```swift
    /// RuleRequired<String>().isValid(value: "")   // error
    /// ```
    public func isValid(value: T?) -> ValidationError? {
        guard let value, !isEmptyValue(value) else { return validationError }
        return nil
    }
}

extension RuleRequired {
    /// True: the row is marked required.
    public var refusesNoValue: Bool { true }
}
