/// Requires the whole value to match a regular expression (ICU syntax, as NSPredicate reads it).
///
/// Matching takes time proportional to the value whatever the pattern, so a rule can never
/// freeze a form: patterns are run by an automaton, not by backtracking. That rules out
/// backreferences (`\1`), lookbehind, lookaheads other than at the very start (where
/// `(?=.*\d).{8,}` checks the whole value), atomic groups and possessive quantifiers; counts
/// in `{m,n}` go up to 1,000.
///
/// Nil and empty values are valid unless `allowsEmpty` is false. A pattern that does not compile
/// makes the rule reject every value and is reported in `patternError` (and on standard error in
/// debug builds) instead of crashing.
///
/// ```swift
/// TextRow("code") { $0.add(rule: RuleRegExp(regExpr: "[A-Z]{3}-[0-9]{4}", msg: "Format: ABC-1234")) }
/// PasswordRow("password") { $0.add(rule: RuleRegExp(pattern: .containsNumber)) }
/// ```
public struct RuleRegExp: RuleType {
    /// The pattern's text.
    public var regExpr: String { pattern.source }
    /// Whether nil and empty values pass.
    public var allowsEmpty: Bool
    /// Why the pattern does not compile, or nil when it does.
    public var patternError: String? { pattern.error }
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String?
    private let pattern: CompiledPattern
    private var customMessage: String?

    /// Creates the rule from a pattern's text; without `msg`, the message is
    /// `ValidationMessages.current.invalidValue`.
    ///
    /// ```swift
    /// RuleRegExp(regExpr: "[0-9]{5}", allowsEmpty: false, msg: "Five digits")
    /// ```
    public init(regExpr: String = "", allowsEmpty: Bool = true, msg: String? = nil, id: String? = nil) {
        self.pattern = CompiledPattern(regExpr)
        self.allowsEmpty = allowsEmpty
        self.customMessage = msg
        self.id = id
    }

    /// Creates the rule from one of the common patterns.
    ///
    /// ```swift
    /// RuleRegExp(pattern: .containsCapital, msg: "Include a capital letter")
    /// ```
    public init(pattern: RegExprPattern, allowsEmpty: Bool = true, msg: String? = nil, id: String? = nil) {
        self.init(regExpr: pattern.rawValue, allowsEmpty: allowsEmpty, msg: msg, id: id)
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get { ValidationError(msg: customMessage ?? ValidationMessages.current.invalidValue, code: .regExp, ruleID: id) }
        set { customMessage = newValue.msg }
    }

    /// Fails when the value does not match the whole pattern.
    ///
    /// ```swift
    /// RuleRegExp(regExpr: "[0-9]+").isValid(value: "12a")   // error
    /// ```
    public func isValid(value: String?) -> ValidationError? {
        guard let value, !value.isEmpty else { return allowsEmpty ? nil : validationError }
        return pattern.matches(value) ? nil : validationError
    }
}

extension RuleRegExp {
    /// True unless `allowsEmpty`: the row is marked required.
    public var refusesNoValue: Bool { !allowsEmpty }

    /// The pattern's error: a rule that refuses every value is the form's definition error,
    /// not only a line on standard error in debug builds.
    public var definitionProblem: String? { patternError.map { "the pattern \(regExpr) does not compile: \($0)" } }
}
