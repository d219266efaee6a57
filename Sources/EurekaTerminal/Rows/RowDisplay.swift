import Eureka
import TerminalKit

/// What a row shows on a terminal: a title on the left, a value on the right, an accessory, and
/// optional lines below (text areas, inline pickers' hints). Errors are added by the renderer.
///
/// ```swift
/// RowDisplay(title: "Volume", value: StyledLine("◀ 7 ▶", style: theme.rowValue))
/// ```
public struct RowDisplay: Hashable, Sendable {
    /// How the row's line is laid out.
    public enum Layout: Hashable, Sendable {
        /// Title left, value right (Eureka's default cell style).
        case titleAndValue
        /// The title centred, as a button.
        case centeredTitle
        /// The value takes the whole line after the title, left-aligned (text being edited).
        case editing
    }

    /// The title; nil for none.
    public var title: String?
    /// The value part.
    public var value: StyledLine
    /// The title's style; nil uses the theme's row title style, with the row's title colour
    /// and font (`cell.textLabel?.textColor`, a bold font) when it has them.
    public var titleStyle: TextStyle?
    /// Where a value that is not being edited sits in the room after the title: `.right` (and
    /// `.natural`), as Eureka's cells show values; `.left` at the column where editing starts;
    /// `.center` in the middle of that room.
    public var valueAlignment: Eureka.TextAlignment = .natural
    /// The accessory shown at the right edge (e.g. "›" for rows that open a screen, "✓").
    public var accessory: String?
    /// How the line is laid out.
    public var layout: Layout
    /// Lines drawn below the row's line, indented by `extraLinesIndent` columns.
    public var extraLines: [StyledLine]
    /// How far `extraLines` are indented (4 under a title; 2 to line up with an untitled row's text).
    public var extraLinesIndent = 4
    /// With `.editing`, where the terminal cursor goes, in columns from the value's start.
    public var cursorColumn: Int?
    /// Where the cursor goes inside `extraLines` (line index, column), for multi-line editing.
    public var extraLinesCursor: (line: Int, column: Int)? {
        get { extraCursor.map { ($0.line, $0.column) } }
        set { extraCursor = newValue.map { ExtraCursor(line: $0.line, column: $0.column) } }
    }
    private var extraCursor: ExtraCursor?
    private struct ExtraCursor: Hashable, Sendable { var line: Int; var column: Int }

    /// A row display.
    public init(
        title: String?,
        value: StyledLine = StyledLine(),
        accessory: String? = nil,
        layout: Layout = .titleAndValue,
        extraLines: [StyledLine] = [],
        cursorColumn: Int? = nil
    ) {
        self.title = title
        self.value = value
        self.accessory = accessory
        self.layout = layout
        self.extraLines = extraLines
        self.cursorColumn = cursorColumn
    }
}

/// A key and what it does, for the help bar.
///
/// ```swift
/// KeyBinding("Space", "toggle")
/// ```
public struct KeyBinding: Hashable, Sendable {
    /// The key as shown ("Enter", "←/→", "^S").
    public var keys: String
    /// What it does ("toggle", "change").
    public var action: String

    /// A binding.
    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}
