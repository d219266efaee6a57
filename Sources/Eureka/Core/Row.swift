/// Makes the cells of a row type; replace it to use a cell subclass.
///
/// ```swift
/// row.cellProvider = CellProvider { FancyTextCell() }
/// ```
public struct CellProvider<Cell: BaseCell> {
    private let make: () -> Cell

    /// A provider that calls `make` for each new cell.
    public init(_ make: @escaping () -> Cell) {
        self.make = make
    }

    /// A provider that creates `Cell()`.
    public init() {
        self.make = { Cell() }
    }

    /// Creates a cell.
    public func makeCell() -> Cell { make() }
}

/// A row shown by a cell of type `Cell`; concrete rows subclass it and conform to `RowType`.
///
/// The cell is created on first use: then its `setup()`, the type's `defaultCellSetup` and the
/// row's `cellSetup` run once, in that order. Each `updateCell()` runs the cell's `update()`,
/// `customUpdateCell()`, the type's `defaultCellUpdate`, then the row's `cellUpdate`.
///
/// ```swift
/// public final class CustomRow: Row<CustomCell>, RowType {
///     public required init(tag: String?) {
///         super.init(tag: tag)
///     }
/// }
/// ```
open class Row<Cell: TypedCellType>: RowOf<Cell.Value>, TypedRowType {
    private var createdCell: Cell?
    private var isUpdatingCell = false

    /// How the cell is created; set it before the cell is first used.
    public var cellProvider = CellProvider<Cell>()

    public required init(tag: String? = nil) {
        super.init(tag: tag)
    }

    /// The row's cell, created (and set up) on first access.
    public var cell: Cell! {
        if let createdCell { return createdCell }
        let created = cellProvider.makeCell()
        created.row = self
        created.baseRow = self
        createdCell = created
        created.setup()
        if let hook = RowDefaults.read(type(of: self))?.cellSetup { hook(created, self) }
        callbackStorage?.cellSetup?()
        return created
    }

    open override var baseCellIfCreated: BaseCell? { createdCell }

    /// The cell if it has been created, without creating it (descriptions read it this way).
    ///
    /// ```swift
    /// row.cellIfCreated?.textLabel?.textColor
    /// ```
    public var cellIfCreated: Cell? { createdCell }

    open override var baseCell: BaseCell! { cell }

    open override func updateCell() {
        // A cellUpdate callback that calls updateCell() again would recurse forever.
        guard !isUpdatingCell else { return }
        // The form is applying many changes before anything is drawn: update once at the end.
        if let form, form.defersCellUpdates {
            needsCellUpdate = true
            // Rows without a cell keep the update for when they are first shown.
            // An edit updates its row several times in a row (begin, change, end): listed once.
            if baseCellIfCreated != nil, form.rowsAwaitingCellUpdate.last !== self { form.rowsAwaitingCellUpdate.append(self) }
            return
        }
        isUpdatingCell = true
        defer { isUpdatingCell = false }
        needsCellUpdate = false
        noteDisplayChange()
        let cell = self.cell!
        cell.update()
        customUpdateCell()
        if let hook = RowDefaults.read(type(of: self))?.cellUpdate { hook(cell, self) }
        callbackStorage?.cellUpdate?()
    }

    open override func didSelect() {
        if !isDisabled {
            cell.didSelect()
            customDidSelect()
            // Hook (options/sections): selectable and multivalued sections act here, leaving onCellSelection to the app.
            if let section, section.handlesRowEvents { (section as? any RowEventHandlingSection)?.handleSelection(of: self) }
        }
        // Eureka's contract: a disabled row's selection reaches onCellSelection too, which guards itself.
        callbackStorage?.onCellSelection?()
    }
}
