import Foundation

// Values by key — a JSON body in `exportValues()`'s shape — applied the way a person would
// enter them: through each row's own actions (text through the row's parsing, choices by
// option), in document order, so conditions see earlier values before later rows are read.
extension FormInteraction {
    /// What `apply(_:unknownKeys:)` does with a key that names no shown, enabled row.
    public enum UnknownKeys: Sendable {
        /// Each such key is a problem (hidden and disabled rows' keys are still skipped quietly).
        case report
        /// Such keys are skipped.
        case ignore
    }

    /// Applies `values` to the form's rows by tag and returns what could not be applied.
    ///
    /// Rows are visited in document order, and once more when some were hidden or disabled, so
    /// a row shown by an earlier value takes its own. Hidden, disabled and read-only rows ignore
    /// their keys: a crafted body cannot set them. An option of a selectable section is chosen
    /// by its own exported value and taken back with null; a picker of dependent wheels takes
    /// only the value it holds (another is a `readOnly` problem). A multivalued section takes an array under its tag, one element per row. Values of
    /// the wrong type, options that do not exist and numbers out of range are problems of their
    /// key, and the row keeps its value; text a row cannot parse stays on the row as its input
    /// error, which blocks the submit as on a page. A list longer than `maximumListLength` is a
    /// problem of its key and changes nothing, as a page carries only so many rows.
    ///
    /// ```swift
    /// let problems = interaction.apply(try JSONDecoder().decode(FormValues.self, from: body))
    /// let submission = form.submission()
    /// ```
    @discardableResult
    public func apply(_ values: FormValues, unknownKeys: UnknownKeys = .report, maximumListLength: Int? = nil) -> [FormValueProblem] {
        var problems: [FormValueProblem] = []
        // A form whose definition was accepted has unique tags, so a key reaches one row or
        // section with no record of keys used; otherwise only the one registered under the tag
        // takes it, as `values()` reads it.
        let tagsAreUnique = form.definitionErrors.isEmpty
        form.withCellUpdatesDeferred {
            // Lists of sections hidden now wait for the rows: a value among them may show them.
            var hiddenLists: [(section: any MultivaluedSectionType, tag: String, value: FormValue)] = []
            for section in form.allSections {
                guard let multivalued = section as? any MultivaluedSectionType, let tag = section.tag,
                    tagsAreUnique || form.sectionsByTag[tag] === section, let value = values.values[tag]
                else { continue }
                if section.isHidden {
                    hiddenLists.append((multivalued, tag, value))
                } else {
                    applyList(value, to: multivalued, tag: tag, maximumListLength: maximumListLength, problems: &problems)
                }
            }
            defer {
                for list in hiddenLists where !(list.section as Section).isHidden {
                    applyList(list.value, to: list.section, tag: list.tag, maximumListLength: maximumListLength, problems: &problems)
                }
            }
            // The value the body holds for a row the schema keys by its tag.
            func keyedValue(of row: BaseRow) -> (tag: String, value: FormValue)? {
                guard let tag = row.tag, let value = values.values[tag], isKeyedByTag(row),
                    tagsAreUnique || form.rowsByTag[tag] === row
                else { return nil }
                return (tag, value)
            }
            // The key that chose an option of each single-choice list, so a second is refused
            // rather than quietly taking the first one's place.
            var chosenInList: [ObjectIdentifier: String] = [:]
            func applyKeyed(_ keyed: (tag: String, value: FormValue), to row: BaseRow) {
                let control = row.bindingControl
                var list: ObjectIdentifier?
                if case .selectableOption(let option) = control, !option.allowsMultipleSelection, keyed.value != .null, let section = row.section {
                    list = ObjectIdentifier(section)
                    if let earlier = chosenInList[ObjectIdentifier(section)] {
                        let message = "\(earlier) is chosen in the same list, which takes one option."
                        problems.append(FormValueProblem(key: keyed.tag, code: .notAnOption, message: message))
                        return
                    }
                }
                if let problem = applyValue(keyed.value, to: row, control: control, key: keyed.tag) {
                    problems.append(problem)
                } else if let list {
                    // Named by its value, as the body gave it ("Small"), not by its key.
                    chosenInList[list] = (row as? any SelectableRowType)?.exportedSelectableValue.shortDescription ?? "“\(keyed.tag)”"
                }
            }
            // A second pass only when a value found its row hidden or disabled: an earlier
            // value may have shown or enabled it since.
            var applied: [ObjectIdentifier] = []
            var passedOver = false
            for row in form.allRows {
                guard let keyed = keyedValue(of: row) else { continue }
                guard row.isShownInForm, !row.isDisabled else {
                    passedOver = true
                    continue
                }
                applied.append(ObjectIdentifier(row))
                applyKeyed(keyed, to: row)
            }
            guard passedOver else { return }
            let appliedRows = Set(applied)
            for row in form.allRows where !appliedRows.contains(ObjectIdentifier(row)) {
                guard let keyed = keyedValue(of: row), row.isShownInForm, !row.isDisabled else { continue }
                applyKeyed(keyed, to: row)
            }
        }
        endEditing()
        if unknownKeys == .report {
            // Every key applied is a schema key, so the schema's keys are all that is known.
            // Sorted for a stable report, after filtering: sorting every key of a large body
            // cost more than the check itself.
            for key in values.values.keys.filter({ !isSchemaKey($0) }).sorted() {
                problems.append(FormValueProblem(key: key, code: .unknownKey, message: "The form has no field “\(FieldInputError.quotable(key, limit: 60))”."))
            }
        }
        return problems
    }

