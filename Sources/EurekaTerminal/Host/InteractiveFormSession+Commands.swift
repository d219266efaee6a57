import Eureka
import Foundation
import TerminalKit

// Row commands that are not a single control's business: multivalued sections (insert, reorder,
// delete), swipe actions, and filtering a selector screen. All read the focused row's
// description and act through the interaction layer.
extension InteractiveFormSession {
    /// Ctrl-N inserts, Alt-↑/↓ reorder, Ctrl-X opens the row's actions.
    func handleRowCommand(_ key: KeyEvent) -> Bool {
        let interaction = top.interaction
        guard let row = interaction.focusedRow else { return false }
        let description = top.description(of: row)
        switch (key.key, key.modifiers) {
        case (.character("n"), .control):
            guard case .multivalued(_, canInsert: true)? = row.section?.describe().kind else { return false }
            if interaction.insertMultivaluedRow(inSectionOf: row) == nil {
                top.statusMessages.append("This section cannot add a row: \(row.form?.definitionErrors.last?.description ?? "no row provider")")
            }
            return true
        case (.up, .alt), (.down, .alt):
            guard description.canMove, let index = row.indexPath?.row else { return false }
            interaction.moveMultivaluedRow(row, to: key.key == .up ? index - 1 : index + 1)
            return true
        case (.character("x"), .control):
            showActions(for: row, description)
            return true
        default:
            return false
        }
    }

    /// The help bar's entries for the focused row's section and actions.
    func sectionBindings() -> [KeyBinding] {
        guard let row = top.interaction.focusedRow else { return [] }
        let description = top.description(of: row)
        var bindings: [KeyBinding] = []
        if case .multivalued(_, canInsert: true)? = row.section?.describe().kind { bindings.append(KeyBinding("^N", "add")) }
        if description.canMove { bindings.append(KeyBinding("Alt-↑↓", "reorder")) }
        if !actions(for: row, description).isEmpty { bindings.append(KeyBinding("^X", "actions")) }
        return bindings
    }

    private func actions(for row: BaseRow, _ description: RowDescription) -> [Overlay.Choice] {
        let interaction = top.interaction
        var choices: [Overlay.Choice] = []
        for action in description.swipeActions {
            choices.append(
                Overlay.Choice(title: (action.imageSymbol.map { $0 + " " } ?? "") + action.title, isDestructive: action.isDestructive) { [weak row] in
                    guard let row else { return }
                    try? interaction.perform(.performSwipeAction(edge: action.edge, index: action.index), on: row)
                })
        }
        if description.canDelete, !choices.contains(where: \.isDestructive) {
            choices.append(
                Overlay.Choice(title: "Delete", isDestructive: true) { [weak row] in
                    guard let row else { return }
                    interaction.deleteMultivaluedRow(row)
                })
        }
        return choices
    }

    /// Ctrl-X: the row's swipe actions (and Delete in a deletable multivalued section).
    private func showActions(for row: BaseRow, _ description: RowDescription) {
        var choices = actions(for: row, description)
        guard !choices.isEmpty else {
            top.statusMessages.append("This row has no actions")
            return
        }
        choices.append(Overlay.Choice(title: "Cancel", isCancel: true) {})
        overlay = Overlay(title: description.title ?? "Actions", message: [], choices: choices)
    }

    /// Keys while typing a filter after `/`. Returns whether the key is done with; ↑ and ↓
    /// leave the filter and are then handled as on the list, so the first press moves the
    /// highlight (it only left the filter, and Enter then picked the option not moved to).
    func handleFilter(_ key: KeyEvent) -> Bool {
        guard var text = filter else { return false }
        switch key.key {
        case .escape:
            filter = nil
            applyFilter(clearing: true)
            return true
        case .down, .up:
            filter = nil
            return false
        case .function(1):
            // Help, as everywhere else; the filter stays as it is typed.
            return false
        case .enter, .tab:
            filter = nil
            return true
        case .backspace:
            if !text.isEmpty { text.removeLast() }
        case .character(let character) where key.modifiers.isDisjoint(with: [.control, .alt]):
            text.append(character)
        default:
            return true
        }
        filter = text
        applyFilter()
        return true
    }

    /// A paste while the selector's filter is open goes into the filter, as typing would (one
    /// line, without controls).
    func pasteIntoFilter(_ text: String) {
        guard let typed = filter else { return }
        filter = typed + PastedText.oneLine(text)
        applyFilter()
    }

    /// Narrows the selector to options whose title contains the filter (the controller's own
    /// state: options' `hidden` conditions keep working).
    func applyFilter(clearing: Bool = false) {
        guard let filterable = top.controller as? FilterableController else { return }
        // Blank space around the query matches nothing more (a pasted " Europe" found nothing).
        filterable.filter = clearing ? nil : filter?.trimmingCharacters(in: .whitespaces)
        if top.interaction.focusedRow == nil || top.interaction.focusedRow?.isShownInForm != true {
            top.interaction.focusFirstRow()
        }
    }
}
