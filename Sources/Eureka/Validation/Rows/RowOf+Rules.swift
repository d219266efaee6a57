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
        ruleSet.add(rule: rule)
        hasRules = true
        hasRuleRefusingNoValue = ruleSet.refusesNoValue
        if let problem = rule.definitionProblem { noteRuleDefinitionProblem(problem) }
    }

    /// Adds every rule of a rule set.
    ///
    /// ```swift
    /// EmailRow("email") { $0.add(ruleSet: emailRules) }
    /// ```
    public func add(ruleSet newRules: RuleSet<T>) {
        updateRules { $0.add(ruleSet: newRules) }
        for rule in newRules.rules {
            if let problem = rule.definitionProblem { noteRuleDefinitionProblem(problem) }
        }
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
        guard hasRules else { return }
        updateRules { $0.removeAllRules() }
    }

    private func updateRules(_ body: (inout RuleSet<T>) -> Void) {
        body(&ruleSet)
        hasRules = !ruleSet.isEmpty
        hasRuleRefusingNoValue = ruleSet.refusesNoValue
    }
}
