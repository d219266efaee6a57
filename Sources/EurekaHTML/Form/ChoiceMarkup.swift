import Eureka

/// Choices: radio groups where Eureka shows the options side by side or as an alert's or action
/// sheet's buttons, a `<select>` for wheels and selectors, checkbox groups for several.
struct ChoiceMarkup {
    let choice: SingleChoice
    let title: String
    let context: HTMLRowContext

    func write(into html: inout HTMLWriter) {
        switch choice.presentation {
        case .segments, .alert, .actionSheet: writeRadios(into: &html)
        case .wheel, .push, .modal, .popover: writeSelect(into: &html)
        }
    }

    /// Radios in a fieldset of their own (its legend names them for assistive technology; the
    /// visible label beside it is hidden from them, so the name is read once).
    private func writeRadios(into html: inout HTMLWriter) {
        let name = Self.writeGroupPrologue(title: title, selectorTitle: choice.selectorTitle, context: context, into: &html)
        let segments = choice.presentation == .segments
        html.element(
            .fieldset,
            attributes: { attributes in
                attributes.attribute(.class, segments ? "eu-control eu-options eu-options-segments" : "eu-control eu-options eu-options-list")
                attributes.attribute(.id, context.controlID)
                if context.isInvalid { attributes.attribute(.ariaInvalid, "true") }
                if !context.describedBy.isEmpty { attributes.attribute(.ariaDescribedBy, context.describedBy.joined(separator: " ")) }
            }
        ) { html in
            html.element(.legend, attributes: { $0.attribute(.class, "eu-visually-hidden") }) { html in
                html.text(name)
                // A group has no `required` of its own: its legend says it.
                if context.isRequired { html.text(" (required)") }
            }
            let selectedIndex = choice.shownSelectedIndex
            for (index, option) in choice.shownOptions.enumerated() {
                let id = context.optionID(index)
                html.element(.span, attributes: { $0.attribute(.class, "eu-option") }) { html in
                    html.void(.input) { attributes in
                        attributes.attribute(.type, "radio")
                        attributes.attribute(.id, id)
                        attributes.attribute(.name, context.fieldName)
                        attributes.attribute(.value, index)
                        attributes.boolean(.checked, index == selectedIndex)
                        attributes.boolean(.disabled, context.isDisabled)
                        // A group takes focus at its chosen radio, else its first.
                        attributes.boolean(.autofocus, context.takesFocusOnLoad && index == (selectedIndex ?? 0))
                    }
                    html.element(.label, attributes: { $0.attribute(.for, id) }, text: option)
                }
            }
        }
    }

    private func writeSelect(into html: inout HTMLWriter) {
        html.element(
            .label,
            attributes: {
                // The id names the row for the script's choice button (aria-labelledby), and lets
                // a live answer's label be matched to the page's instead of replacing the row.
                $0.attribute(.class, "eu-label"); $0.attribute(.id, FormElementID.label(context.fieldName)); $0.attribute(.for, context.controlID)
            }, text: title.isEmpty ? (choice.selectorTitle ?? "Choose") : title)
        html.element(.div, attributes: { $0.attribute(.class, "eu-control") }) { html in
            Self.writeSelect(
                name: context.fieldName, id: context.controlID, options: choice.shownOptions, selected: choice.shownSelectedIndex,
                unavailable: !choice.optionsAreKnown, context: context, ariaLabel: nil, groups: choice.groups, into: &html)
        }
    }

    /// A `<select>` of `options` (each posted as its index), in `groups` as `<optgroup>`s when
    /// the row's selector groups them; first "—" for no choice, unless `offersNone` is false.
    static func writeSelect(
        name: String, id: String, options: [String], selected: Int?, unavailable: Bool,
        context: HTMLRowContext, ariaLabel: String?, groups: [OptionGroup] = [], offersNone: Bool = true, into html: inout HTMLWriter
    ) {
        html.element(
            .select,
            attributes: { attributes in
                attributes.attribute(.class, "eu-select")
                attributes.attribute(.id, id)
                attributes.attribute(.name, name)
                if let ariaLabel { attributes.attribute(.ariaLabel, ariaLabel) }
                ControlAttributes.common(context, &attributes)
            }
        ) { html in
            if offersNone || selected == nil {
                html.element(
                    .option,
                    attributes: {
                        $0.attribute(.value, ""); $0.boolean(.selected, selected == nil)
                    }, text: unavailable ? "Options unavailable" : "—")
            }
            func writeOption(_ index: Int, into html: inout HTMLWriter) {
                html.element(
                    .option,
                    attributes: {
                        $0.attribute(.value, index); $0.boolean(.selected, index == selected)
                    }, text: options[index])
            }
            guard !groups.isEmpty else {
                for index in options.indices { writeOption(index, into: &html) }
                return
            }
            var grouped = 0
            for group in groups {
                html.element(.optgroup, attributes: { $0.attribute(.optgroupLabel, group.title ?? "") }) { html in
                    for index in group.optionIndices where options.indices.contains(index) {
                        writeOption(index, into: &html)
                        grouped = max(grouped, index + 1)
                    }
                }
            }
            // Options after the groups' (the value the row holds when it is none of them) follow.
            for index in grouped..<options.count { writeOption(index, into: &html) }
        }
    }