    /// Whether `key` is one the form's schema lists: a row keyed by its tag, or a multivalued
    /// section.
    private func isSchemaKey(_ key: String) -> Bool {
        if let row = form.rowBy(tag: key) { return isKeyedByTag(row) }
        return form.sectionBy(tag: key) is any MultivaluedSectionType
    }

    /// Whether the schema keys `row` by its own tag: not an inline editor (its parent's key
    /// carries the value) nor a multivalued section's row (the section's list does).
    private func isKeyedByTag(_ row: BaseRow) -> Bool {
        row.inlineParentRow == nil && !(row.section is any MultivaluedSectionType)
    }

    /// Turns one value into the row's action, as a page's field would.
    func applyValue(_ value: FormValue, to row: BaseRow, control: RowControl, key: String) -> FormValueProblem? {
        func wrongType(_ expected: String) -> FormValueProblem {
            // A number is named by its value: "not a number" would contradict "Expected a number".
            let given = value.number != nil || value.isNonFiniteNumber ? value.shortDescription : value.kindDescription
            return FormValueProblem(key: key, code: .wrongType, message: "Expected \(expected), not \(given).")
        }
        // The value the row already has changes nothing, as a page's unchanged field does; each
        // control below compares with what it shows, which costs less than exporting the value.
        if case .null = value, row.baseValue == nil { return nil }
        func clear() -> FormValueProblem? {
            do {
                try row.setBaseValue(nil)
                return nil
            } catch {
                return FormValueProblem(key: key, code: .rejected, message: error.message)
            }
        }
        func perform(_ action: RowAction) -> FormValueProblem? {
            do {
                try self.perform(action, on: row)
                return nil
            } catch {
                return FormValueProblem(key: key, code: .rejected, message: error.message)
            }
        }
        switch control {
        case .text(let entry):
            func setText(_ text: String) -> FormValueProblem? {
                // A one-line field holds no line break (a browser drops them from its value, the
                // terminal's paste turns them into spaces): "1234\n" is no fifth character.
                let text = entry.isMultiline ? text : text.droppingLineBreaks()
                return text == entry.text && entry.rejectedText == nil ? nil : perform(.setText(text))
            }
            return applyText(value, to: row, key: key, wrongType: wrongType, setText: setText)
        case .toggle(let toggle):
            switch value {
            // false for a row holding nil is an answer: the row holds false from then on.
            case .bool(let isOn): return isOn == toggle.isOn && toggle.hasValue ? nil : perform(.setOn(isOn))
            case .null: return clear()
            default: return wrongType("true or false")
            }
        case .singleChoice(let choice):
            if case .null = value { return perform(.choose(nil)) }
            guard let index = optionIndex(of: value, in: row) else { return notAnOption(value, key: key) }
            return index == choice.selectedIndex ? nil : perform(.choose(index))
        case .multipleChoice(let choice):
            if case .null = value { return clear() }
            guard case .array(let elements) = value else { return wrongType("a list of options") }
            var chosen = Set<Int>()
            for element in elements {
                guard let index = optionIndex(of: element, in: row) else { return notAnOption(element, key: key) }
                // The schema says `uniqueItems`: a list naming an option twice is refused alike.
                guard chosen.insert(index).inserted else {
                    return FormValueProblem(key: key, code: .wrongType, message: "\(element.shortDescription) is listed twice; list each option once.")
                }
            }
            return chosen == Set(choice.selectedIndices) ? nil : perform(.chooseSet(chosen))
        case .number(let number):
            if case .null = value { return clear() }
            guard value.number != nil || value.isNonFiniteNumber else { return wrongType("a number") }
            let amount = value.number ?? .infinity
            if let expected = number.expectation(unmetBy: amount) {
                return FormValueProblem(key: key, code: .outOfRange, message: "\(value.shortDescription) is not \(expected).")
            }
            return amount == number.value ? nil : perform(.setNumber(amount))
        case .date:
            // A date sent back as exported is not rounded to its row's minute interval again.
            if value.isExport(of: row.baseValue) { return nil }
            switch value {
            case .null: return perform(.setDate(nil))
            case .string(let text):
                // Read once: the reading decides between storing the date and saying why not.
                let reading = text.utf8.count <= 64 ? ISO8601Timestamp.read(text) : .misshapen
                if reading == .wellFormed, let date = FormValue.date(fromWellFormed: text) {
                    let picker = (row as? any DatePickerModelProviding)?.datePicker
                    // A row holding a value finer than it keeps (a definition's "now", with other
                    // seconds on every request) takes a date in the same minute as no change, as a
                    // page posting the minute it showed is none: its export sent back (the page's
                    // own API example) was refused for the seconds.
                    if let picker, let current = row.baseValue as? Date, picker.reason(notKeeping: current) != nil,
                        current.minutesSinceReference == date.minutesSinceReference
                    {
                        return nil
                    }
                    // Finer than the row keeps (seconds on a minute picker) is refused, not rounded.
                    if let reason = picker?.reason(notKeeping: date) {
                        return FormValueProblem(
                            key: key, code: .outOfRange, message: "\(value.shortDescription) is not a date that can be kept: \(reason).")
                    }
                    return perform(.setDate(date))
                }
                if case .noSuchMoment(let reason) = reading {
                    // Still `wrongType` (the README's contract for dates that do not exist), with the reason.
                    return FormValueProblem(key: key, code: .wrongType, message: "\(value.shortDescription) is not a date that can be kept: \(reason).")
                }
                return FormValueProblem(
                    key: key, code: .wrongType, message: "Expected an ISO 8601 date like “2026-11-23T09:30:00Z”, not \(value.shortDescription).")
            case .date(let date): return perform(.setDate(date))
            default: return wrongType("an ISO 8601 date")
            }
        case .inlineParent(let parent):
            return applyValue(value, to: row, control: parent.editor, key: key)
        case .selectableOption(let option):
            // The option's own value chooses it (as exported), null takes it back.
            if case .null = value {
                guard option.isSelected else { return nil }
                if let problem = perform(.setOn(false)) { return problem }
                // A list that keeps one option chosen does not let it go: said, not dropped.
                guard row.baseValue == nil else {
                    return FormValueProblem(
                        key: key, code: .rejected, message: "This list keeps one option chosen: choose another instead of null.")
                }
                return nil
            }
            guard let stands = (row as? any SelectableRowType)?.exportedSelectableValue, stands != .null, value.isJSONEqual(to: stands) else {
                let expected = (row as? any SelectableRowType).map { "\($0.exportedSelectableValue.shortDescription) (to choose this option) or null" }
                return FormValueProblem(
                    key: key, code: .notAnOption, message: "\(value.shortDescription) does not choose this option: expected \(expected ?? "null").")
            }
            return option.isSelected ? nil : perform(.setOn(true))
        case .wheels:
            // Wheels whose options depend on each other are chosen on the form; a body giving
            // them another value is told so, never dropped with a 200.
            if value.isExport(of: row.baseValue) { return nil }
            let kept = (try? JSONEncoder().encode(FormValue(converting: row.baseValue))).map { String(decoding: $0, as: UTF8.self) } ?? "null"
            return FormValueProblem(
                key: key, code: .readOnly,
                message: "This picker's wheels are set on the form itself: a body may give only the value it holds, \(kept).")
        case .action, .readOnly, .presenter, .addButton, .custom:
            // Nothing a person could type or choose here has an exported form to read back.
            return nil
        }
    }

