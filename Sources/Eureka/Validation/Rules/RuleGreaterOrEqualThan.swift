/// Requires a value greater than or equal to `min`.
///
/// Nil is valid (combine with `RuleRequired` to demand a value).
///
/// ```swift
/// IntRow("age") { $0.add(rule: RuleGreaterOrEqualThan(min: 18)) }
/// ```
public struct RuleGreaterOrEqualThan<T: Comparable>: RuleType {
    /// The bound the value is compared with.
    public let min: T
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String?
    private var customMessage: String?

    /// Creates the rule; without `msg`, the message is `ValidationMessages.current.greaterOrEqualThan`.
    ///
    /// ```swift
    /// RuleGreaterOrEqualThan(min: 18, msg: "Adults only")
    /// ```
    public init(min: T, msg: String? = nil, id: String? = nil) {
        self.min = min
        self.customMessage = msg
        self.id = id
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get {
            let message = customMessage ?? ValidationMessages.current.greaterOrEqualThan(String(describing: min))
            return ValidationError(msg: message, code: .greaterOrEqualThan, ruleID: id)
        }
        set { customMessage = newValue.msg }
    }

    /// Fails when `value >= min` is false.
    ///
    /// ```swift
    /// RuleGreaterOrEqualThan(min: 18).isValid(value: 18)   // nil: 18 is accepted
    /// ```
    public func isValid(value: T?) -> ValidationError? {
        guard let value else { return nil }
        return value >= min ? nil : validationError
    }
}

extension RuleGreaterOrEqualThan: Sendable where T: Sendable {}
