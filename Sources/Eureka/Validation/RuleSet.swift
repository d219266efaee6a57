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
    public var rules: [any RuleType<T>] {
        boxes.map { Self.typed($0).rule }
    }

    // Boxes of `TypedRuleBox<T>`, stored as their non-generic base (see `RuleBox`).
    private var boxes: [RuleBox] = []

    /// The smallest `RuleMaxLength` among the rules, kept as rules come and go: field rows
    /// describe it every time they are drawn, and finding it afresh takes a cast per rule.
    private(set) var maximumLength: Int?

    /// Whether a rule refuses no value, kept as rules come and go (for `RowDescription.isRequired`).
    private(set) var refusesNoValue = false

    /// Creates an empty rule set.
    ///
    /// ```swift
    /// var rules = RuleSet<Int>()
    /// ```
    public init() {}

    /// Whether the set holds no rules.
    public var isEmpty: Bool { boxes.isEmpty }

    /// Appends a rule.
    ///
    /// ```swift
    /// rules.add(rule: RuleMinLength(minLength: 8))
    /// ```
    @inline(__always)  // Called generically from rows: inlined, it needs no `RuleSet<T>` metadata.
    public mutating func add<Rule: RuleType>(rule: Rule) where Rule.RowValueType == T {
        // Rows usually get two or three rules one by one: one allocation, not one per growth.
        if boxes.capacity == 0 { boxes.reserveCapacity(4) }
        let box = ConcreteRuleBox(rule)
        boxes.append(box)
        lowerMaximumLength(to: box.maximumLength)
        refusesNoValue = refusesNoValue || box.refusesNoValue
    }

    /// Appends every rule of another set.
    ///
    /// ```swift
    /// rules.add(ruleSet: passwordRules)
    /// ```
    public mutating func add(ruleSet: RuleSet<T>) {
        boxes.append(contentsOf: ruleSet.boxes)
        lowerMaximumLength(to: ruleSet.maximumLength)
        refusesNoValue = refusesNoValue || ruleSet.refusesNoValue
    }

    /// Removes every rule whose `id` is `identifier`.
    ///
    /// ```swift
    /// rules.remove(ruleWithIdentifier: "strong")
    /// ```
    public mutating func remove(ruleWithIdentifier identifier: String) {
        boxes.removeAll { $0.id == identifier }
        maximumLength = nil
        for box in boxes { lowerMaximumLength(to: box.maximumLength) }
        refusesNoValue = boxes.contains { $0.refusesNoValue }
    }

    /// Removes every rule.
    ///
    /// ```swift
    /// rules.removeAllRules()
    /// ```
    public mutating func removeAllRules() {
        boxes.removeAll()
        maximumLength = nil
        refusesNoValue = false
    }

    /// Runs every rule on `value` and returns their errors, in rule order. Each error carries
    /// its rule's `id` unless the rule set another one.
    ///
    /// ```swift
    /// rules.validate("not-an-email").map(\.msg)   // ["Field value should be a valid email!"]
    /// ```
    public func validate(_ value: T?, in row: BaseRow? = nil) -> [ValidationError] {
        var errors: [ValidationError] = []
        for box in boxes {
            guard var error = Self.typed(box).isValid(value: value, in: row) else { continue }
            if error.ruleID == nil { error.ruleID = box.id }
            errors.append(error)
        }
        return errors
    }

    private mutating func lowerMaximumLength(to limit: Int?) {
        guard let limit else { return }
        maximumLength = Swift.min(maximumLength ?? limit, limit)
    }

    /// A box as the typed box it is: only `add(rule:)` makes boxes, always for `T`.
    private static func typed(_ box: RuleBox) -> TypedRuleBox<T> {
        unsafeDowncast(box, to: TypedRuleBox<T>.self)
    }
}
