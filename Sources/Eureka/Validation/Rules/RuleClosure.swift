/// A rule written as a closure: return nil when the value is valid, or the error to report.
///
/// Unlike the other rules, the closure also sees nil values and decides about them itself.
///
/// ```swift
/// let even = RuleClosure<Int> { value in
///     guard let value, !value.isMultiple(of: 2) else { return nil }
///     return ValidationError(msg: "Must be even", code: "even")
/// }
/// IntRow("count").add(rule: even)
/// ```
public struct RuleClosure<T>: RuleType {
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String?
    /// The check itself.
    public var closure: (T?) -> ValidationError?
    private var customError: ValidationError?

    /// Creates the rule. `validationError` describes the rule (the closure returns the errors
    /// actually reported); it defaults to `ValidationMessages.current.invalidValue`.
    ///
    /// ```swift
    /// RuleClosure<String>(id: "noSpaces") { $0?.contains(" ") == true ? ValidationError(msg: "No spaces") : nil }
    /// ```
    public init(validationError: ValidationError? = nil, id: String? = nil, closure: @escaping (T?) -> ValidationError?) {
        self.customError = validationError
        self.id = id
        self.closure = closure
    }

    /// The rule's representative error; setting it replaces it.
    public var validationError: ValidationError {
        get { customError ?? ValidationError(msg: ValidationMessages.current.invalidValue, ruleID: id) }
        set { customError = newValue }
    }

    /// Runs the closure.
    ///
    /// ```swift
    /// rule.isValid(value: 3)
    /// ```
    public func isValid(value: T?) -> ValidationError? {
        closure(value)
    }
}
