/// Requires a value greater than or equal to `min`.
///
/// Nil is valid (combine with `RuleRequired` to demand a value).
///
/// ```swift
/// IntRow("age") { $0.add(rule: RuleGreaterOrEqualThan(min: 18)) }
/// ```
public struct RuleGreaterOrEqualThan<T: Comparable>: RuleType {
    /// The bound the value is compared with.
    public var min: T { core.bound }
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String? {
        get { core.id }
        set { core.id = newValue }
    }

    private(set) var core: ComparisonRuleCore<T>

    /// Creates the rule; without `msg`, the message is `ValidationMessages.current.greaterOrEqualThan`.
    ///
    /// ```swift
    /// RuleGreaterOrEqualThan(min: 18, msg: "Adults only")
    /// ```
    public init(min: T, msg: String? = nil, id: String? = nil) {
        core = ComparisonRuleCore(.greaterOrEqualThan, bound: min, msg: msg, id: id)
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get { core.validationError }
        set { core.customMessage = newValue.msg }
    }

    /// Fails when `value >= min` is false.
    ///
    /// ```swift
    /// RuleGreaterOrEqualThan(min: 18).isValid(value: 18)   // nil: 18 is accepted
    /// ```
    public func isValid(value: T?) -> ValidationError? {
        core.isValid(value: value)
    }
}

extension RuleGreaterOrEqualThan: Sendable where T: Sendable {}
