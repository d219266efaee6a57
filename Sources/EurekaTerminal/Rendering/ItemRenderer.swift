import Eureka
import TerminalKit

/// Turns form items into styled lines for a given width.
struct ItemRenderer {
    let screen: FormScreen
    let width: Int
    var theme: TerminalTheme { screen.theme }

    /// The lines an item takes, and (for the focused row being edited) where the cursor goes as
    /// (line index, column).
    func lines(for item: FormItem) -> (lines: [StyledLine], cursor: (line: Int, column: Int)?) {
        switch item {
        case .header(let section):
            let lines = screen.sectionLines(of: section).header.map { $0.uppercased() }
            return (wrapped(lines, style: theme.sectionHeader), nil)
        case .footer(let section):
            return (wrapped(screen.sectionLines(of: section).footer, style: theme.sectionFooter), nil)
        case .gap:
            return ([StyledLine()], nil)
        case .row(let row):
            return rowLines(row)
        }
    }

    /// A section's header or footer lines, each wrapped between words to the width after a
    /// one-column margin: they explain the rows around them and were cut with "…" where they
    /// were longer than the screen, so the end of the explanation was lost. Scrolling measures
    /// items by these lines, so a wrapped footer scrolls like a taller row. A line that fits is
    /// kept as it is (spaces lining things up included), as an overlay's message is.
    private func wrapped(_ lines: [String], style: TextStyle) -> [StyledLine] {
        lines.flatMap { line in
            let room = width - 1
            let pieces = DisplayWidth.of(line) <= room ? [line] : WrappedText.byWords(line, width: room)
            return pieces.map { StyledLine(" " + $0, style: style).truncated(to: width) }
        }
    }

    private func rowLines(_ row: BaseRow) -> (lines: [StyledLine], cursor: (line: Int, column: Int)?) {
        let description = screen.description(of: row)
        let focused = screen.interaction.focusedRow === row
        let context = RowDrawingContext(
            theme: theme, isFocused: focused, state: screen.uiState(for: row),
            valueWidth: max(1, (width - 4) / 2), lineWidth: width, tick: screen.tick)
        var display =
            (row as? any TerminalCustomRow)?.terminalDisplay(description, in: context)
            ?? ControlAdapters.adapter(for: description.control).display(description, in: context)
        if display.titleStyle == nil, description.appearance.titleColor != nil || description.appearance.titleFont != nil {
            display.titleStyle = theme.style(theme.rowTitle, color: description.appearance.titleColor, font: description.appearance.titleFont)
        }
        var (main, cursorColumn) = mainLine(display, focused: focused)
        if description.isDisabled { main = main.restyled { $0.dim = true } }
        var lines = [main]
        let indent = display.extraLinesIndent
        for extra in display.extraLines {
            lines.append(StyledLine(padding: indent).appending(extra).truncated(to: width))
        }
        if focused, let extraCursor = display.extraLinesCursor, extraCursor.line < display.extraLines.count {
            cursorColumn = nil
            let column = min(indent + extraCursor.column, max(0, width - 1))
            return (decorate(lines, errors: description.errors), (1 + extraCursor.line, column))
        }
        return (decorate(lines, errors: description.errors), cursorColumn.map { (0, $0) })
    }

    /// Adds the row's error lines under its own lines, each message wrapped to the width so it
    /// is read whole (a long one names its limit at the end).
    private func decorate(_ lines: [StyledLine], errors: [String]) -> [StyledLine] {
        var lines = lines
        // On a very narrow screen the mark keeps less of the width for itself.
        let (mark, indent) = width >= 20 ? ("    ✗ ", "      ") : ("✗ ", "  ")
        for message in errors {
            let wrapped = WrappedText.byWords(message, width: width - DisplayWidth.of(mark))
            for (index, line) in wrapped.enumerated() {
                lines.append(StyledLine((index == 0 ? mark : indent) + line, style: theme.error).truncated(to: width))
            }
        }
        return lines
    }

    /// The columns a titled row's title gets (with its gap) beside a value `valueWidth` wide,
    /// out of the `available` after the focus marker and the accessory: the value gets what it
    /// needs up to 60%, the title the rest. An adapter whose value may be too wide asks this to
    /// know how much of it will show.
    static func titleBudget(titleWidth: Int, valueWidth: Int, available: Int) -> Int {
        max(min(titleWidth + 1, available - min(valueWidth, available * 3 / 5)), 0)
    }

