import Eureka

// One row: its container, its control, its errors, and its tools (move, delete, actions).
extension HTMLFormRenderer {
    func writeRow(_ row: BaseRow, footerID: String?, navigation: RowNavigationTargets? = nil, into html: inout HTMLWriter) {
        // Inline rows are shown through their parent, which edits the same value in place.
        guard row.inlineParentRow == nil else { return }
        let description = row.describe()
        let key = names.key(for: row)
        if session.stateSigner != nil, case .readOnly = description.control, let text = row.baseValue as? String {
            pageState.readOnlyTexts.append((key, text))
        }
        var errors = description.errors
        // Usually there are none: an empty dictionary is not worth hashing a key for.
        if !session.bindingProblems.isEmpty, let problem = session.bindingProblems[ObjectIdentifier(row)] { errors.append(problem) }
        let errorIDs = errors.indices.map { FormElementID.error(key, $0) }
        // A full list's add button is disabled: a note under it says why (it stood greyed out,
        // footer and all still inviting inserts).
        let isFullListButton = isAddButtonOfFullList(row, description)
        let fullNoteID = isFullListButton ? [FormElementID.fullListNote(key)] : []
        var context = HTMLRowContext(
            fieldName: key, controlID: FormElementID.control(key),
            describedBy: errorIDs + fullNoteID + (footerID.map { [$0] } ?? []),
            isInvalid: !errors.isEmpty, isDisabled: description.isDisabled || isFullListButton,
            isRequired: description.isRequired,
            takesFocusOnLoad: session.pageFocus?.isControl(
                of: row, hasTools: description.canMoveUp || description.canMoveDown, hasMenu: !description.swipeActions.isEmpty) == true)
        if !session.bindingTexts.isEmpty { context.refusedText = session.bindingTexts[ObjectIdentifier(row)] }
        // A fresh page says only "the definition"; a re-rendered one what each field shows.
        if !session.isPristine, !row.isDisabled {
            // Only a number control asks whether the row's own markup shows no value.
            var showsNoValue = false
            if case .number(let number) = description.control, number.value == nil {
                showsNoValue = (row as? any HTMLCustomRow)?.showsNoValue == true
            }
            if let digest = ShownFields.digest(shown: description.control, refusedText: context.refusedText, showsNoValue: showsNoValue) {
                pageState.digests.append((key, digest))
            }
        }
        if case .text = description.control {
            let next = navigation.map { $0.next(after: row) } ?? interaction.nextRow(for: row, withDirection: .down)
            let previous = navigation.map { $0.previous(before: row) } ?? interaction.nextRow(for: row, withDirection: .up)
            context.next = next.map { FormElementID.control(names.key(for: $0)) }
            context.previous = previous.map { FormElementID.control(names.key(for: $0)) }
        }
        html.open(.div) { attributes in
            writeRowClass(description, invalid: !errors.isEmpty, into: &attributes)
            attributes.attribute(.id, FormElementID.row(key))
            attributes.attribute(.dataKey, key)
            attributes.attribute(.dataControl, description.control.kindName)
            if let presentation = presentationName(description.control) { attributes.attribute(.dataPresentation, presentation) }
            if case .singleChoice(let choice) = description.control, choice.staysOpenAfterChoice { attributes.attribute(.dataStaysOpen, "1") }
        }
        if let custom = row as? any HTMLCustomRow {
            custom.writeHTML(description, context: context, into: &html)
        } else {
            writeControl(description, row: row, context: context, into: &html)
        }
        for (index, message) in errors.enumerated() {
            html.element(
                .p,
                attributes: {
                    $0.attribute(.class, "eu-error"); $0.attribute(.id, errorIDs[index])
                }, text: message)
        }
        if let id = fullNoteID.first {
            html.element(
                .p,
                attributes: {
                    $0.attribute(.class, "eu-field-hint"); $0.attribute(.id, id)
                },
                text: "The list holds as many rows as a page can (\(MultivaluedRowKeys.maximumRowsPerSection)): delete one to add another.")
        }
        writeTools(
            description, key: key, focusing: focusedTool(of: row, description), focusingMenu: session.pageFocus?.isMenu(of: row) == true, into: &html)
        html.close(.div)
    }

    /// ` class="eu-row eu-kind-… …"`, written piece by piece (building the string cost two
    /// allocations a row).
    private func writeRowClass(_ description: RowDescription, invalid: Bool, into attributes: inout HTMLAttributeWriter) {
        attributes.beginValue(.class)
        attributes.appendToValue("eu-row eu-kind-")
        attributes.appendToValue(description.control.kindName, spaceAs: UInt8(ascii: "-"))
        attributes.appendToValue(layoutClass(description.control))
        if invalid { attributes.appendToValue(" eu-invalid") }
        if description.isDisabled { attributes.appendToValue(" eu-disabled") }
        // The stylesheet marks the row's label (an asterisk with empty alternative text, so it
        // is not read out: the control's `required` is): 12 bytes a row, not a marker element.
        if description.isRequired { attributes.appendToValue(" eu-required") }
        attributes.appendToValue(AppearanceClasses.classes(for: description.appearance))
        attributes.endValue()
    }