    /// What both option groups start with: the visible label (hidden from assistive technology,
    /// which reads the fieldset's legend instead) and an empty field so that a group with
    /// nothing checked is still posted. Returns the group's name for the legend.
    private static func writeGroupPrologue(title: String, selectorTitle: String?, context: HTMLRowContext, into html: inout HTMLWriter) -> String {
        let name = title.isEmpty ? (selectorTitle ?? "Choose") : title
        html.element(
            .span,
            attributes: {
                $0.attribute(.class, "eu-label"); $0.attribute(.id, FormElementID.label(context.fieldName)); $0.attribute(.ariaHidden, "true")
            }, text: name)
        html.void(.input) {
            $0.attribute(.type, "hidden"); $0.attribute(.name, context.fieldName); $0.attribute(.value, "")
            // Disabled with its row: posted alone, it would read as "nothing chosen".
            $0.boolean(.disabled, context.isDisabled)
        }
        return name
    }

    static func writeMultiple(_ choice: MultipleChoice, title: String, context: HTMLRowContext, into html: inout HTMLWriter) {
        let name = Self.writeGroupPrologue(title: title, selectorTitle: choice.selectorTitle, context: context, into: &html)
        html.element(
            .fieldset,
            attributes: { attributes in
                attributes.attribute(.class, "eu-control eu-options eu-options-list")
                attributes.attribute(.id, context.controlID)
                if !context.describedBy.isEmpty { attributes.attribute(.ariaDescribedBy, context.describedBy.joined(separator: " ")) }
            }
        ) { html in
            html.element(.legend, attributes: { $0.attribute(.class, "eu-visually-hidden") }, text: name)
            if !choice.optionsAreKnown { html.element(.p, attributes: { $0.attribute(.class, "eu-note") }, text: "Options unavailable") }
            func writeBox(_ index: Int, into html: inout HTMLWriter) {
                let id = context.optionID(index)
                html.element(.span, attributes: { $0.attribute(.class, "eu-option") }) { html in
                    html.void(.input) { attributes in
                        attributes.attribute(.type, "checkbox")
                        attributes.attribute(.class, "eu-check")
                        attributes.attribute(.id, id)
                        attributes.attribute(.name, context.fieldName)
                        attributes.attribute(.value, index)
                        attributes.boolean(.checked, choice.selectedIndices.contains(index))
                        attributes.boolean(.disabled, context.isDisabled)
                    }
                    html.element(.label, attributes: { $0.attribute(.for, id) }, text: choice.options[index])
                }
            }
            guard !choice.groups.isEmpty else {
                for index in choice.options.indices { writeBox(index, into: &html) }
                return
            }
            // The selector's sections: a fieldset each, its header the legend, its footer a note.
            for group in choice.groups {
                html.element(.fieldset, attributes: { $0.attribute(.class, "eu-options eu-options-list eu-option-group") }) { html in
                    if let title = group.title { html.element(.legend, attributes: { $0.attribute(.class, "eu-option-group-title") }, text: title) }
                    for index in group.optionIndices where choice.options.indices.contains(index) { writeBox(index, into: &html) }
                    if let footer = group.footer { html.element(.p, attributes: { $0.attribute(.class, "eu-note") }, text: footer) }
                }
            }
        }
    }

    static func writeWheels(_ wheels: PickerWheels, title: String, context: HTMLRowContext, into html: inout HTMLWriter) {
        LabelledGroupMarkup.write(title: title, fallback: "Choose", class: "eu-control eu-wheels", context: context, into: &html) { html in
            for (index, component) in wheels.components.enumerated() {
                writeSelect(
                    name: "\(context.fieldName).\(index)", id: index == 0 ? context.controlID : FormElementID.wheel(context.fieldName, index),
                    options: component.titles, selected: component.selectedIndex, unavailable: false,
                    // A wheel always holds one of its options once it holds one: no "—" to pick.
                    context: context, ariaLabel: "\(title.isEmpty ? "Choice" : title), part \(index + 1)", offersNone: false, into: &html)
            }
        }
    }
}
