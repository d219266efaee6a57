// The control and actions of rows that do not declare their own: read from capabilities the
// core knows (selectable, inline, presenter rows) and, failing those, from the value type.
extension BaseRow {
    /// The control a row without its own `control` offers.
    ///
    /// ```swift
    /// final class NoteRow: Row<Cell<String>>, RowType {}   // NoteRow().control is .text
    /// ```
    public var defaultControl: RowControl {
        if let addButton = addButtonControl { return addButton }
        if self is any SelectableRowType {
            // Outside a selectable section such a row toggles on its own: one of many.
            let selection = (section as? any SelectableSectionType)?.selectionType ?? .multipleSelection
            let isSelected = baseValue != nil
            let deselects: Bool =
                switch selection {
                case .multipleSelection: isSelected
                case .singleSelection(let enableDeselection): isSelected && enableDeselection
                }
            return .selectableOption(
                SelectableOption(isSelected: isSelected, allowsMultipleSelection: selection == .multipleSelection, pressDeselects: deselects))
        }
        if let inline = self as? any InlineRowType {
            return .inlineParent(InlineParent(isExpanded: inline.isExpanded, editor: inline.inlineEditorControl))
        }
        if let style = (self as? any PresenterRowType)?.presentationStyleHint {
            return .presenter(PresenterControl(style: style))
        }
        if let picker = self as? any PickerComponentsRow {
            let components = picker.pickerComponents
            if components.count == 1 {
                let held = components[0].selectedIndex == nil && baseValue != nil ? (self as? any DisplayTextProviding)?.shownText : nil
                return .singleChoice(
                    SingleChoice(
                        options: components[0].titles, selectedIndex: components[0].selectedIndex, presentation: .wheel, heldValueTitle: held))
            }
            return .wheels(PickerWheels(components: components))
        }
        return valueTypeControl
    }

    /// `.addButton` when the row is its multivalued section's add button, whatever its class
    /// (a label row can be one); nil otherwise.
    public var addButtonControl: RowControl? {
        guard let section = section?.asMultivalued, section.baseAddButtonRow === self else { return nil }
        return .addButton(showsInsertIcon: section.showInsertIconInAddButton)
    }

    /// The control the value type suggests: text for strings and numbers, a check for `Bool`.
    var valueTypeControl: RowControl {
        let text = (baseValue).map { "\($0)" } ?? ""
        if accepts(value: "") { return .text(TextEntry(text: text, isEditable: !isDisabled)) }
        if accepts(value: 0) { return .text(TextEntry(text: text, keyboardType: .numberPad, isEditable: !isDisabled, allowsMinusSign: true)) }
        if accepts(value: 0.0) { return .text(TextEntry(text: text, keyboardType: .decimalPad, isEditable: !isDisabled)) }
        if accepts(value: true) { return .toggle(Toggle(isOn: baseValue as? Bool ?? false, style: .check, hasValue: baseValue != nil)) }
        if valueTypeDescription == "Never" { return .readOnly }
        return .custom(CustomControl(identifier: String(describing: type(of: self))))
    }

    /// What `perform(_:)` does for rows that do not override it.
    func performDefault(_ action: RowAction) throws(RowActionError) {
        switch action {
        case .press:
            guard !isDisabled else { throw .disabled(self) }
            didSelect()
            return
        case .present:
            guard !isDisabled else { throw .disabled(self) }
            guard (self as? any PresenterRowType)?.presentationStyleHint != nil else { throw .unsupported(action, self) }
            didSelect()
            return
        case .toggleExpansion:
            guard let inline = self as? any InlineRowType else { throw .unsupported(action, self) }
            guard !isDisabled else { throw .disabled(self) }
            inline.toggleInlineRow()
            return
        case .setOn(let on) where self is any SelectableRowType:
            guard !isDisabled else { throw .disabled(self) }
            if on != (baseValue != nil) { didSelect() }
            return
        default:
            break
        }
        if let inline = self as? any InlineRowType {
            guard !isDisabled else { throw .disabled(self) }
            return try inline.performOnInlineEditor(action)
        }
        if let picker = self as? any PickerComponentsRow {
            return try performPickerAction(action, on: picker)
        }
        try performValueTypeAction(action)
    }

    /// `.choose` and `.step` on a single wheel, `.choosePickerOption` on any wheel.
    private func performPickerAction(_ action: RowAction, on picker: any PickerComponentsRow) throws(RowActionError) {
        guard !isDisabled else { throw .disabled(self) }
        let components = picker.pickerComponents
        switch action {
        case .choose(let index?) where components.count == 1:
            guard components[0].titles.indices.contains(index) else { throw .outOfRange(index, count: components[0].titles.count, self) }
            picker.selectPickerOption(at: index, inComponent: 0)
        case .choose(nil) where components.count == 1:
            baseValue = nil
        case .step(let count) where components.count == 1:
            picker.stepPickerComponent(0, by: count)
        case .choosePickerOption(let component, let index):
            guard components.indices.contains(component) else { throw .outOfRange(component, count: components.count, self, counting: .wheel) }
            guard components[component].titles.indices.contains(index) else { throw .outOfRange(index, count: components[component].titles.count, self) }
            picker.selectPickerOption(at: index, inComponent: component)
        default:
            throw .unsupported(action, self)
        }
    }

    private func performValueTypeAction(_ action: RowAction) throws(RowActionError) {
        guard !isDisabled else { throw .disabled(self) }
        switch action {
        case .setText(let text), .editText(let text, _):
            if accepts(value: "") {
                baseValue = text.isEmpty ? nil : text
                return
            }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if accepts(value: 0) {
                guard !trimmed.isEmpty else {
                    baseValue = nil
                    return
                }
                guard let number = Int(trimmed) else {
                    throw RowActionError(code: .invalidInput, message: "“\(FieldInputError.quotable(text))” is not a whole number")
                }
                baseValue = number
                return
            }
            if accepts(value: 0.0) {
                guard !trimmed.isEmpty else {
                    baseValue = nil
                    return
                }
                guard let number = Double(trimmed), number.isFinite else {
                    throw RowActionError(code: .invalidInput, message: "“\(FieldInputError.quotable(text))” is not a number")
                }
                baseValue = number
                return
            }
        case .toggle where accepts(value: true):
            baseValue = !(baseValue as? Bool ?? false)
            return
        case .setOn(let on) where accepts(value: true):
            baseValue = on
            return
        default:
            break
        }
        throw .unsupported(action, self)
    }
}

extension PresenterRowType {
    /// How the row presents its controller, when it has a presentation mode.
    var presentationStyleHint: PresentationStyle? {
        presentationMode.map(\.presentationStyle)
    }
}

extension PresentationMode {
    /// The style this mode hosts a (non-alert) controller with.
    ///
    /// ```swift
    /// row.presentationMode?.presentationStyle   // .push for .show
    /// ```
    public var presentationStyle: PresentationStyle {
        switch self {
        case .show: .push
        case .presentModally: .modal
        case .popover: .popover
        }
    }
}

extension PresentationStyle {
    /// The choice presentation of a selector shown in this style.
    var choicePresentation: ChoicePresentation {
        switch self {
        case .push: .push
        case .modal: .modal
        case .popover: .popover
        case .overlay: .actionSheet
        }
    }
}
