import TerminalKit

/// A run of text in one style.
public struct StyledSpan: Hashable, Sendable {
    /// The text, with control characters already removed (escape by construction).
    public let text: String
    /// How it is drawn.
    public var style: TextStyle
    /// Display width in columns, measured once.
    public let width: Int

    /// Blank columns in a style (gaps and highlight bars), drawn without building a string.
    public init(padding columns: Int, style: TextStyle = .plain) {
        self.text = ""
        self.style = style
        self.width = max(0, columns)
    }

    /// Whether the span is blank padding rather than text.
    var isPadding: Bool { text.isEmpty && width > 0 }

    /// A span of text in a style; control characters are removed here.
    public init(_ text: String, style: TextStyle = .plain) {
        let clean = ControlCharacterFilter.filter(text)
        self.text = clean
        self.style = style
        self.width = DisplayWidth.of(clean)
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

    /// Appends blank columns in a style.
    public mutating func append(padding columns: Int, style: TextStyle = .plain) {
        guard columns > 0 else { return }
        spans.append(StyledSpan(padding: columns, style: style))
    }

    /// Appends another line's spans.
    public mutating func append(_ other: StyledLine) {
        spans.append(contentsOf: other.spans)
    }

    /// Display width in columns.
    public var width: Int {
        spans.reduce(0) { $0 + $1.width }
    }

    /// The plain text, for accessible output and tests.
    public var plainText: String {
        spans.map(\.text).joined()
    }

    /// The line cut to `columns`, ending in an ellipsis when something was cut.
    public func truncated(to columns: Int) -> StyledLine {
        guard width > columns else { return self }
        guard columns > 0 else { return StyledLine() }
        var result = StyledLine()
        var remaining = columns - 1
        for span in spans {
            if span.width <= remaining {
                result.spans.append(span)
                remaining -= span.width
            } else if span.isPadding {
                result.append(padding: remaining, style: span.style)
                result.append("…", style: span.style)
                return result
            } else {
                let cut = DisplayWidth.truncate(span.text, to: remaining, ellipsis: "")
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
            if span.isPadding {
                grid.fill(rows: row..<(row + 1), columns: position..<(position + span.width), style: span.style)
                position += span.width
            } else {
                position = grid.write(span.text, row: row, column: position, style: span.style)
            }
        }
        return position - column
    }
}
