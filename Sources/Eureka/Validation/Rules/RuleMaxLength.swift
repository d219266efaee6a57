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
    public let maxLength: Int
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String?
    private var customMessage: String?

    /// Creates the rule; a negative length counts as zero. Without `msg`, the message is
    /// `ValidationMessages.current.maxLength`.
    ///
    /// ```swift
    /// RuleMaxLength(maxLength: 10, msg: "…", id: "maxLength")
    /// ```
    public init<Length: BinaryInteger>(maxLength: Length, msg: String? = nil, id: String? = nil) {
        self.maxLength = Swift.max(0, Int(clamping: maxLength))
        self.customMessage = msg
        self.id = id
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get { ValidationError(msg: customMessage ?? ValidationMessages.current.maxLength(maxLength), code: .maxLength, ruleID: id) }
        set { customMessage = newValue.msg }
    }

    /// Fails when the value has more than `maxLength` characters.
    ///
    /// ```swift
    /// RuleMaxLength(maxLength: 10).isValid(value: "abcdefghijk")   // error: 11 > 10
    /// ```
    public func isValid(value: String?) -> ValidationError? {
        guard let value, !value.isEmpty else { return nil }
        return value.count <= maxLength ? nil : validationError
    }
}
