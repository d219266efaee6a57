import Eureka

/// Reads what a page posted for one row and turns it into the row's actions. A value equal to
/// what the page showed changes nothing (an unchecked switch leaves nil alone); a value the row's
/// control cannot take is a problem shown under the row, never a crash.
struct PostedValueReader {
    let posted: PostedFieldIndex
    let names: FormFieldNames

    enum Item {
        case perform(RowAction)
        /// A problem shown under the row, and the posted text to show back in its control when
        /// the control can hold it.
        case problem(String, shownBack: String? = nil)
    }

    /// Appends what was posted for `row` to `items` as actions and problems (a buffer the
    /// caller empties and reuses: most rows give one item, and an array per row was an
    /// allocation per posted field).
    func appendActions(for row: BaseRow, control: RowControl, to items: inout [Item]) {
        appendActions(for: control, key: names.key(for: row), row: row, to: &items)
    }

    /// The rows something was posted for: rows without fields keep their values and cost
    /// nothing, so binding a page that sent three fields of 10,000 looks at three rows.
    func rowsWithFields() -> Set<ObjectIdentifier> {
        var rows = Set<ObjectIdentifier>(minimumCapacity: posted.nameCount)
        for field in posted.names {
            Self.forEachRow(forField: field, names: names) { rows.insert(ObjectIdentifier($0)) }
        }
        return rows
    }

    /// Runs `body` on each row a field name belongs to: the row it names, the row one of whose
    /// wheels it is (`key.1`), or every row of the selectable section whose radio group it is.
    static func forEachRow(forField field: String, names: FormFieldNames, _ body: (BaseRow) -> Void) {
        if let row = names.row(forKey: field) { return body(row) }
        if let dot = field.lastIndex(of: "."), let row = names.row(forKey: String(field[..<dot])) { return body(row) }
        if let section = names.section(forKey: field) { section.allRows.forEach(body) }
    }

    /// The rows a field name belongs to, as `forEachRow(forField:names:_:)` visits them.
    static func rows(forField field: String, names: FormFieldNames) -> [BaseRow] {
        var rows: [BaseRow] = []
        forEachRow(forField: field, names: names) { rows.append($0) }
        return rows
    }

    /// The text `posted` sets in a field showing `entry`, as the page shows text; nil when it
    /// asks nothing: the field came back as it was shown, with no refused text to replace.
    /// A crafted post cannot store a line break a one-line field could never show.
    static func textToSet(_ posted: String, in entry: TextEntry) -> String? {
        let text = HTMLEscaping.textAsShown(posted, oneLine: !entry.isMultiline)
        return text != entry.text || entry.rejectedText != nil ? text : nil
    }

