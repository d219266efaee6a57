// The form's JSON Schema: the shape `exportValues()` writes and `FormInteraction.apply(_:)`
// reads, worked out from each row's description and rules — one definition, no second schema
// to keep in step.
extension Form {
    /// A JSON Schema (2020-12) of the form's values: an object with one property per tagged row
    /// (and per multivalued section, as an array), typed from the row's control and narrowed by
    /// its rules; `required` lists rows with `RuleRequired` and no condition. What a schema
    /// cannot express — conditions that hide or disable a row or hide its section, closure
    /// rules — is said in the property's description rather than dropped. With
    /// `unknownKeys: .report` (as `FormInteraction.apply` does by default) other keys are refused
    /// (`additionalProperties: false`). A multivalued section's elements are typed from the rows
    /// that read them, the row it inserts included; its `maxItems` is its row count when it
    /// cannot insert, and at most `maximumListLength` — pass what `apply` is given.
    ///
    /// ```swift
    /// let schema = form.jsonSchema(title: "Sign up")
    /// try FormValues(["schema": schema]).jsonString()
    /// ```
    public func jsonSchema(title: String? = nil, unknownKeys: FormInteraction.UnknownKeys = .report, maximumListLength: Int? = nil) -> FormValue {
        var properties: [String: FormValue] = [:]
        var required: [String] = []
        for section in allSections {
            if let multivalued = section as? any MultivaluedSectionType, let tag = section.tag {
                properties[tag] = Self.listProperty(for: multivalued, maximumListLength: maximumListLength).formValue
                continue
            }
            for row in section.allRows {
                guard let tag = row.tag, rowsByTag[tag] === row, row.inlineParentRow == nil else { continue }
                let property = Self.schemaProperty(for: row, sectionHidden: section.hidden)
                // A row hidden with its section skips its key as one hidden itself does.
                if property.isRequired && row.hidden == nil && row.disabled == nil && section.hidden == nil { required.append(tag) }
                properties[tag] = property.formValue
            }
        }
        var schema: [String: FormValue] = [
            "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
            "type": .string("object"),
            "properties": .object(properties),
            "required": .array(required.map(FormValue.string)),
        ]
        if let title { schema["title"] = .string(title) }
        if unknownKeys == .report { schema["additionalProperties"] = .bool(false) }
        return .object(schema)
    }

    /// A multivalued section's array: element `i` is read by the section's row `i`, and past its
    /// rows by the row it would insert (made by its provider here, never inserted), so each
    /// element is typed from the row that reads it — `items` when they all agree, else
    /// `prefixItems` for the section's rows. An element may be null unless its row requires a
    /// value. `maxItems` is the section's row count when it cannot insert, and never more than
    /// `maximumListLength`, as `FormInteraction.apply` refuses longer lists; `minItems` is the row
    /// count when it cannot delete. Rows that take no value (labels) are not read, but a list
    /// that can reorder takes them in another order: their items then name the values allowed.
    private static func listProperty(for section: any MultivaluedSectionType, maximumListLength: Int?) -> JSONSchemaProperty {
        let add = section.baseAddButtonRow
        let rows = (section as Section).allRows.filter { $0 !== add }
        var inserted: BaseRow?
        if section.canInsertRow, let provider = section.multivaluedRowToInsertAt {
            inserted = provider(add.flatMap { section.rowList.visibleIndex(of: $0) } ?? section.endIndex)
        }
        let reorders = section.multivaluedOptions.contains(.Reorder)
        // What a reordering takes: the section's current values, whatever their order.
        let currentValues = reorders ? rows.map { FormValue(converting: $0.baseValue) } : []
        // Titles are left to the list: an element's row title ("Phone 3") names no element.
        var reorderedOnly = 0
        func itemProperty(for row: BaseRow) -> JSONSchemaProperty {
            var item = schemaProperty(for: row)
            item.title = nil
            if reorders, item.readOnly == true {
                reorderedOnly += 1
                // Read as a reordering (FormInteraction+ListImport): one of the current values.
                item.readOnly = nil
                item.notes = ["One of the list's items: they can be put in another order, not changed."]
                item.allowedValues = currentValues
                item.allowsNull = false
            }
            return item
        }
        let sectionItems = rows.map(itemProperty(for:))
        let insertedItem = inserted.map(itemProperty(for:))
        var list = JSONSchemaProperty(type: "array")
        if let first = sectionItems.first ?? insertedItem, sectionItems.allSatisfy({ $0 == first }), insertedItem ?? first == first {
            list.items = first
        } else {
            list.prefixItems = sectionItems.isEmpty ? nil : sectionItems
            list.items = insertedItem
        }
        // A list that can only be put in another order names each current value once, as the
        // server reads it: not one twice and another missing.
        if !rows.isEmpty, reorderedOnly == rows.count, inserted == nil,
            currentValues.indices.allSatisfy({ index in !currentValues[..<index].contains { $0.isJSONEqual(to: currentValues[index]) } })
        {
            list.uniqueItems = true
        }
        let limits = [inserted == nil ? rows.count : nil, maximumListLength.map(section.maximumListLength(allowing:))].compactMap(\.self)
        list.maxItems = limits.min()
        if !section.multivaluedOptions.contains(.Delete) { list.minItems = rows.count }
        list.allowsNull = false
        list.title = section.header?.title
        list.notes += conditionNotes(hidden: section.hidden, disabled: nil)
        return list
    }

