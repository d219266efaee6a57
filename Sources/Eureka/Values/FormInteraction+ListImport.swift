// A multivalued section's list in a JSON body: one element per row, rows inserted or deleted
// to match, reordered when the elements are the rows' own values in another order.
extension FormInteraction {
    func applyList(
        _ value: FormValue, to section: any MultivaluedSectionType, tag: String, maximumListLength: Int?, problems: inout [FormValueProblem]
    ) {
        if case .array(let elements) = value, let limit = maximumListLength.map(section.maximumListLength(allowing:)), elements.count > limit {
            problems.append(FormValueProblem(key: tag, code: .outOfRange, message: "The list takes at most \(limit) items, not \(elements.count)."))
            return
        }
        applyMultivalued(value, to: section, tag: tag, problems: &problems)
    }

    private func applyMultivalued(_ value: FormValue, to section: any MultivaluedSectionType, tag: String, problems: inout [FormValueProblem]) {
        guard case .array(let elements) = value else {
            problems.append(FormValueProblem(key: tag, code: .wrongType, message: "Expected a list."))
            return
        }
        let add = section.baseAddButtonRow
        var rows = (section as Section).allRows.filter { $0 !== add }
        if rows.count == elements.count, let reordered = reorderToMatch(elements, rows: rows, in: section) { rows = reordered }
        if let problem = reorderingProblem(elements, rows: rows, in: section, tag: tag) {
            problems.append(problem)
            return
        }
        while rows.count > elements.count, let last = rows.last {
            guard deleteMultivaluedRow(last) else {
                problems.append(FormValueProblem(key: tag, code: .outOfRange, message: "The list takes at least \(rows.count) items."))
                return
            }
            rows.removeLast()
        }
        while rows.count < elements.count {
            guard let row = insertMultivaluedRow(in: section) else { break }
            rows.append(row)
        }
        if rows.count < elements.count {
            problems.append(FormValueProblem(key: tag, code: .outOfRange, message: "The list takes at most \(rows.count) items."))
        }
        for (index, (row, element)) in zip(rows, elements).enumerated() where row.isShownInForm && !row.isDisabled {
            let key = "\(tag)[\(index)]"
            let control = row.bindingControl
            if let problem = applyValue(element, to: row, control: control, key: key) {
                problems.append(problem)
            } else if !control.takesValues, !element.isExport(of: row.baseValue), !element.isJSONEqual(to: FormValue(converting: row.baseValue)) {
                // The row takes no value (a label): an item that differs would be lost without a word.
                problems.append(
                    FormValueProblem(
                        key: key, code: .rejected,
                        message: "Item \(index + 1) cannot be changed here; it is \(FormValue(converting: row.baseValue).shortDescription)."))
            }
        }
    }

    /// The rows moved into the order of `elements` when the section can reorder and the
    /// elements are the rows' own values in another order, as a page's reordering posts them;
    /// nil when they are not (then the elements are values for the rows where they stand).
    private func reorderToMatch(_ elements: [FormValue], rows: [BaseRow], in section: any MultivaluedSectionType) -> [BaseRow]? {
        guard section.multivaluedOptions.contains(.Reorder) else { return nil }
        var remaining = rows.map { (row: $0, value: FormValue(converting: $0.baseValue)) }
        guard zip(remaining, elements).contains(where: { !$0.value.isJSONEqual(to: $1) }) else { return nil }
        var ordered: [BaseRow] = []
        for element in elements {
            guard let match = remaining.firstIndex(where: { Self.names(element, $0.row) }) else {
                return nil
            }
            ordered.append(remaining.remove(at: match).row)
        }
        for (index, row) in ordered.enumerated() where (section as Section).allRows.firstIndex(where: { $0 === row }) != index {
            moveMultivaluedRow(row, to: index)
        }
        return ordered
    }
}

extension FormInteraction {
    /// Why `elements` do not reorder a list that can only be put in another order (its rows take
    /// no value, and it can neither insert nor delete), naming what is given twice and what is
    /// missing: read item by item, "Item 1 cannot be changed here" named the wrong culprit.
    /// Nil when the elements are its values in some order, or the list can do more.
    fileprivate func reorderingProblem(_ elements: [FormValue], rows: [BaseRow], in section: any MultivaluedSectionType, tag: String) -> FormValueProblem? {
        let options = section.multivaluedOptions
        guard options.contains(.Reorder), !options.contains(.Insert), !options.contains(.Delete), !rows.isEmpty, rows.count == elements.count,
            rows.allSatisfy({ !$0.bindingControl.takesValues })
        else { return nil }
        let values = rows.map { FormValue(converting: $0.baseValue) }
        var remaining = rows
        var twice: [FormValue] = []
        var unknown: [FormValue] = []
        for element in elements {
            if let match = remaining.firstIndex(where: { Self.names(element, $0) }) {
                remaining.remove(at: match)
            } else if rows.contains(where: { Self.names(element, $0) }) {
                twice.append(element)
            } else {
                unknown.append(element)
            }
        }
        guard !twice.isEmpty || !unknown.isEmpty || !remaining.isEmpty else { return nil }
        // Each value named once, as JSON writes it mid-sentence ("null", not "Null").
        func named(_ list: [FormValue]) -> String {
            var seen: [FormValue] = []
            for value in list where !seen.contains(where: { $0.isJSONEqual(to: value) }) { seen.append(value) }
            return seen.map { $0 == .null ? "null" : $0.shortDescription }.joined(separator: ", ")
        }
        let items = named(values)
        var why: [String] = []
        if !twice.isEmpty { why.append("given more than once: \(named(twice))") }
        if !unknown.isEmpty { why.append("not its items: \(named(unknown))") }
        if !remaining.isEmpty { why.append("missing: \(named(remaining.map { FormValue(converting: $0.baseValue) }))") }
        return FormValueProblem(
            key: tag, code: .notAnOption,
            message: "This list can only be put in another order: give \(items), each once (\(why.joined(separator: "; "))).")
    }
}

extension FormInteraction {
    /// Whether a list's `element` names `row`'s value, as exported or as the JSON it reads
    /// (a date as its ISO 8601 text): one rule for matching a reordering and for saying why not.
    fileprivate static func names(_ element: FormValue, _ row: BaseRow) -> Bool {
        FormValue(converting: row.baseValue).isJSONEqual(to: element) || element.isExport(of: row.baseValue)
    }
}

extension RowControl {
    /// Whether `apply` gives a row with this control a value of its own (what `applyValue`
    /// reads as a value); a selectable option is chosen or not, and wheels only keep theirs.
    fileprivate var takesValues: Bool {
        switch self {
        case .text, .toggle, .singleChoice, .multipleChoice, .number, .date: true
        case .inlineParent(let parent): parent.editor.takesValues
        case .wheels, .action, .readOnly, .presenter, .selectableOption, .addButton, .custom: false
        }
    }
}
