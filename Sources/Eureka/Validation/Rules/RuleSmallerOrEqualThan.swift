/// Requires a value smaller than or equal to `max`.
///
/// Nil is valid (combine with `RuleRequired` to demand a value).
///
/// ```swift
/// IntRow("guests") { $0.add(rule: RuleSmallerOrEqualThan(max: 10)) }
/// ```
public struct RuleSmallerOrEqualThan<T: Comparable>: RuleType {
    /// The bound the value is compared with.
    public let max: T
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String?
    private var customMessage: String?

    /// Creates the rule; without `msg`, the message is `ValidationMessages.current.smallerOrEqualThan`.
    ///
    /// ```swift
    /// RuleSmallerOrEqualThan(max: 10, msg: "Ten at most")
    /// ```
    public init(max: T, msg: String? = nil, id: String? = nil) {
        self.max = max
        self.customMessage = msg
        self.id = id
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get {
            let message = customMessage ?? ValidationMessages.current.smallerOrEqualThan(String(describing: max))
            return ValidationError(msg: message, code: .smallerOrEqualThan, ruleID: id)
        }
        set { customMessage = newValue.msg }
    }

    /// Fails when `value <= max` is false.
    ///
    /// ```swift
    /// RuleSmallerOrEqualThan(max: 10).isValid(value: 10)   // nil: 10 is accepted
    /// ```
    public func isValid(value: T?) -> ValidationError? {
        guard let value else { return nil }
        return value <= max ? nil : validationError
    }
}

extension RuleSmallerOrEqualThan: Sendable where T: Sendable {}
