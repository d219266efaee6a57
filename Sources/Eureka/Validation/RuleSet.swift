/// An ordered collection of rules for one value type, to share the same rules between rows.
///
/// ```swift
/// var rules = RuleSet<String>()
/// rules.add(rule: RuleRequired())
/// rules.add(rule: RuleEmail())
/// let row = EmailRow("email") { $0.add(ruleSet: rules) }
/// ```
public struct RuleSet<T> {
    /// The rules, in the order they were added (errors are reported in this order).
    public private(set) var rules: [any RuleType<T>] = []

    /// The smallest `RuleMaxLength` among the rules, kept as rules come and go: field rows
    /// describe it every time they are drawn, and finding it afresh takes a cast per rule.
    private(set) var maximumLength: Int?

    /// Creates an empty rule set.
    ///
    /// ```swift
    /// var rules = RuleSet<Int>()
    /// ```
    public init() {}

    /// Whether the set holds no rules.
    public var isEmpty: Bool { rules.isEmpty }

    /// Appends a rule.
    ///
    /// ```swift
    /// rules.add(rule: RuleMinLength(minLength: 8))
    /// ```
    public mutating func add<Rule: RuleType>(rule: Rule) where Rule.RowValueType == T {
        // Rows usually get two or three rules one by one: one allocation, not one per growth.
        if rules.capacity == 0 { rules.reserveCapacity(4) }
        rules.append(rule)
        // Comparing metatypes first keeps the cast off the path of every other rule.
        if Rule.self == RuleMaxLength.self, let limit = (rule as? RuleMaxLength)?.maxLength {
            maximumLength = Swift.min(maximumLength ?? limit, limit)
        }
    }

    /// Appends every rule of another set.
    ///
    /// ```swift
    /// rules.add(ruleSet: passwordRules)
    /// ```
    public mutating func add(ruleSet: RuleSet<T>) {
        rules.append(contentsOf: ruleSet.rules)
        if let limit = ruleSet.maximumLength { maximumLength = Swift.min(maximumLength ?? limit, limit) }
    }

    /// Removes every rule whose `id` is `identifier`.
    ///
    /// ```swift
    /// rules.remove(ruleWithIdentifier: "strong")
    /// ```
    public mutating func remove(ruleWithIdentifier identifier: String) {
        rules.removeAll { $0.id == identifier }
        maximumLength = rules.lazy.compactMap { ($0 as Any) as? RuleMaxLength }.map(\.maxLength).min()
    }

    /// Removes every rule.
    ///
    /// ```swift
    /// rules.removeAllRules()
    /// ```
    public mutating func removeAllRules() {
        rules.removeAll()
        maximumLength = nil
    }

    /// Runs every rule on `value` and returns their errors, in rule order. Each error carries
    /// its rule's `id` unless the rule set another one.
    ///
    /// ```swift
    /// rules.validate("not-an-email").map(\.msg)   // ["Field value should be a valid email!"]
    /// ```
    public func validate(_ value: T?, in row: BaseRow? = nil) -> [ValidationError] {
        var errors: [ValidationError] = []
        for rule in rules {
            guard var error = rule.isValid(value: value, in: row) else { continue }
            if error.ruleID == nil { error.ruleID = rule.id }
            errors.append(error)
        }
        return errors
    }
}
