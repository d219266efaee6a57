/// Requires an email address: `local@domain.tld`.
///
/// The local part may use letters, digits and `!#$%&'*+-/=?^_`{|}~`, with single dots between
/// them (not first or last); the domain needs at least two labels of letters, digits and inner
/// hyphens, and a top-level domain of letters. Quoted local parts, IP-address domains and
/// single-label domains (`user@localhost`) are rejected; so are spaces. Nil and empty values are
/// valid (combine with `RuleRequired` to demand one).
///
/// ```swift
/// EmailRow("email") {
///     $0.add(rule: RuleRequired())
///     $0.add(rule: RuleEmail())
/// }
/// ```
public struct RuleEmail: RuleType {
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String?
    private let pattern = CompiledPattern(RegExprPattern.emailAddress.rawValue)
    private var customMessage: String?

    /// Creates the rule; without `msg`, the message is `ValidationMessages.current.email`.
    ///
    /// ```swift
    /// RuleEmail(msg: "That doesn't look like an email address")
    /// ```
    public init(msg: String? = nil, id: String? = nil) {
        self.customMessage = msg
        self.id = id
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get { ValidationError(msg: customMessage ?? ValidationMessages.current.email, code: .email, ruleID: id) }
        set { customMessage = newValue.msg }
    }

    /// Fails when a non-empty value is not an email address.
    ///
    /// ```swift
    /// RuleEmail().isValid(value: "ada@example.com")   // nil
    /// ```
    public func isValid(value: String?) -> ValidationError? {
        guard let value, !value.isEmpty else { return nil }
        return pattern.matches(value) ? nil : validationError
    }
}
