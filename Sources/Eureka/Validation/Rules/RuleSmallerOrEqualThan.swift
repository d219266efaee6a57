/// Requires a value smaller than or equal to `max`.
///
/// Nil is valid (combine with `RuleRequired` to demand a value).
///
/// ```swift
/// IntRow("guests") { $0.add(rule: RuleSmallerOrEqualThan(max: 10)) }
/// ```
public struct RuleSmallerOrEqualThan<T: Comparable>: RuleType {
    /// The bound the value is compared with.
    public var max: T { core.bound }
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String? {
        get { core.id }
        set { core.id = newValue }
    }

    private(set) var core: ComparisonRuleCore<T>

    /// Creates the rule; without `msg`, the message is `ValidationMessages.current.smallerOrEqualThan`.
    ///
    /// ```swift
    /// RuleSmallerOrEqualThan(max: 10, msg: "Ten at most")
    /// ```
    public init(max: T, msg: String? = nil, id: String? = nil) {
        core = ComparisonRuleCore(.smallerOrEqualThan, bound: max, msg: msg, id: id)
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get { core.validationError }
        set { core.customMessage = newValue.msg }
    }

    /// Fails when `value <= max` is false.
    ///
    /// ```swift
    /// RuleSmallerOrEqualThan(max: 10).isValid(value: 10)   // nil: 10 is accepted
    /// ```
    public func isValid(value: T?) -> ValidationError? {
        core.isValid(value: value)
    }
}

extension RuleSmallerOrEqualThan: Sendable where T: Sendable {}
