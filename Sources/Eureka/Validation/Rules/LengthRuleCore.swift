/// What `RuleMinLength`, `RuleMaxLength` and `RuleExactLength` share: a length in characters
/// (`String.count`, so "é" and "👍🏽" count one each), how a value's length must compare with it,
/// the message and the rule's identifier. Nil and empty strings are valid.
struct LengthRuleCore: Sendable {
    /// How an accepted value's length compares with `length`.
    enum Comparison: Sendable {
        case atLeast, atMost, exactly
    }

    let comparison: Comparison
    let length: Int
    var id: String?
    var customMessage: String?

    /// A negative length counts as zero.
    init<Length: BinaryInteger>(_ comparison: Comparison, length: Length, msg: String?, id: String?) {
        self.comparison = comparison
        self.length = Swift.max(0, Int(clamping: length))
        self.customMessage = msg
        self.id = id
    }

    var validationError: ValidationError {
        let messages = ValidationMessages.current
        switch comparison {
        case .atLeast:
            return ValidationError(msg: customMessage ?? messages.minLength(length), code: .minLength, ruleID: id)
        case .atMost:
            return ValidationError(msg: customMessage ?? messages.maxLength(length), code: .maxLength, ruleID: id)
        case .exactly:
            return ValidationError(msg: customMessage ?? messages.exactLength(length), code: .exactLength, ruleID: id)
        }
    }

    /// Nil (valid) for nil, an empty string, or a length that compares as required.
    func isValid(value: String?) -> ValidationError? {
        guard let value, !value.isEmpty else { return nil }
        let count = value.count
        let accepted =
            switch comparison {
            case .atLeast: count >= length
            case .atMost: count <= length
            case .exactly: count == length
            }
        return accepted ? nil : validationError
    }
}
