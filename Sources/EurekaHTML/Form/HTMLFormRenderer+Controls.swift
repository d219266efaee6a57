import Eureka

// The native control for each kind of row.
extension HTMLFormRenderer {
    func writeControl(_ description: RowDescription, row: BaseRow, context: HTMLRowContext, into html: inout HTMLWriter) {
        writeControl(description.control, description, row: row, context: context, into: &html)
    }

    private func writeControl(_ control: RowControl, _ description: RowDescription, row: BaseRow, context: HTMLRowContext, into html: inout HTMLWriter) {
        let title = description.title ?? ""
        switch control {
        case .text(let entry):
            writeLabel(title, for: context, into: &html)
            inControl(into: &html) { TextEntryMarkup(entry: entry, context: context, title: title).write(into: &$0) }
        case .toggle(let toggle):
            writeLabel(title, for: context, into: &html)
            inControl(into: &html) { html in
                html.void(.input) {
                    $0.attribute(.type, "hidden"); $0.attribute(.name, context.fieldName)
                    $0.attribute(.value, ToggleMarker.value(for: toggle))
                    // Disabled with its row: posted alone, it would read as "nothing chosen".
                    $0.boolean(.disabled, context.isDisabled)
                }
                html.void(.input) { attributes in
                    attributes.attribute(.type, "checkbox")
                    // A switch is a checkbox to the page: the script gives it the switch role and
                    // keeps its aria-checked true. Written here, aria-checked would go stale without
                    // script, where only the checkbox's own state changes as it is clicked.
                    attributes.attribute(.class, toggle.style == .switch ? "eu-switch" : "eu-check")
                    attributes.attribute(.id, context.controlID)
                    attributes.attribute(.name, context.fieldName)
                    attributes.attribute(.value, "on")
                    attributes.boolean(.checked, toggle.isOn)
                    if title.isEmpty { attributes.attribute(.ariaLabel, "On") }
                    ControlAttributes.common(context, &attributes, marksRequired: false)
                }
            }
        case .number(let number):
            writeLabel(title, for: context, into: &html)
            html.element(.div, attributes: { $0.attribute(.class, "eu-control eu-number-control") }) {
                NumberMarkup(number: number, context: context).write(into: &$0)
            }
        case .singleChoice(let choice):
            ChoiceMarkup(choice: choice, title: title, context: context).write(into: &html)
        case .multipleChoice(let choice):
            ChoiceMarkup.writeMultiple(choice, title: title, context: context, into: &html)
        case .date(let entry) where entry.mode == .countDownTimer:
            DurationMarkup(entry: entry, title: title, context: context).write(into: &html)
        case .date(let entry):
            writeLabel(title, for: context, into: &html)
            inControl(into: &html) { DateMarkup(entry: entry, context: context).write(into: &$0) }
        case .wheels(let wheels):
            ChoiceMarkup.writeWheels(wheels, title: title, context: context, into: &html)
        case .inlineParent(let parent):
            writeControl(parent.editor, description, row: row, context: context, into: &html)
        case .action(let action):
            writePressButton(title.isEmpty ? "Continue" : title, context: context, symbol: action.presents == nil ? nil : "›", into: &html)
        case .presenter:
            writePressButton(title.isEmpty ? "Open" : title, context: context, symbol: "›", valueText: description.valueText, into: &html)
        case .addButton(let showsIcon):
            // An ASCII plus in its own hidden span: every font has the glyph (the fullwidth one the
            // terminal uses showed as a missing-glyph box), and screen readers read only the title.
            writePressButton(title.isEmpty ? "Add" : title, context: context, symbol: nil, icon: showsIcon ? "+" : nil, into: &html)
        case .selectableOption(let option):
            writeSelectableOption(option, title: title, row: row, context: context, into: &html)
        case .readOnly, .custom:
            html.element(
                .span,
                attributes: {
                    $0.attribute(.class, "eu-label"); $0.attribute(.id, context.controlID)
                }, text: title)
            if let value = description.valueText, !value.isEmpty {
                html.element(.span, attributes: { $0.attribute(.class, "eu-value") }, text: value)
            }
        }
    }

