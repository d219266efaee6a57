/// Requires a value strictly smaller than `max`.
///
/// Nil is valid (combine with `RuleRequired` to demand a value).
///
/// ```swift
/// IntRow("guests") { $0.add(rule: RuleSmallerThan(max: 10)) }
/// ```
public struct RuleSmallerThan<T: Comparable>: RuleType {
    /// The bound the value is compared with.
    public var max: T { core.bound }
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String? {
        get { core.id }
        set { core.id = newValue }
    }

    private(set) var core: ComparisonRuleCore<T>

    /// Creates the rule; without `msg`, the message is `ValidationMessages.current.smallerThan`.
    ///
    /// ```swift
    /// RuleSmallerThan(max: 10, msg: "Fewer than ten, please")
    /// ```
    public init(max: T, msg: String? = nil, id: String? = nil) {
        core = ComparisonRuleCore(.smallerThan, bound: max, msg: msg, id: id)
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get { core.validationError }
        set { core.customMessage = newValue.msg }
    }

    /// Fails when `value < max` is false.
    ///
    /// ```swift
    /// RuleSmallerThan(max: 10).isValid(value: 10)   // error: 10 is not smaller than 10
    /// ```
    public func isValid(value: T?) -> ValidationError? {
        core.isValid(value: value)
    }
}

extension RuleSmallerThan: Sendable where T: Sendable {}