    /// How Eureka presents a choice, for the page's script (which turns selectors, alerts and
    /// action sheets into dialogs).
    private func presentationName(_ control: RowControl) -> String? {
        switch control {
        case .singleChoice(let choice):
            switch choice.presentation {
            case .segments: "segments"
            case .wheel: "wheel"
            case .push: "push"
            case .modal: "modal"
            case .popover: "popover"
            case .alert: "alert"
            case .actionSheet: "actionSheet"
            }
        case .multipleChoice(let choice): choice.presentation == .push ? "push" : "list"
        case .inlineParent(let parent): presentationName(parent.editor)
        default: nil
        }
    }

    /// How the row lays out: controls that want room take the second column (or the whole width
    /// on phones); option lists go under their label.
    private func layoutClass(_ control: RowControl) -> String {
        switch control {
        case .text, .date, .wheels: " eu-wide"
        case .number(let number): number.style == .slider ? " eu-wide" : ""
        case .singleChoice(let choice):
            switch choice.presentation {
            case .alert, .actionSheet: " eu-stacked"
            case .segments: " eu-wide eu-segments-row"
            default: " eu-wide"
            }
        case .multipleChoice: " eu-stacked"
        case .inlineParent(let parent): layoutClass(parent.editor)
        default: ""
        }
    }

    /// How the tools name their row: its title and what it holds ("Guest Barbara", "Swift"),
    /// so that a list of buttons read out tells the rows apart ("Delete row" three times did not).
    static func toolName(_ description: RowDescription) -> String {
        var shown = description.valueText
        if shown == nil, case .text(let entry) = description.control { shown = entry.text }
        let value = shown.flatMap { $0.isEmpty ? nil : String($0.prefix(40)) }
        switch (description.title.flatMap { $0.isEmpty ? nil : $0 }, value) {
        case (let title?, let value?): return "\(title) \(value)"
        case (let title?, nil): return title
        case (nil, let value?): return value
        case (nil, nil): return "row"
        }
    }

    /// The tool button of `row` the page focuses after a move: the one pressed, or the other
    /// when the row reached that end of its list.
    private func focusedTool(of row: BaseRow, _ description: RowDescription) -> String? {
        guard let focus = session.pageFocus else { return nil }
        guard description.canMoveUp || description.canMoveDown else { return nil }
        if focus.isTool("_up", of: row) { return description.canMoveUp ? "_up" : "_down" }
        if focus.isTool("_down", of: row) { return description.canMoveDown ? "_down" : "_up" }
        return nil
    }

    /// Reorder and delete buttons in multivalued sections, and the swipe actions as a menu;
    /// `focusedTool` and `focusingMenu` say which of them the page focuses (`autofocus`).
    private func writeTools(
        _ description: RowDescription, key: String, focusing focusedTool: String?, focusingMenu: Bool, into html: inout HTMLWriter
    ) {
        guard description.canMove || description.canDelete || !description.swipeActions.isEmpty else { return }
        let name = Self.toolName(description)
        html.element(.div, attributes: { $0.attribute(.class, "eu-row-tools") }) { html in
            if description.canMove {
                // At an end the button is there but disabled, so the pair keeps its place.
                toolButton("_up", key, "↑", label: "Move \(name) up", disabled: !description.canMoveUp, focused: focusedTool == "_up", into: &html)
                toolButton("_down", key, "↓", label: "Move \(name) down", disabled: !description.canMoveDown, focused: focusedTool == "_down", into: &html)
            }
            if description.canDelete, !description.swipeActions.contains(where: \.isDestructive) {
                toolButton("_delete", key, "✕", label: "Delete \(name)", into: &html)
            }
            guard !description.swipeActions.isEmpty else { return }
            html.element(.details, attributes: { $0.attribute(.class, "eu-menu") }) { html in
                html.element(
                    .summary,
                    attributes: {
                        $0.attribute(.ariaLabel, "Actions for \(name)"); $0.boolean(.autofocus, focusingMenu)
                    }, text: "⋯")
                for action in description.swipeActions {
                    let value = "\(key) \(action.edge == .leading ? "leading" : "trailing") \(action.index)"
                    html.element(
                        .button,
                        attributes: {
                            $0.attribute(.type, "submit"); $0.attribute(.name, "_swipe"); $0.attribute(.value, value)
                            $0.attribute(.class, action.isDestructive ? "eu-button eu-destructive" : "eu-button")
                        }, text: (action.imageSymbol.map { $0 + " " } ?? "") + action.title)
                }
            }
        }
    }

    private func toolButton(
        _ command: String, _ key: String, _ symbol: String, label: String, disabled: Bool = false, focused: Bool = false,
        into html: inout HTMLWriter
    ) {
        html.element(
            .button,
            attributes: {
                $0.attribute(.type, "submit"); $0.attribute(.name, command); $0.attribute(.value, key)
                $0.attribute(.class, "eu-tool"); $0.attribute(.ariaLabel, label); $0.attribute(.title, label)
                $0.boolean(.disabled, disabled); $0.boolean(.autofocus, focused)
            }, text: symbol)
    }

    /// Whether `row` is the add button of a list holding as many rows as a page may carry: it
    /// is shown disabled, as pressing it would add nothing.
    private func isAddButtonOfFullList(_ row: BaseRow, _ description: RowDescription) -> Bool {
        guard case .addButton = description.control, let section = row.section as? any MultivaluedSectionType else { return false }
        return session.isFull(section)
    }
}
