// Reading and writing the values of tagged rows.
extension Form {
    /// The values of tagged rows (and tagged multivalued sections, as arrays), by tag.
    ///
    /// Rows without a value appear with `nil`. Hidden rows, and rows of hidden sections, are left
    /// out unless `includeHidden` is true.
    ///
    /// ```swift
    /// let values = form.values()
    /// let name = values["name"] as? String
    /// ```
    public func values(includeHidden: Bool = false) -> [String: Any?] {
        let sections = includeHidden ? sectionList.all : sectionList.visible
        var result: [String: Any?] = [:]
        result.reserveCapacity(rowsByTag.count + sectionsByTag.count)
        for section in sections {
            for row in includeHidden ? section.allRows : section.visibleRows {
                guard let tag = row.tag, rowsByTag[tag] === row else { continue }
                result.updateValue(row.baseValue, forKey: tag)
            }
            if let tag = section.tag, let multivalued = section as? MultivaluedValuesProviding, sectionsByTag[tag] === section {
                result.updateValue(multivalued.multivaluedValues(), forKey: tag)
            }
        }
        return result
    }

    /// Assigns values by tag through each row's normal change pipeline (`onChange`, conditions).
    /// As in Eureka, a value of the wrong type assigns nil and unknown tags are ignored; use
    /// `assignValues(_:)` to have both reported instead.
    ///
    /// ```swift
    /// form.setValues(["name": "Ada", "age": 36])
    /// ```
    public func setValues(_ values: [String: Any?]) {
        for (tag, value) in values {
            rowsByTag[tag]?.baseValue = value
        }
    }

    /// Assigns values by tag, checking every tag and type first: on any error nothing changes.
    ///
    /// ```swift
    /// try form.assignValues(["name": "Ada", "age": 36])
    /// ```
    /// - Throws: `FormValueError.unknownTag` or `.typeMismatch` for the first offending entry,
    ///   in tag order.
    public func assignValues(_ values: [String: Any?]) throws(FormValueError) {
        let tags = values.keys.sorted()
        for tag in tags {
            guard let row = rowsByTag[tag] else { throw .unknownTag(tag) }
            guard let value = values[tag], row.accepts(value: value) else {
                let actual = values[tag].flatMap { $0 }.map { "\(type(of: $0))" } ?? "nil"
                throw .typeMismatch(tag: tag, expected: row.valueTypeDescription, actual: actual)
            }
        }
        // Assignments run `onChange`, which may remove or replace rows: each tag is looked up
        // again when its turn comes, and a row an earlier callback took out is skipped.
        for tag in tags {
            guard let row = rowsByTag[tag], let value = values[tag] else { continue }
            row.baseValue = value
        }
    }

    /// Whether leaving the form without submitting would lose something the user did: a row's
    /// value changed and not back to what it was (hidden rows too), text typed that did not
    /// parse, or the rows of a multivalued section
    /// differ from what they were before the user added, deleted or moved one (a row added and
    /// deleted again is no change). Renderers ask it before discarding a form ("Discard
    /// changes?").
    ///
    /// ```swift
    /// if form.hasUnsavedChanges { askBeforeDiscarding() }
    /// ```
    public var hasUnsavedChanges: Bool {
        rowsBeforeUserEdits.contains(where: \.differsFromNow) || allRows.contains(where: \.holdsUnsavedChange)
    }

    /// Resets every row (hidden ones too) to its reset value; see `RowOf.resetValue`.
    ///
    /// ```swift
    /// form.resetValues()
    /// ```
    public func resetValues() {
        for row in allRows { row.resetRowValue() }
    }
}
