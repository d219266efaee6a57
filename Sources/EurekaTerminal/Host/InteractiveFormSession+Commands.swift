import Eureka
import TerminalKit

// Row commands that are not a single row's business: multivalued sections (insert, reorder,
// delete), swipe actions, and filtering a selector screen.
extension InteractiveFormSession {
    /// Ctrl-N inserts, Alt-↑/↓ reorder, Ctrl-X opens the row's actions.
    func handleRowCommand(_ key: KeyEvent) -> Bool {
        let interaction = top.interaction
        guard let row = interaction.focusedRow else { return false }
        let multivalued = row.section as? MultivaluedSectionType
        switch (key.key, key.modifiers) {
        case (.character("n"), .control):
            guard let multivalued, multivalued.canInsertRow else { return false }
            if interaction.insertMultivaluedRow(in: multivalued) == nil {
                top.context.showStatus("This section cannot add a row: \(row.form?.definitionErrors.last?.description ?? "no row provider")")
            }
            return true
        case (.up, .alt), (.down, .alt):
            guard let multivalued, multivalued.canMoveRow(row), let index = multivalued.firstIndex(where: { $0 === row }) else { return false }
            interaction.moveMultivaluedRow(row, to: key.key == .up ? index - 1 : index + 1)
            return true
        case (.character("x"), .control):
            showActions(for: row)
            return true
        default:
            return false
        }
    }

    /// The help bar's entries for the focused row's section and actions.
    func sectionBindings() -> [KeyBinding] {
        guard let row = top.interaction.focusedRow else { return [] }
        var bindings: [KeyBinding] = []
        if let multivalued = row.section as? MultivaluedSectionType {
            if multivalued.canInsertRow { bindings.append(KeyBinding("^N", "add")) }
            if multivalued.canMoveRow(row) { bindings.append(KeyBinding("Alt↑↓", "reorder")) }
        }
        if !actions(for: row).isEmpty { bindings.append(KeyBinding("^X", "actions")) }
        return bindings
    }

    private func actions(for row: BaseRow) -> [Overlay.Choice] {
        let interaction = top.interaction
        var choices: [Overlay.Choice] = []
        for action in interaction.swipeActions(for: row, edge: .leading) + interaction.swipeActions(for: row, edge: .trailing) {
            choices.append(Overlay.Choice(title: (action.imageSymbol.map { $0 + " " } ?? "") + (action.title ?? "Action"), isDestructive: action.style == .destructive) { [weak row] in
                guard let row else { return }
                interaction.perform(action, on: row)
            })
        }
        if let multivalued = row.section as? MultivaluedSectionType, multivalued.canDeleteRow(row),
           !choices.contains(where: \.isDestructive) {
            choices.append(Overlay.Choice(title: "Delete", isDestructive: true) { [weak row] in
                guard let row else { return }
                interaction.deleteMultivaluedRow(row)
            })
        }
        return choices
    }

    /// Ctrl-X: the row's swipe actions (and Delete in a deletable multivalued section).
    private func showActions(for row: BaseRow) {
        var choices = actions(for: row)
        guard !choices.isEmpty else {
            top.context.showStatus("This row has no actions")
            return
        }
        choices.append(Overlay.Choice(title: "Cancel", isCancel: true) {})
        overlay = Overlay(title: row.title ?? "Actions", message: [], choices: choices)
    }

    /// Keys while typing a filter after `/`.
    func handleFilter(_ key: KeyEvent) {
        guard var text = filter else { return }
        switch key.key {
        case .escape:
            filter = nil
            applyFilter(clearing: true)
            return
        case .enter, .down, .up, .tab:
            filter = nil
            return
        case .backspace:
            if !text.isEmpty { text.removeLast() }
        case .character(let character) where key.modifiers.isDisjoint(with: [.control, .alt]):
            text.append(character)
        default:
            return
        }
        filter = text
        applyFilter()
    }

    /// Hides the selector's options whose title does not contain the filter (case-insensitive).
    func applyFilter(clearing: Bool = false) {
        let query = clearing ? "" : (filter ?? "").lowercased()
        for row in top.form.allRows {
            let title = (row.title ?? row.baseCell?.textLabel?.text ?? "").lowercased()
            let matches = query.isEmpty || title.contains(query)
            if matches == row.isHidden { row.hidden = matches ? nil : true }
        }
        if top.interaction.focusedRow == nil || top.interaction.focusedRow?.isHidden == true {
            top.interaction.focusFirstRow()
        }
    }
}