    private func appendActions(for control: RowControl, key: String, row: BaseRow, to items: inout [Item]) {
        switch control {
        case .text(let entry):
            guard entry.isEditable, let posted = posted.last(key), let text = Self.textToSet(posted, in: entry) else { return }
            items.append(.perform(.setText(text)))
        case .toggle(let toggle):
            guard posted.contains(key) else { return }
            // The page posts its hidden marker ("" or "off", see `ToggleMarker`) and "on" when
            // ticked; "yes" or "ON" come from no page, and reading them as unticked would change
            // the value without a word.
            let values = posted.values(for: key)
            if let other = values.first(where: { !$0.isEmpty && $0 != "on" && $0 != ToggleMarker.answered }) {
                items.append(.problem("“\(FieldInputError.quotable(String(other)))” is not on or off (a ticked box sends “on”)"))
                return
            }
            let isOn = posted.last(key) == "on"
            // Unticked where the page showed an answer: off, even if the rebuilt row holds none.
            let answeredOff = !isOn && values.contains(ToggleMarker.answered) && !toggle.hasValue
            if isOn != toggle.isOn || answeredOff { items.append(.perform(.setOn(isOn))) }
        case .singleChoice(let choice):
            // A radio group posts an empty marker first, then the chosen option if any.
            guard let text = posted.last(key) else { return }
            guard !text.isEmpty else {
                if choice.shownSelectedIndex != nil { items.append(.perform(.choose(nil))) }
                return
            }
            guard let index = Self.index(text, count: choice.shownOptions.count) else {
                items.append(.problem("“\(FieldInputError.quotable(String(text)))” is not one of the options"))
                return
            }
            // The held value (none of the options) chosen again is the value kept.
            if index != choice.selectedIndex, !choice.isHeldValue(index) { items.append(.perform(.choose(index))) }
        case .multipleChoice(let choice):
            let values = posted.values(for: key)
            guard !values.isEmpty else { return }
            // Each box stands alone: the boxes that name options are kept (nothing ticked is
            // lost), and one that names none is the row's problem.
            var chosen = Set<Int>()
            var unknown: String?
            var twice: Int?
            for text in values where !text.isEmpty {
                guard let index = Self.index(text, count: choice.options.count) else {
                    unknown = unknown ?? text
                    continue
                }
                // A page has one box per option: a crafted post naming one twice is refused, as
                // JSON refuses such a list, not merged.
                if !chosen.insert(index).inserted { twice = twice ?? index }
            }
            if chosen != Set(choice.selectedIndices) { items.append(.perform(.chooseSet(chosen))) }
            if let unknown { items.append(.problem("“\(FieldInputError.quotable(String(unknown)))” is not one of the options")) }
            if let twice {
                // The binding description leaves titles out; a message needs this one.
                var title = "Option \(twice + 1)"
                if case .multipleChoice(let described) = row.control, described.options.indices.contains(twice) { title = described.options[twice] }
                items.append(.problem("“\(FieldInputError.quotable(title))” is listed twice; list each option once"))
            }
        case .number(let number):
            guard let text = posted.last(key)?.trimmingCharacters(in: .whitespaces) else { return }
            guard !text.isEmpty else {
                // A number input emptied, or holding text that is no number ("1e400"), which a
                // browser posts as empty: the control has no "no value" of its own, and leaving
                // the row's value would show the definition's number back without a word.
                if number.value != nil {
                    items.append(.problem("Enter a number: this field is empty or holds no number", shownBack: number.style == .stepper ? "" : nil))
                }
                return
            }
            // Read as a typed number is (decimal only: no hexadecimal, "inf" or "nan").
            guard let value = Double(fieldText: text) else {
                items.append(.problem("“\(FieldInputError.quotable(String(text)))” is not a number"))
                return
            }
            // A number input holds any number, so the stepper shows what was sent back beside
            // the message; a slider's track cannot, so the message quotes it.
            if let expected = number.expectation(unmetBy: value) {
                items.append(.problem("“\(FieldInputError.quotable(String(text)))” is not \(expected)", shownBack: number.style == .stepper ? text : nil))
                return
            }
            // Without a value the page showed the control's start: leaving it there changes
            // nothing, unless the row's own markup shows no value (no star ticked).
            let answers = number.value == nil && (row as? any HTMLCustomRow)?.showsNoValue == true
            if value != number.shownValue || answers { items.append(.perform(.setNumber(value))) }
        case .date(let entry):
            // A count-down row posts its hours and minutes apart (DurationMarkup).
            let postedText = entry.mode == .countDownTimer ? DurationFields.isoTime(posted, key: key, shown: entry.valueParts) : posted.last(key)
            guard let text = postedText else { return }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else {
                if entry.value != nil { items.append(.perform(.setDateParts(nil))) }
                return
            }
            // A date posted alone keeps the time of day the page held beside it, for a row that
            // keeps one (a date-and-time row shown as a date, or just shown with its time again).
            var base = entry.valueParts ?? entry.startParts
            if entry.holdsTimeOfDay, let time = posted.last(DateMarkup.timeOfDayName(key)), let kept = DateParts(iso: time, base: base) {
                base = kept
            }
            guard let parts = DateParts(iso: trimmed, base: base) else {
                if entry.mode == .countDownTimer {
                    // Two number fields, not a date: say so in their terms, quoting what was sent.
                    let hours = FieldInputError.quotable(String((posted.last(DurationFields.hoursName(key)) ?? "").prefix(20)))
                    let minutes = FieldInputError.quotable(String((posted.last(DurationFields.minutesName(key)) ?? "").prefix(20)))
                    let sent = "“\(hours)” hours and “\(minutes)” minutes"
                    items.append(.problem("\(sent) is not a duration this row holds (0 to 23 hours, 0 to 59 minutes)"))
                    return
                }
                // Why, when the text is in the input's shape but names no moment, as JSON says.
                let reason = DateParts.reason(notReading: trimmed).map { " that can be kept: \($0)" } ?? " the form can read"
                // Shown back as sent when the input can hold it (a year past 275759 is still a
                // date to a browser), else blank: never the row's old date, which a second
                // submit would have saved in place of what was posted.
                let shownBack = DateMarkup.inputCanHold(trimmed, mode: entry.mode) ? trimmed : ""
                items.append(.problem("“\(FieldInputError.quotable(trimmed))” is not a date\(reason)", shownBack: shownBack))
                return
            }
            // What the row holds comes back unchanged (a definition's value may be off its step).
            guard parts != entry.valueParts else { return }
            // Finer than the row keeps is refused, as JSON refuses it: storing would round it.
            if let reason = entry.reason(notKeeping: trimmed, parts: parts) {
                // Shown back (the input shows a time off its step, seconds too): nothing typed is
                // lost. Text of another input's shape would be blanked: the moment it names instead.
                let fitsTheInput = trimmed.contains("T") == (entry.mode == .dateAndTime)
                let shownBack = entry.mode == .countDownTimer ? nil : fitsTheInput ? trimmed : DateMarkup.text(parts, mode: entry.mode)
                items.append(.problem("“\(FieldInputError.quotable(trimmed))” is not a date that can be kept: \(reason)", shownBack: shownBack))
                return
            }
            items.append(.perform(.setDateParts(parts)))
        case .wheels(let wheels):
            // One bad wheel makes the whole post a problem: none of its wheels moves.
            let start = items.count
            for (index, component) in wheels.components.enumerated() {
                guard let text = posted.last("\(key).\(index)") else { continue }
                guard !text.isEmpty else {
                    // The page offers no "—" on a wheel that holds an option: only a crafted post empties one.
                    guard component.selectedIndex != nil else { continue }
                    items.removeSubrange(start...)
                    items.append(.problem("A picker always holds one of its options: choose one"))
                    return
                }
                guard let choice = Self.index(text, count: component.titles.count) else {
                    items.removeSubrange(start...)
                    items.append(.problem("“\(FieldInputError.quotable(String(text)))” is not one of the options"))
                    return
                }
                if choice != component.selectedIndex { items.append(.perform(.choosePickerOption(component: index, index: choice))) }
            }
        case .inlineParent(let parent):
            appendActions(for: parent.editor, key: key, row: row, to: &items)
        case .selectableOption(let option):
            if !option.allowsMultipleSelection, let section = row.section {
                let group = names.key(for: section)
                guard posted.contains(group) else { return }
                // A radio value naming no row of the group (a crafted post) would silently clear
                // the choice: it is a problem of the group's first row, and nothing changes.
                if let chosen = posted.last(group), !chosen.isEmpty, names.row(forKey: chosen)?.section !== section {
                    if section.allRows.first(where: \.isShownInForm) === row {
                        items.append(.problem("“\(FieldInputError.quotable(String(chosen)))” is not one of the options"))
                    }
                    return
                }
                let selected = posted.last(group) == key
                if selected != option.isSelected { items.append(.perform(.setOn(selected))) }
                return
            }
            guard posted.contains(key) else { return }
            let selected = posted.last(key) == "on"
            if selected != option.isSelected { items.append(.perform(.setOn(selected))) }
        case .action, .readOnly, .presenter, .addButton, .custom:
            break
        }
    }

    /// An option index from its posted text: ASCII digits only, within the count.
    static func index(_ text: String, count: Int) -> Int? {
        guard (1...6).contains(text.utf8.count), text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let index = Int(text), index < count else { return nil }
        return index
    }
}
