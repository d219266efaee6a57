import EurekaPredicate

/// When a row or section is hidden, or a row disabled: a function of the form, or a predicate.
///
/// ```swift
/// row.hidden = .function(["switchTag"]) { form in
///     (form.rowBy(tag: "switchTag") as? SwitchRow)?.value != true
/// }
/// row.hidden = "$switchTag == false"   // a predicate string
/// row.disabled = true                  // always
/// ```
///
/// Every tag a condition reads is registered in the form's dependency index, so the condition is
/// re-evaluated exactly when one of those rows changes value, arrives or leaves.
public enum Condition {
    /// A closure over the form, re-evaluated when a row with one of the given tags changes.
    case function([String], (Form) -> Bool)
    /// A predicate in Eureka's string syntax; the tags it reads (`$tag`) are found by the parser.
    case predicate(FormPredicate)

    /// The tags this condition depends on.
    ///
    /// ```swift
    /// Condition.predicate("$a == 1 OR $b == 2").tags   // ["a", "b"]
    /// ```
    public var tags: [String] {
        switch self {
        case .function(let tags, _): return tags
        case .predicate(let predicate): return predicate.variables
        }
    }

    /// The definition error that keeps this condition from being evaluated, if any.
    ///
    /// ```swift
    /// let condition: Condition = "$a =="
    /// condition.syntaxError?.description   // says what was expected, with a caret
    /// ```
    public var syntaxError: PredicateSyntaxError? {
        if case .predicate(let predicate) = self { return predicate.syntaxError }
        return nil
    }

    /// Evaluates against a form; nil when the condition cannot be evaluated (a malformed predicate),
    /// in which case the element keeps its last known state.
    func evaluate(in form: Form) -> Bool? {
        switch self {
        case .function(_, let function):
            return function(form)
        case .predicate(let predicate):
            guard predicate.isValid else { return nil }
            return try? predicate.evaluate(reading: { tag in form.conditionValue(forTag: tag) })
        }
    }
}

extension Condition: ExpressibleByBooleanLiteral {
    /// A constant condition: `row.hidden = true`.
    ///
    /// ```swift
    /// row.disabled = true
    /// ```
    public init(booleanLiteral value: Bool) {
        self = .function([]) { _ in value }
    }
}

extension Condition: ExpressibleByStringLiteral {
    /// A predicate condition parsed once from Eureka's string syntax.
    ///
    /// ```swift
    /// row.hidden = "$switchTag == false"
    /// ```
    /// A malformed string does not crash: the condition carries its `syntaxError`, which is
    /// reported as a form definition error when the condition is set on a row or section.
    public init(stringLiteral value: String) {
        self = .predicate(FormPredicate(format: value))
    }
}
