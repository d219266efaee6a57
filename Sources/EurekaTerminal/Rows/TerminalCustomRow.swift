import Eureka

/// A row that draws itself on the terminal instead of the drawing its control gets. Optional:
/// a row's `control` already makes it work here (keys, line mode); conform only for a look of
/// your own. Drawing must be pure: read the description and the context, change nothing.
///
/// ```swift
/// extension RatingRow: TerminalCustomRow {
///     func terminalDisplay(_ description: RowDescription, in context: RowDrawingContext) -> RowDisplay {
///         RowDisplay(title: description.title, value: StyledLine(String(repeating: "★", count: value ?? 0)))
///     }
/// }
/// ```
public protocol TerminalCustomRow: BaseRow {
    /// What the row shows now.
    func terminalDisplay(_ description: RowDescription, in context: RowDrawingContext) -> RowDisplay
}
