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
    /// the row reached the end.
    case tool(command: String, row: BaseRow)

    /// Whether focus goes to `row`'s control.
    func isControl(of row: BaseRow) -> Bool {
        if case .control(let target) = self { return target === row }
        return false
    }

    /// Whether focus goes to `row`'s `command` tool button.
    func isTool(_ command: String, of row: BaseRow) -> Bool {
        if case .tool(let name, let target) = self { return name == command && target === row }
        return false
    }
}
