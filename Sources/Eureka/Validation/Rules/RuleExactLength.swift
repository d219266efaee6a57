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
    public var exactLength: Int { core.length }
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String? {
        get { core.id }
        set { core.id = newValue }
    }

    private var core: LengthRuleCore

    /// Creates the rule; a negative length counts as zero. Without `msg`, the message is
    /// `ValidationMessages.current.exactLength`.
    ///
    /// ```swift
    /// RuleExactLength(exactLength: 4, msg: "…", id: "exactLength")
    /// ```
    public init<Length: BinaryInteger>(exactLength: Length, msg: String? = nil, id: String? = nil) {
        core = LengthRuleCore(.exactly, length: exactLength, msg: msg, id: id)
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get { core.validationError }
        set { core.customMessage = newValue.msg }
    }

    /// Fails when the value does not have exactly `exactLength` characters.
    ///
    /// ```swift
    /// RuleExactLength(exactLength: 4).isValid(value: "123")   // error: 3 ≠ 4
    /// ```
    public func isValid(value: String?) -> ValidationError? {
        core.isValid(value: value)
    }
}
