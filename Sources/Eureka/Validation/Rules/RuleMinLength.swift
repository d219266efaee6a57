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
    public let minLength: Int
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String?
    private var customMessage: String?

    /// Creates the rule; a negative length counts as zero. Without `msg`, the message is
    /// `ValidationMessages.current.minLength`.
    ///
    /// ```swift
    /// RuleMinLength(minLength: 5, msg: "…", id: "minLength")
    /// ```
    public init<Length: BinaryInteger>(minLength: Length, msg: String? = nil, id: String? = nil) {
        self.minLength = Swift.max(0, Int(clamping: minLength))
        self.customMessage = msg
        self.id = id
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get { ValidationError(msg: customMessage ?? ValidationMessages.current.minLength(minLength), code: .minLength, ruleID: id) }
        set { customMessage = newValue.msg }
    }

    /// Fails when the value has fewer than `minLength` characters.
    ///
    /// ```swift
    /// RuleMinLength(minLength: 5).isValid(value: "abcd")   // error: 4 < 5
    /// ```
    public func isValid(value: String?) -> ValidationError? {
        guard let value, !value.isEmpty else { return nil }
        return value.count >= minLength ? nil : validationError
    }
}
