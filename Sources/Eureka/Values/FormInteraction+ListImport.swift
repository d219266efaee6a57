// A multivalued section's list in a JSON body: one element per row, rows inserted or deleted
// to match, reordered when the elements are the rows' own values in another order.
extension FormInteraction {
    func applyList(
        _ value: FormValue, to section: any MultivaluedSectionType, tag: String, maximumListLength: Int?, problems: inout [FormValueProblem]
    ) {
        if case .array(let elements) = value, let maximumListLength, elements.count > maximumListLength {
            problems.append(
                FormValueProblem(key: tag, code: .outOfRange, message: "The list takes at most \(maximumListLength) items, not \(elements.count)."))
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
            guard let match = remaining.firstIndex(where: { $0.value.isJSONEqual(to: element) || element.isExport(of: $0.row.baseValue) }) else {
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

extension RowControl {
    /// Whether `apply` gives a value to a row with this control (what `applyValue` reads).
    fileprivate var takesValues: Bool {
        switch self {
        case .text, .toggle, .singleChoice, .multipleChoice, .number, .date: true
        case .inlineParent(let parent): parent.editor.takesValues
        case .wheels, .action, .readOnly, .presenter, .selectableOption, .addButton, .custom: false
        }
    }
}
