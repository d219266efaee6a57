import Eureka

/// Where focus goes when a page comes back from one of its own buttons without script: the
/// page marks it `autofocus`. A list's add, delete and move buttons sent keyboard and screen
/// reader users back to the top of the page, nine Tabs from the row they had just added.
///
/// ```swift
/// if case .tool(let command, let row) = session.pageFocus { … }
/// ```
public enum PageFocus {
    /// The row's control: a row just inserted, the row after one deleted, a button pressed.
    case control(BaseRow)
    /// One of a list row's move buttons (`_up`, `_down`), after a move; the other one when
    /// the row reached the end, the row's control when neither moves.
    case tool(command: String, row: BaseRow)
    /// The row's swipe-actions menu (after one of its actions), else its control.
    case menu(BaseRow)

    /// The row focus goes to.
    var row: BaseRow {
        switch self {
        case .control(let row), .tool(_, let row), .menu(let row): row
        }
    }

    /// Whether focus goes to `row`'s control: asked for, or where the asked-for tool or menu is
    /// not on the page (`hasTools`: the row shows a move button that is enabled; `hasMenu`:
    /// it shows a swipe-actions menu).
    func isControl(of row: BaseRow, hasTools: Bool, hasMenu: Bool) -> Bool {
        guard self.row === row else { return false }
        switch self {
        case .control: return true
        case .tool: return !hasTools
        case .menu: return !hasMenu
        }
    }

    /// Whether focus goes to `row`'s swipe-actions menu.
    func isMenu(of row: BaseRow) -> Bool {
        if case .menu(let target) = self { return target === row }
        return false
    }

    /// Whether focus goes to `row`'s `command` tool button.
    func isTool(_ command: String, of row: BaseRow) -> Bool {
        if case .tool(let name, let target) = self { return name == command && target === row }
        return false
    }
}