    private func applyText(
        _ value: FormValue, to row: BaseRow, key: String, wrongType: (String) -> FormValueProblem, setText: (String) -> FormValueProblem?
    ) -> FormValueProblem? {
        if case .null = value { return setText("") }
        if case .string(let text) = value, row.accepts(value: "") { return setText(text) }
        // A number is a value, not typed text: it never goes through the row's formatter, which
        // may read typed digits otherwise (a till's "7" is seven cents).
        func setNumber(_ text: String) -> FormValueProblem? {
            guard let row = row as? any PlainNumberTaking else { return setText(text) }
            guard let error = row.takePlainNumber(text) else { return nil }
            let sentence =
                switch error.reason {
                case .notParsable(let expected): "is not \(expected)"
                case .outOfRange(let limit): "is \(limit)"
                }
            return FormValueProblem(key: key, code: .outOfRange, message: "\(value.shortDescription) \(sentence).")
        }
        if row.accepts(value: 0) {
            // JSON has one kind of number: 42.0 and -0.0 are whole numbers, 1e23 is too large.
            switch value {
            case .int(let number): return setNumber(String(number))
            case .double(let number) where number.rounded(.towardZero) == number:
                guard let whole = Int(exactly: number) else {
                    return FormValueProblem(
                        key: key, code: .outOfRange,
                        message: "\(value.shortDescription) is larger than a whole number here can be (\(Int.min) to \(Int.max)).")
                }
                return setNumber(String(whole))
            default: return wrongType("a whole number")
            }
        }
        if row.accepts(value: 0.5) || row.accepts(value: Float(0.5)) || row.accepts(value: Decimal(1)) {
            switch value {
            case .int(let number): return setNumber(String(number))
            case .double(let number): return setNumber(String(number))
            default: return wrongType("a number")
            }
        }
        guard case .string(let text) = value else { return wrongType("text") }
        return setText(text)
    }

