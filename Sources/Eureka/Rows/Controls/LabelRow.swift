/// The cell of label rows: a title and the value as read-only text.
///
/// ```swift
/// LabelRow().cellUpdate { cell, _ in cell.detailTextLabel?.textColor = .secondaryLabel }
/// ```
open class LabelCellOf<T: Equatable>: Cell<T>, CellType {
    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Labels show no selection highlight.
    open override func setup() {
        super.setup()
        selectionStyle = .none
    }

    /// Title and value text, never a selection highlight.
    open override func update() {
        super.update()
        selectionStyle = .none
    }
}

/// The cell of `LabelRow`.
///
/// ```swift
/// LabelRow().cellSetup { (cell: LabelCell, _) in cell.detailTextLabel?.textColor = .gray }
/// ```
public typealias LabelCell = LabelCellOf<String>

/// A row that shows a title and, optionally, a read-only value.
///
/// ```swift
/// LabelRow { $0.title = "Version"; $0.value = "2.1" }
/// ```
public final class LabelRow: Row<LabelCell>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    /// Text to read.
    public override var control: RowControl { addButtonControl ?? .readOnly }
}
