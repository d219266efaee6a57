/// What `RuleGreaterThan`, `RuleGreaterOrEqualThan`, `RuleSmallerThan` and
/// `RuleSmallerOrEqualThan` share: a bound, how a value must compare with it, the message and
/// the rule's identifier. Each public rule is a thin wrapper with Eureka's name and labels.
struct ComparisonRuleCore<T: Comparable> {
    /// How an accepted value compares with the bound.
    enum Comparison: Sendable {
        case greaterThan, greaterOrEqualThan, smallerThan, smallerOrEqualThan
    }

    let comparison: Comparison
    let bound: T
    var id: String?
    var customMessage: String?

    init(_ comparison: Comparison, bound: T, msg: String?, id: String?) {
        self.comparison = comparison
        self.bound = bound
        self.customMessage = msg
        self.id = id
    }

    var validationError: ValidationError {
        let messages = ValidationMessages.current
        let boundText = String(describing: bound)
        switch comparison {
        case .greaterThan:
            return ValidationError(msg: customMessage ?? messages.greaterThan(boundText), code: .greaterThan, ruleID: id)
        case .greaterOrEqualThan:
            return ValidationError(msg: customMessage ?? messages.greaterOrEqualThan(boundText), code: .greaterOrEqualThan, ruleID: id)
        case .smallerThan:
            return ValidationError(msg: customMessage ?? messages.smallerThan(boundText), code: .smallerThan, ruleID: id)
        case .smallerOrEqualThan:
            return ValidationError(msg: customMessage ?? messages.smallerOrEqualThan(boundText), code: .smallerOrEqualThan, ruleID: id)
        }
    }

    /// Nil (valid) for a nil value or one that compares as required; the error otherwise.
    func isValid(value: T?) -> ValidationError? {
        guard let value else { return nil }
        let accepted =
            switch comparison {
            case .greaterThan: value > bound
            case .greaterOrEqualThan: value >= bound
            case .smallerThan: value < bound
            case .smallerOrEqualThan: value <= bound
            }
        return accepted ? nil : validationError
    }
}

extension ComparisonRuleCore: Sendable where T: Sendable {}
