import Eureka
import TerminalKit

/// Draws one kind of row on the terminal and turns keys into calls on the row and the
/// interaction layer. The renderer asks its adapters in order and uses the first that
/// `handles` a row; custom rows can conform to `TerminalCustomRow` instead.
///
/// ```swift
/// struct RatingAdapter: TerminalRowAdapter {
///     func handles(_ row: BaseRow) -> Bool { row is RatingRow }
///     func display(of row: BaseRow, in context: RowContext) -> RowDisplay {
///         let rating = (row as! RatingRow).value ?? 0
///         return RowDisplay(title: row.title, value: StyledLine(String(repeating: "★", count: rating)))
///     }
///     func keyBindings(for row: BaseRow, in context: RowContext) -> [KeyBinding] { [KeyBinding("←/→", "rate")] }
///     func handle(_ key: KeyEvent, on row: BaseRow, in context: RowContext) -> Bool { … }
/// }
/// ```
public protocol TerminalRowAdapter {
    /// Whether this adapter draws and drives `row`.
    func handles(_ row: BaseRow) -> Bool
    /// What the row shows now. The cell has just been updated (`updateCell()`).
    func display(of row: BaseRow, in context: RowContext) -> RowDisplay
    /// The keys the row responds to while focused, for the help bar.
    func keyBindings(for row: BaseRow, in context: RowContext) -> [KeyBinding]
    /// Handles a key while the row is focused; returns whether it did.
    func handle(_ key: KeyEvent, on row: BaseRow, in context: RowContext) -> Bool
    /// Handles pasted text while the row is focused; returns whether it did.
    func handle(paste text: String, on row: BaseRow, in context: RowContext) -> Bool
    /// The row gained (true) or lost (false) focus.
    func focusDidChange(_ isFocused: Bool, on row: BaseRow, in context: RowContext)
}

extension TerminalRowAdapter {
    public func handle(paste text: String, on row: BaseRow, in context: RowContext) -> Bool { false }
    public func focusDidChange(_ isFocused: Bool, on row: BaseRow, in context: RowContext) {}
}

/// A custom row that draws itself on the terminal (instead of registering an adapter).
///
/// ```swift
/// extension RatingRow: TerminalCustomRow {
///     func terminalDisplay(in context: RowContext) -> RowDisplay { … }
/// }
/// ```
public protocol TerminalCustomRow: BaseRow {
    /// What the row shows now.
    func terminalDisplay(in context: RowContext) -> RowDisplay
    /// The keys it responds to, for the help bar.
    func terminalKeyBindings(in context: RowContext) -> [KeyBinding]
    /// Handles a key while focused; returns whether it did.
    func handleTerminalKey(_ key: KeyEvent, in context: RowContext) -> Bool
}

extension TerminalCustomRow {
    public func terminalKeyBindings(in context: RowContext) -> [KeyBinding] { [] }
    public func handleTerminalKey(_ key: KeyEvent, in context: RowContext) -> Bool { false }
}

/// Adapts a `TerminalCustomRow` to the adapter protocol.
struct CustomRowAdapter: TerminalRowAdapter {
    func handles(_ row: BaseRow) -> Bool { row is TerminalCustomRow }
    func display(of row: BaseRow, in context: RowContext) -> RowDisplay {
        (row as! TerminalCustomRow).terminalDisplay(in: context)
    }
    func keyBindings(for row: BaseRow, in context: RowContext) -> [KeyBinding] {
        (row as! TerminalCustomRow).terminalKeyBindings(in: context)
    }
    func handle(_ key: KeyEvent, on row: BaseRow, in context: RowContext) -> Bool {
        (row as! TerminalCustomRow).handleTerminalKey(key, in: context)
    }
}

/// Any row: title and detail text from its cell, the cell's accessory, Enter selects.
struct GenericRowAdapter: TerminalRowAdapter {
    func handles(_ row: BaseRow) -> Bool { true }

    func display(of row: BaseRow, in context: RowContext) -> RowDisplay {
        let cell = row.baseCell
        let title = cell?.textLabel?.isHidden == true ? nil : (cell?.textLabel?.text ?? row.title)
        var value = StyledLine()
        if let detail = cell?.detailTextLabel, !detail.isHidden, let text = detail.text {
            value.append(text, style: context.theme.style(context.theme.rowValue, label: detail))
        }
        return RowDisplay(title: title, value: value, accessory: cell.flatMap { Self.accessory(for: $0.accessoryType) })
    }

    func keyBindings(for row: BaseRow, in context: RowContext) -> [KeyBinding] {
        row.isDisabled ? [] : [KeyBinding("Enter", "select")]
    }

    func handle(_ key: KeyEvent, on row: BaseRow, in context: RowContext) -> Bool {
        guard key == KeyEvent(.enter) || key == KeyEvent(.character(" ")) else { return false }
        context.interaction.select(row)
        return true
    }

    /// The glyph for a cell accessory.
    static func accessory(for type: CellAccessoryType) -> String? {
        switch type {
        case .none: return nil
        case .disclosureIndicator: return "›"
        case .checkmark: return "✓"
        case .detailButton: return "ⓘ"
        case .detailDisclosureButton: return "ⓘ›"
        }
    }
}
