/// Requires a value strictly smaller than `max`.
///
/// Nil is valid (combine with `RuleRequired` to demand a value).
///
/// ```swift
/// IntRow("guests") { $0.add(rule: RuleSmallerThan(max: 10)) }
/// ```
public struct RuleSmallerThan<T: Comparable>: RuleType {
    /// The bound the value is compared with.
    public let max: T
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String?
    private var customMessage: String?

    /// Creates the rule; without `msg`, the message is `ValidationMessages.current.smallerThan`.
    ///
    /// ```swift
    /// RuleSmallerThan(max: 10, msg: "Fewer than ten, please")
    /// ```
    public init(max: T, msg: String? = nil, id: String? = nil) {
        self.max = max
        self.customMessage = msg
        self.id = id
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get {
            let message = customMessage ?? ValidationMessages.current.smallerThan(String(describing: max))
            return ValidationError(msg: message, code: .smallerThan, ruleID: id)
        }
        set { customMessage = newValue.msg }
    }

    /// Fails when `value < max` is false.
    ///
    /// ```swift
    /// RuleSmallerThan(max: 10).isValid(value: 10)   // error: 10 is not smaller than 10
    /// ```
    public func isValid(value: T?) -> ValidationError? {
        guard let value else { return nil }
        return value < max ? nil : validationError
    }
}

extension RuleSmallerThan: Sendable where T: Sendable {}
