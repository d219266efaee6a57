import Foundation

/// The cell of date rows that expand an inline picker (`DateInlineRow`, …): the title and the
/// formatted value, the value in the tint colour while expanded.
///
/// ```swift
/// DateInlineRow().cellUpdate { cell, _ in cell.detailTextLabel?.font = .boldSystemFont(ofSize: 17) }
/// ```
open class DateInlineCell: Cell<Date>, CellType {
    private var expansionTint = ExpansionTint()

    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Shows the value, tinted while the inline picker is expanded.
    open override func update() {
        super.update()
        let expanded = baseRow?.expandedInlineRow != nil
        var tint = expansionTint
        editDetail { tint.apply(to: &$0, expanded: expanded) }
        expansionTint = tint
    }
}
