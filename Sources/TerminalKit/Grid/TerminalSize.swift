/// A terminal's or grid's size in character cells.
///
/// ```swift
/// let size = TerminalSize(columns: 80, rows: 24)
/// ```
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in columns.
    ///
    /// ```swift
    /// let width = size.columns
    /// ```
    public var columns: Int
    /// Height in rows.
    ///
    /// ```swift
    /// let height = size.rows
    /// ```
    public var rows: Int

    /// Creates a size; negative values are treated as zero.
    ///
    /// ```swift
    /// TerminalSize(columns: 120, rows: 40)
    /// ```
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// `columns×rows`, e.g. `80×24`.
    ///
    /// ```swift
    /// print(TerminalSize(columns: 80, rows: 24))  // 80×24
    /// ```
    public var description: String { "\(columns)×\(rows)" }
}
