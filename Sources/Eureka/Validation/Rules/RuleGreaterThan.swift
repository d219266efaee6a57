/// Requires a value strictly greater than `min`.
///
/// Nil is valid (combine with `RuleRequired` to demand a value).
///
/// ```swift
/// IntRow("age") { $0.add(rule: RuleGreaterThan(min: 18)) }
/// ```
public struct RuleGreaterThan<T: Comparable>: RuleType {
    /// The bound the value is compared with.
    public var min: T { core.bound }
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String? {
        get { core.id }
        set { core.id = newValue }
    }

    private(set) var core: ComparisonRuleCore<T>

    /// Creates the rule; without `msg`, the message is `ValidationMessages.current.greaterThan`.
    ///
    /// ```swift
    /// RuleGreaterThan(min: 18, msg: "Adults only")
    /// ```
    public init(min: T, msg: String? = nil, id: String? = nil) {
        core = ComparisonRuleCore(.greaterThan, bound: min, msg: msg, id: id)
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get { core.validationError }
        set { core.customMessage = newValue.msg }
    }

    /// Fails when `value > min` is false.
    ///
    /// ```swift
    /// RuleGreaterThan(min: 18).isValid(value: 18)   // error: 18 is not greater than 18
    /// ```
    public func isValid(value: T?) -> ValidationError? {
        core.isValid(value: value)
    }
}

extension RuleGreaterThan: Sendable where T: Sendable {}
