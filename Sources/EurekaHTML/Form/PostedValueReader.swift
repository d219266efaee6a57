import Eureka

/// Reads what a page posted for one row and turns it into the row's actions. A value equal to
/// what the page showed changes nothing (an unchecked switch leaves nil alone); a value the row's
/// control cannot take is a problem shown under the row, never a crash.
struct PostedValueReader {
    let posted: PostedFieldIndex
    let names: FormFieldNames

    enum Item {
        case perform(RowAction)
        case problem(String)
    }

    func actions(for row: BaseRow, control: RowControl) -> [Item] {
        actions(for: control, key: names.key(for: row), row: row)
    }

    /// The rows something was posted for: rows without fields keep their values and cost
    /// nothing, so binding a page that sent three fields of 10,000 looks at three rows.
    func rowsWithFields() -> Set<ObjectIdentifier> {
        var rows = Set<ObjectIdentifier>()
        for field in posted.names {
            for row in Self.rows(forField: field, names: names) { rows.insert(ObjectIdentifier(row)) }
        }
        return rows
    }

    /// The rows a field name belongs to: the row it names, the row one of whose wheels it is
    /// (`key.1`), or every row of the selectable section whose radio group it is.
    static func rows(forField field: String, names: FormFieldNames) -> [BaseRow] {
        if let row = names.row(forKey: field) { return [row] }
        if let dot = field.lastIndex(of: "."), let row = names.row(forKey: String(field[..<dot])) { return [row] }
        if let section = names.section(forKey: field) { return section.allRows }
        return []
    }

    private func actions(for control: RowControl, key: String, row: BaseRow) -> [Item] {
        switch control {
        case .text(let entry):
            guard entry.isEditable, let text = posted.first(key), text != entry.text || entry.rejectedText != nil else { return [] }
            return [.perform(.setText(text))]
        case .toggle(let toggle):
            let values = posted.values(for: key)
            guard !values.isEmpty else { return [] }
            let isOn = values.contains("on")
            return isOn == toggle.isOn ? [] : [.perform(.setOn(isOn))]
        case .singleChoice(let choice):
            // A radio group posts an empty marker first, then the chosen option if any.
            let values = posted.values(for: key)
            guard !values.isEmpty else { return [] }
            let text = values.last(where: { !$0.isEmpty }) ?? ""
            guard !text.isEmpty else { return choice.selectedIndex == nil ? [] : [.perform(.choose(nil))] }
            guard let index = Self.index(text, count: choice.options.count) else { return [.problem("“\(text.prefix(40))” is not one of the options")] }
            return index == choice.selectedIndex ? [] : [.perform(.choose(index))]
        case .multipleChoice(let choice):
            let values = posted.values(for: key)
            guard !values.isEmpty else { return [] }
            var chosen = Set<Int>()
            for text in values where !text.isEmpty {
                guard let index = Self.index(text, count: choice.options.count) else { return [.problem("“\(text.prefix(40))” is not one of the options")] }
                chosen.insert(index)
            }
            return chosen == Set(choice.selectedIndices) ? [] : [.perform(.chooseSet(chosen))]
        case .number(let number):
            guard let text = posted.first(key)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return [] }
            guard let value = Double(text), value.isFinite else { return [.problem("“\(text.prefix(40))” is not a number")] }
            guard value >= number.minimum, value <= number.maximum else {
                return [.problem("Choose a number from \(Self.compact(number.minimum)) to \(Self.compact(number.maximum))")]
            }
            // Without a value the page showed the control's start: leaving it there changes nothing.
            if value == number.shownValue { return [] }
            return [.perform(.setNumber(value))]
        case .date(let entry):
            guard let text = posted.first(key) else { return [] }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return entry.value == nil ? [] : [.perform(.setDateParts(nil))] }
            guard let parts = DateParts(iso: trimmed, base: entry.valueParts ?? entry.startParts) else {
                return [.problem("“\(trimmed.prefix(40))” is not a date the form can read")]
            }
            return parts == entry.valueParts ? [] : [.perform(.setDateParts(parts))]
        case .wheels(let wheels):
            var items: [Item] = []
            for (index, component) in wheels.components.enumerated() {
                guard let text = posted.first("\(key).\(index)"), !text.isEmpty else { continue }
                guard let choice = Self.index(text, count: component.titles.count) else { return [.problem("“\(text.prefix(40))” is not one of the options")] }
                if choice != component.selectedIndex { items.append(.perform(.choosePickerOption(component: index, index: choice))) }
            }
            return items
        case .inlineParent(let parent):
            return actions(for: parent.editor, key: key, row: row)
        case .selectableOption(let option):
            if !option.allowsMultipleSelection, let section = row.section {
                let values = posted.values(for: names.key(for: section))
                guard !values.isEmpty else { return [] }
                let selected = values.contains(key)
                return selected == option.isSelected ? [] : [.perform(.setOn(selected))]
            }
            let values = posted.values(for: key)
            guard !values.isEmpty else { return [] }
            let selected = values.contains("on")
            return selected == option.isSelected ? [] : [.perform(.setOn(selected))]
        case .action, .readOnly, .presenter, .addButton, .custom:
            return []
        }
    }

    /// An option index from its posted text: ASCII digits only, within the count.
    static func index(_ text: String, count: Int) -> Int? {
        guard (1...6).contains(text.utf8.count), text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let index = Int(text), index < count else { return nil }
        return index
    }

    static func compact(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
