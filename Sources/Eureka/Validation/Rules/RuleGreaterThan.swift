/// Requires a value strictly greater than `min`.
///
/// Nil is valid (combine with `RuleRequired` to demand a value).
///
/// ```swift
/// IntRow("age") { $0.add(rule: RuleGreaterThan(min: 18)) }
/// ```
public struct RuleGreaterThan<T: Comparable>: RuleType {
    /// The bound the value is compared with.
    public let min: T
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String?
    private var customMessage: String?

    /// Creates the rule; without `msg`, the message is `ValidationMessages.current.greaterThan`.
    ///
    /// ```swift
    /// RuleGreaterThan(min: 18, msg: "Adults only")
    /// ```
    public init(min: T, msg: String? = nil, id: String? = nil) {
        self.min = min
        self.customMessage = msg
        self.id = id
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get {
            let message = customMessage ?? ValidationMessages.current.greaterThan(String(describing: min))
            return ValidationError(msg: message, code: .greaterThan, ruleID: id)
        }
        set { customMessage = newValue.msg }
    }

    /// Fails when `value > min` is false.
    ///
    /// ```swift
    /// RuleGreaterThan(min: 18).isValid(value: 18)   // error: 18 is not greater than 18
    /// ```
    public func isValid(value: T?) -> ValidationError? {
        guard let value else { return nil }
        return value > min ? nil : validationError
    }
}

extension RuleGreaterThan: Sendable where T: Sendable {}
