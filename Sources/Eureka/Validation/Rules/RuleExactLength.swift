/// Requires exactly `exactLength` characters (a PIN, a postcode).
///
/// Length is counted in characters as people see them (`String.count`), so "é" and "👍🏽" count
/// one each. Nil and empty strings are valid (combine with `RuleRequired` to demand a value).
///
/// ```swift
/// TextRow("pin") { $0.add(rule: RuleExactLength(exactLength: 4)) }
/// ```
public struct RuleExactLength: RuleType, Sendable {
    /// The length the rule checks against, in characters.
    public let exactLength: Int
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String?
    private var customMessage: String?

    /// Creates the rule; a negative length counts as zero. Without `msg`, the message is
    /// `ValidationMessages.current.exactLength`.
    ///
    /// ```swift
    /// RuleExactLength(exactLength: 4, msg: "…", id: "exactLength")
    /// ```
    public init<Length: BinaryInteger>(exactLength: Length, msg: String? = nil, id: String? = nil) {
        self.exactLength = Swift.max(0, Int(clamping: exactLength))
        self.customMessage = msg
        self.id = id
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get { ValidationError(msg: customMessage ?? ValidationMessages.current.exactLength(exactLength), code: .exactLength, ruleID: id) }
        set { customMessage = newValue.msg }
    }

    /// Fails when the value does not have exactly `exactLength` characters.
    ///
    /// ```swift
    /// RuleExactLength(exactLength: 4).isValid(value: "123")   // error: 3 ≠ 4
    /// ```
    public func isValid(value: String?) -> ValidationError? {
        guard let value, !value.isEmpty else { return nil }
        return value.count == exactLength ? nil : validationError
    }
}