    /// One row's property: its type from its control, then its rules, then what is left in words
    /// (its conditions, and `sectionHidden`, its section's).
    static func schemaProperty(for row: BaseRow, sectionHidden: Condition? = nil) -> JSONSchemaProperty {
        var property = typedProperty(for: row, control: row.control)
        property.title = row.title
        for rule in row.schemaRules {
            if let describing = rule as? any JSONSchemaDescribingRule {
                describing.describe(in: &property)
            } else {
                property.notes.append(
                    "Also checked by the rule \(rule.id.map { "“\($0)”" } ?? String(describing: type(of: rule))), which a schema cannot express.")
            }
        }
        property.notes += conditionNotes(hidden: row.hidden, sectionHidden: sectionHidden, disabled: row.disabled)
        // While the row is hidden the server takes null or no key for it, so the schema may not
        // refuse them: a schema stricter than the server would reject bodies the server accepts.
        if property.isRequired || !property.allowsNull, row.hidden != nil || sectionHidden != nil {
            property.isRequired = false
            property.allowsNull = true
            property.notes.append("Required while shown.")
        }
        return property
    }

    private static func typedProperty(for row: BaseRow, control: RowControl) -> JSONSchemaProperty {
        switch control {
        case .text(let entry):
            if row.accepts(value: 0) { return JSONSchemaProperty(type: "integer") }
            if row.accepts(value: 0.5) || row.accepts(value: Float(0.5)) { return JSONSchemaProperty(type: "number") }
            var property = JSONSchemaProperty(type: "string")
            property.emptyStringIsNoValue = true
            if entry.contentType == .emailAddress || entry.keyboardType == .emailAddress { property.format = "email" }
            if entry.contentType == .URL || entry.keyboardType == .URL { property.format = "uri" }
            return property
        case .toggle:
            return JSONSchemaProperty(type: "boolean")
        case .singleChoice:
            var property = JSONSchemaProperty()
            property.allowedValues = (row as? any RowOptionValues)?.exportedOptions
            if property.allowedValues == nil { property.notes.append("Options are loaded when the form is shown.") }
            return property
        case .multipleChoice:
            var property = JSONSchemaProperty(type: "array")
            var item = JSONSchemaProperty()
            item.allowedValues = (row as? any RowOptionValues)?.exportedOptions
            item.isRequired = true
            property.items = item
            property.uniqueItems = true
            return property
        case .number(let number):
            var property = JSONSchemaProperty(type: row.accepts(value: 0) ? "integer" : "number")
            property.minimum = number.minimum
            property.maximum = number.maximum
            property.multipleOf = number.multipleOf
            return property
        case .date(let entry):
            var property = JSONSchemaProperty(type: "string")
            property.format = "date-time"
            property.notes.append(
                "A \(entry.mode == .date ? "day" : entry.mode == .time || entry.mode == .countDownTimer ? "time of day" : "date and time"), written as ISO 8601 date and time in UTC."
            )
            return property
        case .inlineParent(let parent):
            return typedProperty(for: row, control: parent.editor)
        case .selectableOption(let option):
            var property = JSONSchemaProperty()
            if let stands = (row as? any SelectableRowType)?.exportedSelectableValue, stands != .null {
                property.allowedValues = [stands]
                property.notes.append(
                    option.allowsMultipleSelection
                        ? "This value chooses the option; null takes it back."
                        : "This value chooses the option; null takes it back. Its list takes one option: choosing two in one body is refused.")
                return property
            }
            property.readOnly = true
            property.notes.append("Exported, not read: this option stands for no value.")
            return property
        case .wheels:
            var property = JSONSchemaProperty()
            property.readOnly = true
            property.notes.append("Set on the form itself: a body may give the value it exports; another is refused.")
            return property
        case .action, .readOnly, .presenter, .addButton, .custom:
            var property = JSONSchemaProperty()
            property.readOnly = true
            property.notes.append("Exported, not read: this row is set on the form itself.")
            return property
        }
    }

    private static func conditionNotes(hidden: Condition?, sectionHidden: Condition? = nil, disabled: Condition?) -> [String] {
        var notes: [String] = []
        switch (hidden, sectionHidden) {
        case (let hidden?, let sectionHidden?):
            notes.append("Read only while shown: hidden when \(hidden.schemaText), and with its section when \(sectionHidden.schemaText).")
        case (let hidden?, nil): notes.append("Read only while shown: hidden when \(hidden.schemaText).")
        case (nil, let sectionHidden?): notes.append("Read only while shown: hidden with its section when \(sectionHidden.schemaText).")
        case (nil, nil): break
        }
        if let disabled { notes.append("Ignored while disabled: disabled when \(disabled.schemaText).") }
        return notes
    }
}

extension Condition {
    /// The condition in words for a schema: the predicate's text, or the tags a closure reads.
    fileprivate var schemaText: String {
        switch self {
        case .predicate(let predicate): "“\(predicate.description)”"
        case .function(let tags, _): tags.isEmpty ? "the app says so" : "the app says so from " + tags.map { "“\($0)”" }.joined(separator: ", ")
        }
    }
}
