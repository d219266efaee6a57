/// Allows at most `maxLength` characters.
///
/// Length is counted in characters as people see them (`String.count`), so "é" and "👍🏽" count
/// one each. Nil and empty strings are valid (combine with `RuleRequired` to demand a value).
///
/// ```swift
/// TextRow("nick") { $0.add(rule: RuleMaxLength(maxLength: 10)) }
/// ```
public struct RuleMaxLength: RuleType, Sendable {
    /// The length the rule checks against, in characters.
    public var maxLength: Int { core.length }
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String? {
        get { core.id }
        set { core.id = newValue }
    }

    private var core: LengthRuleCore

    /// Creates the rule; a negative length counts as zero. Without `msg`, the message is
    /// `ValidationMessages.current.maxLength`.
    ///
    /// ```swift
    /// RuleMaxLength(maxLength: 10, msg: "…", id: "maxLength")
    /// ```
    public init<Length: BinaryInteger>(maxLength: Length, msg: String? = nil, id: String? = nil) {
        core = LengthRuleCore(.atMost, length: maxLength, msg: msg, id: id)
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get { core.validationError }
        set { core.customMessage = newValue.msg }
    }

    /// Fails when the value has more than `maxLength` characters.
    ///
    /// ```swift
    /// RuleMaxLength(maxLength: 10).isValid(value: "abcdefghijk")   // error: 11 > 10
    /// ```
    public func isValid(value: String?) -> ValidationError? {
        core.isValid(value: value)
    }
}
