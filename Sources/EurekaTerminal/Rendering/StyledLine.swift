import TerminalKit

/// A run of text in one style.
public struct StyledSpan: Hashable, Sendable {
    /// The text; control characters are stripped when it reaches the grid.
    public var text: String
    /// How it is drawn.
    public var style: TextStyle

    /// A span of text in a style.
    public init(_ text: String, style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// One line of styled text, measured in terminal columns.
///
/// ```swift
/// var line = StyledLine("Name", style: theme.rowTitle)
/// line.append("  Ada", style: theme.rowValue)
/// line.width   // 9
/// ```
public struct StyledLine: Hashable, Sendable {
    /// The spans, in order.
    public var spans: [StyledSpan]

    /// An empty line.
    public init() {
        spans = []
    }

    /// A line of one span.
    public init(_ text: String, style: TextStyle = .plain) {
        spans = text.isEmpty ? [] : [StyledSpan(text, style: style)]
    }

    /// A line of several spans.
    public init(spans: [StyledSpan]) {
        self.spans = spans
    }

    /// Appends text in a style.
    public mutating func append(_ text: String, style: TextStyle = .plain) {
        guard !text.isEmpty else { return }
        spans.append(StyledSpan(text, style: style))
    }

    /// Appends another line's spans.
    public mutating func append(_ other: StyledLine) {
        spans.append(contentsOf: other.spans)
    }

    /// Display width in columns (after control characters are removed).
    public var width: Int {
        spans.reduce(0) { $0 + DisplayWidth.of(ControlCharacterFilter.filter($1.text)) }
    }

    /// The plain text, for accessible output and tests.
    public var plainText: String {
        spans.map { ControlCharacterFilter.filter($0.text) }.joined()
    }

    /// The line cut to `columns`, ending in an ellipsis when something was cut.
    public func truncated(to columns: Int) -> StyledLine {
        guard width > columns else { return self }
        guard columns > 0 else { return StyledLine() }
        var result = StyledLine()
        var remaining = columns - 1
        for span in spans {
            let text = ControlCharacterFilter.filter(span.text)
            let spanWidth = DisplayWidth.of(text)
            if spanWidth <= remaining {
                result.append(text, style: span.style)
                remaining -= spanWidth
            } else {
                let cut = DisplayWidth.truncate(text, to: remaining, ellipsis: "")
                result.append(cut, style: span.style)
                result.append("…", style: span.style)
                return result
            }
        }
        return result
    }

    /// Draws the line into a grid row starting at `column`, clipped to `maxColumns`; returns the
    /// columns used.
    @discardableResult
    public func draw(into grid: inout CellGrid, row: Int, column: Int, maxColumns: Int) -> Int {
        var position = column
        for span in truncated(to: maxColumns).spans {
            position = grid.write(span.text, row: row, column: position, style: span.style)
        }
        return position - column
    }
}
