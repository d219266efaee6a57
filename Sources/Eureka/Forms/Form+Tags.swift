// Finding rows and sections by tag, and keeping the tag registry and dependency index in step
// with membership.
extension Form {
    /// The row with `tag` as a `RowOf<T>`, hidden or not; nil if absent or of another value type.
    ///
    /// ```swift
    /// let age: RowOf<Int>? = form.rowBy(tag: "age")
    /// ```
    public func rowBy<T: Equatable>(tag: String) -> RowOf<T>? {
        rowsByTag[tag] as? RowOf<T>
    }

    /// The row with `tag` as a concrete row type, hidden or not; nil if absent or of another type.
    /// Any typed row works, `Row<SomeCell>` included (the README's `Row<DateCell>?`).
    ///
    /// ```swift
    /// let name: NameRow? = form.rowBy(tag: "name")
    /// let date: Row<DateCell>? = form.rowBy(tag: "date")
    /// ```
    public func rowBy<Row: TypedRowType>(tag: String) -> Row? {
        rowsByTag[tag] as? Row
    }

    /// The row with `tag`, hidden or not.
    ///
    /// ```swift
    /// form.rowBy(tag: "name")?.title = "Full name"
    /// ```
    public func rowBy(tag: String) -> BaseRow? {
        rowsByTag[tag]
    }

    /// The section with `tag`, hidden or not.
    ///
    /// ```swift
    /// let section = form.sectionBy(tag: "address")
    /// ```
    public func sectionBy(tag: String) -> Section? {
        sectionsByTag[tag]
    }

    /// Registers rows that joined the form: tags first (so rows added together see each other),
    /// then the tags their conditions read; reports duplicates and malformed conditions.
    func register(rows: [BaseRow]) {
        rowsByTag.reserveCapacity(rowsByTag.count + rows.count)
        for row in rows {
            if let tag = row.tag { registerTag(tag, for: row) }
        }
        for row in rows {
            row.captureResetValueIfNeeded()
            if row.inlineRowStorage != nil { inlineParentDidChange(row) }
            if let hidden = row.hidden { register(hidden, of: row, as: .hidden) }
            if let disabled = row.disabled { register(disabled, of: row, as: .disabled) }
            for problem in row.ruleDefinitionProblems { report(.malformedRule(problem), element: row.elementDescription) }
            if let problem = row.boundsDefinitionProblem { report(.contradictoryBounds(problem), element: row.elementDescription) }
        }
    }

    private func register(_ condition: Condition, of row: BaseRow, as kind: ConditionKind) {
        if !condition.tags.isEmpty { dependencies.register(row.dependent(kind), tags: condition.tags) }
        if let error = condition.syntaxError { report(.malformedCondition(error), element: row.elementDescription) }
    }

    /// Forgets rows that left the form.
    func unregister(rows: [BaseRow]) {
        for row in rows {
            if row.inlineRowStorage != nil { expandedInlineParents.removeAll { $0 === row } }
            if let tag = row.tag, rowsByTag[tag] === row { rowsByTag[tag] = nil }
            dependencies.unregister(.rowHidden(row), tags: row.hidden?.tags ?? [])
            dependencies.unregister(.rowDisabled(row), tags: row.disabled?.tags ?? [])
        }
    }

    func register(sections: [Section]) {
        for section in sections {
            if let tag = section.tag { registerTag(tag, for: section) }
        }
        register(rows: sections.flatMap(\.allRows))
        for section in sections {
            for validator in section.sectionValidators { add(validator: validator) }
        }
        for section in sections {
            guard let hidden = section.hidden else { continue }
            dependencies.register(.sectionHidden(section), tags: hidden.tags)
            if let error = hidden.syntaxError { report(.malformedCondition(error), element: section.elementDescription) }
        }
    }

    func unregister(sections: [Section]) {
        for section in sections {
            if let tag = section.tag, sectionsByTag[tag] === section { sectionsByTag[tag] = nil }
            dependencies.unregister(.sectionHidden(section), tags: section.hidden?.tags ?? [])
            for validator in section.sectionValidators { remove(validator: validator) }
            unregister(rows: section.allRows)
        }
    }

    func rowTagDidChange(_ row: BaseRow, from oldTag: String?) {
        structureRevision &+= 1
        if let oldTag, rowsByTag[oldTag] === row {
            rowsByTag[oldTag] = nil
            reevaluateDependents(ofTag: oldTag)
        }
        if let newTag = row.tag {
            registerTag(newTag, for: row)
            reevaluateDependents(ofTag: newTag)
        }
    }

    func sectionTagDidChange(_ section: Section, from oldTag: String?) {
        structureRevision &+= 1
        if let oldTag, sectionsByTag[oldTag] === section {
            sectionsByTag[oldTag] = nil
            reevaluateDependents(ofTag: oldTag)
        }
        if let newTag = section.tag {
            registerTag(newTag, for: section)
            reevaluateDependents(ofTag: newTag)
        }
    }

    /// Rows and sections share one tag namespace: `values()` would otherwise mix them up.
    private func registerTag(_ tag: String, for row: BaseRow) {
        if !sectionsByTag.isEmpty, sectionsByTag[tag] != nil {
            report(.duplicateTag(tag), element: row.elementDescription)
        } else if let existing = rowsByTag.updateValue(row, forKey: tag), existing !== row {
            // One hash of the tag in the common case; a duplicate puts the first row back.
            rowsByTag[tag] = existing
            report(.duplicateTag(tag), element: row.elementDescription)
        }
    }

    private func registerTag(_ tag: String, for section: Section) {
        if let existing = sectionsByTag[tag], existing !== section {
            report(.duplicateTag(tag), element: section.elementDescription)
        } else if rowsByTag[tag] != nil {
            report(.duplicateTag(tag), element: section.elementDescription)
        } else {
            sectionsByTag[tag] = section
        }
    }
}