    /// "▸ Title ........ value ›" fitted to the width; returns the cursor column when editing.
    private func mainLine(_ display: RowDisplay, focused: Bool) -> (StyledLine, Int?) {
        let marker = focused ? StyledSpan("▸ ", style: theme.focusMarker) : StyledSpan("  ")
        let accessory = display.accessory.map { " " + $0 } ?? ""
        let accessoryWidth = DisplayWidth.of(accessory)
        let available = max(0, width - 2 - accessoryWidth)
        let baseTitleStyle = display.titleStyle ?? theme.rowTitle
        let titleStyle = focused ? baseTitleStyle.merging(theme.focusedRow) : baseTitleStyle
        var line = StyledLine(spans: [marker])
        var cursor: Int?
        switch display.layout {
        case .centeredTitle:
            let title = DisplayWidth.truncate(display.title ?? "", to: available)
            let padding = max(0, (available - DisplayWidth.of(title)) / 2)
            let style = focused ? theme.button.merging(theme.focusedRow) : theme.button
            line.append(padding: padding, style: style)
            line.append(title, style: style)
            line.append(padding: max(0, available - padding - DisplayWidth.of(title)), style: style)
        case .titleAndValue, .editing:
            let valueWidth = display.value.width
            let titleText = display.title ?? ""
            // The value gets what it needs up to 60% of the line; the title the rest.
            // While editing, the text starts at a steady column (40% of the line, or after a
            // longer title) so it does not jump from the right edge to the left.
            let titleWidth = DisplayWidth.of(titleText)
            let steadyTitleBudget = min(max(titleWidth + 2, available * 2 / 5), available / 2)
            let titleBudget =
                titleText.isEmpty
                ? 0
                : display.layout == .editing
                    ? steadyTitleBudget
                    : Self.titleBudget(titleWidth: titleWidth, valueWidth: valueWidth, available: available)
            let title = StyledLine(titleText, style: titleStyle).truncated(to: max(0, titleBudget - 1))
            line.append(title)
            let valueBudget = max(0, available - titleBudget)
            let value = display.value.truncated(to: valueBudget)
            // Without a title the value reads from the left, as an untitled text field does; a
            // left-aligned value starts where its editing would, a centred one in its room.
            let gap: Int
            if display.layout == .editing || titleText.isEmpty {
                gap = max(0, titleBudget - title.width)
            } else if display.valueAlignment == .left, value.width <= available - steadyTitleBudget {
                gap = max(0, steadyTitleBudget - title.width)
            } else if display.valueAlignment == .center {
                let room = max(0, available - title.width - value.width)
                gap = room / 2
            } else {
                gap = max(0, available - title.width - value.width)
            }
            line.append(padding: gap, style: titleStyle)
            if display.layout == .editing, let column = display.cursorColumn {
                cursor = 2 + title.width + gap + min(column, valueBudget)
            }
            line.append(value)
            if display.layout == .editing {
                line.append(padding: max(0, valueBudget - value.width), style: titleStyle)
            } else if display.valueAlignment == .left || display.valueAlignment == .center {
                // The accessory stays at the right edge.
                line.append(padding: max(0, available - title.width - gap - value.width), style: titleStyle)
            }
        }
        if !accessory.isEmpty { line.append(accessory, style: theme.accessory) }
        return (line.truncated(to: width), cursor)
    }
}

extension StyledLine {
    /// A line of blank columns.
    init(padding columns: Int) {
        self.init()
        append(padding: columns)
    }

    /// The line with `change` applied to every span's style; the layout stays as it was.
    func restyled(_ change: (inout TextStyle) -> Void) -> StyledLine {
        StyledLine(
            spans: spans.map { span in
                // The span itself is changed, not rebuilt from its text: a padding span has no
                // text, and rebuilding it dropped its width (a disabled row lost its gaps).
                var restyled = span
                change(&restyled.style)
                return restyled
            })
    }

    /// This line followed by another.
    func appending(_ other: StyledLine) -> StyledLine {
        var result = self
        result.append(other)
        return result
    }
}

extension TextStyle {
    /// This style with another's attributes added and its non-default colours taking over.
    func merging(_ other: TextStyle) -> TextStyle {
        var result = self
        result.attributes.formUnion(other.attributes)
        if other.foreground != .default { result.foreground = other.foreground }
        if other.background != .default { result.background = other.background }
        return result
    }
}
