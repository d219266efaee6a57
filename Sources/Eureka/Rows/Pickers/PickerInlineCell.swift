/// The cell of rows that expand an inline picker: the title and the value, the value in the
/// tint colour while expanded.
///
/// ```swift
/// PickerInlineRow<String>().cellUpdate { cell, _ in cell.detailTextLabel?.textColor = .systemBlue }
/// ```
open class PickerInlineCell<T: Equatable>: Cell<T>, CellType {
    private var expansionTint = ExpansionTint()

    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Shows the value, tinted while the inline row is expanded.
    open override func update() {
        super.update()
        let expanded = baseRow?.expandedInlineRow != nil
        var tint = expansionTint
        editDetail { tint.apply(to: &$0, expanded: expanded) }
        expansionTint = tint
    }
}

/// Tints a label while a row is expanded and gives back the colour it had before, so a colour
/// set in `cellSetup` survives expanding and collapsing.
struct ExpansionTint {
    private var savedColor: Color??

    mutating func apply(to label: inout CellLabel.Content, expanded: Bool) {
        if expanded {
            if savedColor == nil { savedColor = .some(label.textColor) }
            label.textColor = .tint
        } else if let saved = savedColor {
            label.textColor = saved
            savedColor = nil
        }
    }
}
