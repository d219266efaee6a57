// Typed rules on rows: the rule's value type must be the row's.
extension RowOf {
    /// The row's rules, in the order added.
    ///
    /// ```swift
    /// row.rules.compactMap(\.id)
    /// ```
    public var rules: [any RuleType<T>] { ruleSet.rules }

    /// Adds a rule; it runs on the row's next validation.
    ///
    /// ```swift
    /// TextRow("name") { $0.add(rule: RuleRequired()) }
    /// ```
    public func add<Rule: RuleType>(rule: Rule) where Rule.RowValueType == T {
        // Keep the length limit field rows describe up to date as rules arrive, so describing
        // a fresh row needs no cast per rule (see `FieldRow.maximumTextLength`).
        let known: Int?? = validationStorage?.rules == nil ? .some(nil) : validationStorage?.maximumLength
        updateRules { $0.add(rule: rule) }
        guard let known else { return }
        switch (known, (rule as? RuleMaxLength)?.maxLength) {
        case (let limit?, let added?): validationState.maximumLength = .some(Swift.min(limit, added))
        case (let limit, let added): validationState.maximumLength = .some(limit ?? added)
        }
    }

    /// Adds every rule of a rule set.
    ///
    /// ```swift
    /// EmailRow("email") { $0.add(ruleSet: emailRules) }
    /// ```
    public func add(ruleSet newRules: RuleSet<T>) {
        updateRules { $0.add(ruleSet: newRules) }
    }

    /// Removes the rules whose `id` is `identifier`. Errors already shown stay until the next
    /// validation.
    ///
    /// ```swift
    /// row.remove(ruleWithIdentifier: "minLength")
    /// ```
    public func remove(ruleWithIdentifier identifier: String) {
        updateRules { $0.remove(ruleWithIdentifier: identifier) }
    }

    /// Removes every rule. Errors already shown stay until the next validation.
    ///
    /// ```swift
    /// row.removeAllRules()
    /// ```
    public func removeAllRules() {
        guard validationStorage?.rules != nil else { return }
        validationState.rules = nil
    }

    /// The rules as one set, kept in the row's type-erased validation state.
    var ruleSet: RuleSet<T> {
        validationStorage?.rules as? RuleSet<T> ?? RuleSet()
    }

    private func updateRules(_ body: (inout RuleSet<T>) -> Void) {
        var rules = ruleSet
        // Drop the stored copy first so the edit does not copy the rule array.
        validationStorage?.rules = nil
        body(&rules)
        validationState.rules = rules.isEmpty ? nil : rules
    }
}
