/// Where the application wants the terminal's cursor after a frame, and whether it shows.
///
/// ```swift
/// session.present(grid, cursor: .visible(row: 2, column: 14))  // a text field's caret
/// session.present(grid, cursor: .hidden)                       // a menu
/// ```
public struct CursorState: Hashable, Sendable {
    /// Zero-based row.
    ///
    /// ```swift
    /// cursor.row += 1
    /// ```
    public var row: Int
    /// Zero-based column.
    ///
    /// ```swift
    /// cursor.column = caretColumn
    /// ```
    public var column: Int
    /// Whether the cursor is shown.
    ///
    /// ```swift
    /// cursor.isVisible = field.isFocused
    /// ```
    public var isVisible: Bool

    /// Creates a cursor state.
    ///
    /// ```swift
    /// CursorState(row: 0, column: 0, isVisible: false)
    /// ```
    public init(row: Int, column: Int, isVisible: Bool) {
        self.row = row
        self.column = column
        self.isVisible = isVisible
    }

    /// A visible cursor at a position.
    ///
    /// ```swift
    /// let caret = CursorState.visible(row: 3, column: 10)
    /// ```
    public static func visible(row: Int, column: Int) -> CursorState {
        CursorState(row: row, column: column, isVisible: true)
    }

    /// A hidden cursor; its position does not matter.
    ///
    /// ```swift
    /// writer.render(grid, cursor: .hidden)
    /// ```
    public static let hidden = CursorState(row: 0, column: 0, isVisible: false)
}
