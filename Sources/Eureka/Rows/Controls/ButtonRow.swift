/// The cell of button rows: the title, centred, in the tint colour (dimmed when disabled).
///
/// ```swift
/// ButtonRow().cellUpdate { cell, _ in cell.textLabel?.textColor = .systemRed }
/// ```
open class ButtonCellOf<T: Equatable>: Cell<T>, CellType {
    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    // The value is shown by the cell's own control or mark; the detail label stays empty.
    override var showsValueInDetailLabel: Bool { false }

    /// Centres the title and shows it as an action.
    open override func update() {
        super.update()
        let isDisabled = row?.isDisabled == true
        editTitle {
            $0.textAlignment = .center
            $0.textColor = isDisabled ? .tertiaryLabel : .tint
        }
    }
}

/// The cell of `ButtonRow`.
///
/// ```swift
/// ButtonRow().cellSetup { (cell: ButtonCell, _) in cell.tintColor = .systemRed }
/// ```
public typealias ButtonCell = ButtonCellOf<String>

/// A row that acts when selected; generic over a value it may carry.
///
/// Selecting it runs `customDidSelect()` (not when disabled) then `onCellSelection` (always,
/// as in Eureka).
///
/// ```swift
/// ButtonRowOf<Int>("retry") { $0.title = "Retry"; $0.value = 3 }
/// ```
open class ButtonRowOf<T: Equatable>: Row<ButtonCellOf<T>> {
    /// Creates the row; its value is not shown.
    public required init(tag: String?) {
        super.init(tag: tag)
        displayValueFor = nil
    }

    // MARK: Presentation extension point
    // Presenting a controller on selection (Eureka's `presentationMode`) belongs to the
    // presentation layer. It adds `presentationMode` in an extension backed by
    // `presentationStorage`, and sets `presentOnSelection`, which runs on selection before
    // `onCellSelection`. Nothing else in the row depends on it.

    /// Storage for presentation state added in extensions (extensions cannot add stored properties).
    var presentationStorage: Any?
    /// Runs when the row is selected, before `onCellSelection`.
    var presentOnSelection: ((ButtonRowOf<T>) -> Void)?

    /// Runs the presentation hook, if any.
    open override func customDidSelect() {
        super.customDidSelect()
        presentOnSelection?(self)
    }

    /// A button (the add button of a multivalued section says so).
    open override var control: RowControl {
        if let addButton = addButtonControl { return addButton }
        return .action(ActionControl(presents: presentationMode?.presentationStyle))
    }

    /// `.present` presses a button that presents a controller; other actions as any row.
    open override func perform(_ action: RowAction) throws(RowActionError) {
        if action == .present, presentationMode != nil { return try super.perform(.press) }
        try super.perform(action)
    }
}

/// A button: its title, centred, acts when selected.
///
/// ```swift
/// ButtonRow { $0.title = "Submit" }.onCellSelection { _, row in submit(row.form) }
/// ```
public final class ButtonRow: ButtonRowOf<String>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}
