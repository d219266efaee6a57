/// What drawing a row may read: the theme, the room it has, whether it is focused, and the
/// focused row's interface state. A value: drawing changes nothing.
///
/// ```swift
/// func terminalDisplay(_ description: RowDescription, in context: RowDrawingContext) -> RowDisplay {
///     RowDisplay(title: description.title, value: StyledLine("★★★", style: context.theme.focusMarker))
/// }
/// ```
public struct RowDrawingContext: Sendable {
    /// The styles in use.
    public var theme: TerminalTheme
    /// Whether the row being drawn is focused.
    public var isFocused: Bool
    /// The focused row's interface state (empty for other rows).
    public var state: RowUIState
    /// Columns available for the row's value.
    public var valueWidth: Int
    /// Columns of the whole line.
    public var lineWidth: Int
    /// The frame counter, for animations such as the loading spinner.
    public var tick: Int

    /// A context.
    ///
    /// ```swift
    /// RowDrawingContext(theme: .standard, isFocused: true, state: RowUIState(), valueWidth: 38, lineWidth: 80, tick: 0)
    /// ```
    public init(theme: TerminalTheme, isFocused: Bool, state: RowUIState, valueWidth: Int, lineWidth: Int, tick: Int) {
        self.theme = theme
        self.isFocused = isFocused
        self.state = state
        self.valueWidth = valueWidth
        self.lineWidth = lineWidth
        self.tick = tick
    }
}
