/// Requires at least `minLength` characters.
///
/// Length is counted in characters as people see them (`String.count`), so "é" and "👍🏽" count
/// one each. Nil and empty strings are valid (combine with `RuleRequired` to demand a value).
///
/// ```swift
/// PasswordRow("password") { $0.add(rule: RuleMinLength(minLength: 5)) }
/// ```
public struct RuleMinLength: RuleType, Sendable {
    /// The length the rule checks against, in characters.
    public var minLength: Int { core.length }
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String? {
        get { core.id }
        set { core.id = newValue }
    }

    private var core: LengthRuleCore

    /// Creates the rule; a negative length counts as zero. Without `msg`, the message is
    /// `ValidationMessages.current.minLength`.
    ///
    /// ```swift
    /// RuleMinLength(minLength: 5, msg: "…", id: "minLength")
    /// ```
    public init<Length: BinaryInteger>(minLength: Length, msg: String? = nil, id: String? = nil) {
        core = LengthRuleCore(.atLeast, length: minLength, msg: msg, id: id)
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get { core.validationError }
        set { core.customMessage = newValue.msg }
    }

    /// Fails when the value has fewer than `minLength` characters.
    ///
    /// ```swift
    /// RuleMinLength(minLength: 5).isValid(value: "abcd")   // error: 4 < 5
    /// ```
    public func isValid(value: String?) -> ValidationError? {
        core.isValid(value: value)
    }
}
