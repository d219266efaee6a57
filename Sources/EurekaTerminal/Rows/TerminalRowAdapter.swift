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

/// Any row: title and detail text from its cell, the cell's accessory, Enter selects. Covers
/// labels, buttons (a centred title), inline-row parents (▸/▾), option rows that open a screen or
/// an overlay (with a spinner while options load), list checks and multivalued add buttons.
struct GenericRowAdapter: TerminalRowAdapter {
    func handles(_ row: BaseRow) -> Bool { true }

    func display(of row: BaseRow, in context: RowContext) -> RowDisplay {
        let theme = context.theme
        let cell = row.baseCell
        var title = cell?.textLabel?.isHidden == true ? nil : (cell?.textLabel?.text ?? row.title)
        if let symbol = cell?.imageSymbol { title = symbol + " " + (title ?? "") }
        if isAddButton(row), let section = row.section as? MultivaluedSectionType, section.showInsertIconInAddButton {
            title = "＋ " + (title ?? "Add")
        }
        var value = StyledLine()
        if (row as? OptionsLoading)?.isLoadingOptions == true {
            value.append(Spinner.frame(context.tick) + " Loading…", style: theme.status)
            context.drewAnimation = true
        } else if let detail = cell?.detailTextLabel, !detail.isHidden, let text = detail.text {
            value.append(text, style: theme.style(theme.rowValue, label: detail))
        }
        var accessory = cell.flatMap { Self.accessory(for: $0.accessoryType) }
        if row is any InlineRowType { accessory = row.expandedInlineRow != nil ? "▾" : "▸" }
        let centered = cell?.textLabel?.textAlignment == .center && value.width == 0
        return RowDisplay(title: title, value: value, accessory: accessory, layout: centered ? .centeredTitle : .titleAndValue)
    }

    private func isAddButton(_ row: BaseRow) -> Bool {
        (row.section as? MultivaluedSectionType)?.baseAddButtonRow === row
    }

    func keyBindings(for row: BaseRow, in context: RowContext) -> [KeyBinding] {
        guard !row.isDisabled else { return [] }
        if isAddButton(row) { return [KeyBinding("Enter", "add")] }
        if row is any InlineRowType { return [KeyBinding("Enter", row.expandedInlineRow != nil ? "collapse" : "expand")] }
        if row is OptionsLoading { return [KeyBinding("Enter", "choose")] }
        if row.baseCell?.textLabel?.textAlignment == .center { return [KeyBinding("Enter", "press")] }
        if row.baseCell?.accessoryType == .disclosureIndicator { return [KeyBinding("Enter", "open")] }
        if row is any SelectableRowType { return [KeyBinding("Space", "select")] }
        return []
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
