/// A cell whose row holds a value of type `T`.
///
/// Conform subclasses to `CellType` (Eureka's spelling) when you write custom cells.
///
/// ```swift
/// public final class CustomCell: Cell<Bool>, CellType {
///     public override func update() {
///         super.update()
///         backgroundColor = (row.value ?? false) ? .white : .black
///     }
/// }
/// ```
open class Cell<T: Equatable>: BaseCell, TypedCellType {
    /// The cell's value type.
    public typealias Value = T

    /// The row this cell shows (unowned, as `baseRow`: the row owns its cell).
    public unowned var row: RowOf<T>!

    public required init() {
        super.init()
    }

    /// Fills title and detail text from the row; disabled rows get a dimmed title.
    open override func update() {
        guard let row else { return }
        let isDisabled = row.isDisabled
        editTitle {
            $0.text = row.title
            $0.textColor = isDisabled ? .tertiaryLabel : nil
        }
        selectionStyle = isDisabled ? .none : .default
        editDetail { $0.text = showsValueInDetailLabel ? row.displayText : nil }
    }

    // Cells that show the value in a control of their own (a text field, a switch) keep the
    // detail label empty, and save formatting the value for a label nobody reads.
    var showsValueInDetailLabel: Bool { true }
}

/// Eureka's protocol for custom cells (`class MyCell: Cell<Bool>, CellType`). As in Eureka it
/// refines `TypedCellType`, so generic rows can be written in Eureka's idiom; rows accept any
/// `TypedCellType`, so a plain `Cell<T>` works too: `Row<Cell<Int>>`.
///
/// ```swift
/// class MyRow<Cell: CellType>: Row<Cell> where Cell: BaseCell {
///     required init(tag: String?) { super.init(tag: tag) }
/// }
/// ```
public protocol CellType: TypedCellType {}

/// A cell bound to a typed row.
///
/// ```swift
/// func valueText<C: TypedCellType>(_ cell: C) -> String? { cell.row.value.map { "\($0)" } }
/// ```
public protocol TypedCellType: BaseCell {
    /// The value type of the row.
    associatedtype Value: Equatable
    /// The row this cell shows.
    var row: RowOf<Value>! { get set }
}