    private func optionIndex(of value: FormValue, in row: BaseRow) -> Int? {
        (row as? any RowOptionValues)?.optionIndex(exportedAs: value)
    }

    private func notAnOption(_ value: FormValue, key: String) -> FormValueProblem {
        FormValueProblem(key: key, code: .notAnOption, message: "\(value.shortDescription) is not one of the options.")
    }
}

extension FormValue {
    /// Whether this is how `exportValues()` writes `value` (dates as their ISO 8601 text).
    func isExport(of value: Any?) -> Bool {
        let current = FormValue(converting: value)
        if current == self { return true }
        if case .date(let date) = current, case .string(let text) = self { return date.formatted(.iso8601) == text }
        return false
    }

    /// Whether this is an infinite or not-a-number double (a JSON 1e400 reads as infinity).
    var isNonFiniteNumber: Bool {
        if case .double(let number) = self { return !number.isFinite }
        return false
    }

    /// The value as a number, if it is one.
    var number: Double? {
        switch self {
        case .int(let number): Double(number)
        case .double(let number): number.isFinite ? number : nil
        default: nil
        }
    }

    /// "text", "a number", … for messages about the wrong type.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .int, .double: "a number"
        case .string: "text"
        case .date: "a date"
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// The value as a message shows it: short, quoted when text.
    var shortDescription: String {
        switch self {
        case .string(let text): "“\(FieldInputError.quotable(text))”"
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .bool(let flag): String(flag)
        default: kindDescription.prefix(1).uppercased() + kindDescription.dropFirst()
        }
    }

    /// A date as `exportValues()` writes it (ISO 8601 date and time), or a plain day
    /// ("2026-11-23", midnight UTC); nil for a day or time that does not exist ("2026-02-30",
    /// "24:00"), which Foundation alone would roll over into another date.
    static func date(fromExported text: String) -> Date? {
        guard text.utf8.count <= 64, ISO8601Timestamp.isWellFormed(text) else { return nil }
        return date(fromWellFormed: text)
    }

    /// The date of text `ISO8601Timestamp` found well formed.
    static func date(fromWellFormed text: String) -> Date? {
        ISO8601Timestamp.date(ofWellFormed: text)
    }
}

extension String {
    /// The text without carriage returns and line feeds.
    fileprivate func droppingLineBreaks() -> String {
        guard utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.filter { $0 != "\n" && $0 != "\r" }))
    }
}

extension Date {
    /// The whole minutes since the reference date: two dates in the same minute share it.
    fileprivate var minutesSinceReference: Double { (timeIntervalSinceReferenceDate / 60).rounded(.down) }
}