    /// The control's box: the second column beside the label on wide screens.
    private func inControl(into html: inout HTMLWriter, _ content: (inout HTMLWriter) -> Void) {
        html.element(.div, attributes: { $0.attribute(.class, "eu-control") }, content: content)
    }

    private func writeLabel(_ title: String, for context: HTMLRowContext, into html: inout HTMLWriter) {
        guard !title.isEmpty else { return }
        html.element(
            .label,
            attributes: {
                $0.attribute(.class, "eu-label"); $0.attribute(.id, FormElementID.label(context.fieldName)); $0.attribute(.for, context.controlID)
            }, text: title)
    }

    private func writePressButton(
        _ title: String, context: HTMLRowContext, symbol: String?, valueText: String? = nil, icon: String? = nil, into html: inout HTMLWriter
    ) {
        html.element(
            .button,
            attributes: { attributes in
                attributes.attribute(.type, "submit")
                attributes.attribute(.class, "eu-button eu-row-button")
                attributes.attribute(.id, context.controlID)
                attributes.attribute(.name, "_action")
                attributes.attribute(.value, context.fieldName)
                attributes.boolean(.disabled, context.isDisabled)
                attributes.boolean(.autofocus, context.takesFocusOnLoad)
                if !context.describedBy.isEmpty { attributes.attribute(.ariaDescribedBy, context.describedBy.joined(separator: " ")) }
            }
        ) { html in
            if let icon { Self.writeDecoration(icon, class: "eu-icon", into: &html) }
            html.element(.span, attributes: { $0.attribute(.class, "eu-button-title") }, text: title)
            if let valueText, !valueText.isEmpty { html.element(.span, attributes: { $0.attribute(.class, "eu-value") }, text: valueText) }
            if let symbol { Self.writeDecoration(symbol, class: "eu-disclosure", into: &html) }
        }
    }

    /// A symbol that only decorates (an icon, a disclosure chevron): hidden from screen readers,
    /// which read the button's title.
    private static func writeDecoration(_ symbol: String, class name: String, into html: inout HTMLWriter) {
        html.element(
            .span,
            attributes: {
                $0.attribute(.class, name); $0.attribute(.ariaHidden, "true")
            }, text: symbol)
    }

    private func writeSelectableOption(_ option: SelectableOption, title: String, row: BaseRow, context: HTMLRowContext, into html: inout HTMLWriter) {
        let single = !option.allowsMultipleSelection && row.section != nil
        html.element(
            .label,
            attributes: {
                $0.attribute(.class, "eu-label"); $0.attribute(.for, context.controlID)
            }, text: title.isEmpty ? "Option" : title)
        inControl(into: &html) { html in
            if !single {
                html.void(.input) {
                    $0.attribute(.type, "hidden"); $0.attribute(.name, context.fieldName); $0.attribute(.value, "")
                    // Disabled with its row: posted alone, it would read as "nothing chosen".
                    $0.boolean(.disabled, context.isDisabled)
                }
            }
            html.void(.input) { attributes in
                attributes.attribute(.type, single ? "radio" : "checkbox")
                attributes.attribute(.class, "eu-check")
                attributes.attribute(.id, context.controlID)
                attributes.attribute(.name, single ? names.key(for: row.section!) : context.fieldName)
                attributes.attribute(.value, single ? context.fieldName : "on")
                attributes.boolean(.checked, option.isSelected)
                ControlAttributes.common(context, &attributes, marksRequired: false)
            }
        }
    }
}

/// The attributes every control carries: disabled, required, invalid, described by its errors
/// and footer.
enum ControlAttributes {
    /// `marksRequired` is false for a checkbox, where `required` would say "must be ticked":
    /// a rule refusing no value accepts false.
    static func common(_ context: HTMLRowContext, _ attributes: inout HTMLAttributeWriter, marksRequired: Bool = true) {
        attributes.boolean(.disabled, context.isDisabled)
        // Forms are `novalidate`: `required` tells assistive technology, it blocks nothing.
        if marksRequired, context.isRequired { attributes.boolean(.required, true) }
        if context.takesFocusOnLoad { attributes.boolean(.autofocus, true) }
        if context.isInvalid { attributes.attribute(.ariaInvalid, "true") }
        if !context.describedBy.isEmpty { attributes.attribute(.ariaDescribedBy, context.describedBy.joined(separator: " ")) }
    }
}
