/// One rule of a `RuleSet`, held by reference under a non-generic base class.
///
/// Why not `[any RuleType<T>]`: every rule added to it looked up the constrained existential's
/// metadata (and the array's, for `T`) in the runtime's caches and boxed the rule besides, about
/// a twentieth of building a 1,000-row form. A box is one allocation and one metadata look-up,
/// and an array of the non-generic base needs no look-up at all.
class RuleBox {
    /// The rule's `id`, as it was when the rule joined the set.
    let id: String?
    /// The rule's `maxLength` when it is a `RuleMaxLength` (the set keeps the smallest).
    let maximumLength: Int?
    /// Whether the rule refuses no value (`RuleType.refusesNoValue`).
    let refusesNoValue: Bool

    init(id: String?, maximumLength: Int?, refusesNoValue: Bool) {
        self.id = id
        self.maximumLength = maximumLength
        self.refusesNoValue = refusesNoValue
    }
}

/// A rule for values of type `T`, whatever its concrete type (see `ConcreteRuleBox`).
class TypedRuleBox<T>: RuleBox {
    /// The rule's answer for `value`.
    func isValid(value: T?, in row: BaseRow?) -> ValidationError? {
        preconditionFailure("TypedRuleBox is abstract: ConcreteRuleBox answers")
    }

    /// The rule itself.
    var rule: any RuleType<T> {
        preconditionFailure("TypedRuleBox is abstract: ConcreteRuleBox answers")
    }
}

/// The box of a rule of type `Rule`.
final class ConcreteRuleBox<Rule: RuleType>: TypedRuleBox<Rule.RowValueType> {
    private let stored: Rule

    init(_ rule: Rule) {
        stored = rule
        // Comparing metatypes first keeps the cast off the path of every other rule.
        let limit = Rule.self == RuleMaxLength.self ? (rule as? RuleMaxLength)?.maxLength : nil
        super.init(id: rule.id, maximumLength: limit, refusesNoValue: rule.refusesNoValue)
    }

    override func isValid(value: Rule.RowValueType?, in row: BaseRow?) -> ValidationError? {
        stored.isValid(value: value, in: row)
    }

    override var rule: any RuleType<Rule.RowValueType> { stored }
}
