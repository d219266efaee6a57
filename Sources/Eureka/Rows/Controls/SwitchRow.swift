/// A switch as a view model: on or off, and how it is tinted.
///
/// ```swift
/// SwitchRow().cellSetup { cell, _ in cell.switchControl.onTintColor = .systemGreen }
/// ```
public final class SwitchControl {
    /// Whether the switch is on (the row's value, nil counting as off).
    public var isOn = false
    /// Whether the switch accepts input.
    public var isEnabled = true
    /// Colour of the on state; nil lets the renderer choose.
    public var onTintColor: Color?

    /// Creates a switch that is off.
    ///
    /// ```swift
    /// let control = SwitchControl()
    /// ```
    public init() {}
}

/// The cell of `SwitchRow`: the title and a switch; no detail text.
///
/// ```swift
/// row.cell.isOn   // after row.updateCell()
/// ```
public final class SwitchCell: Cell<Bool>, CellType {
    /// The switch.
    public let switchControl = SwitchControl()

    /// Whether the switch is on.
    public var isOn: Bool { switchControl.isOn }

    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Copies the value into the switch; the detail text stays empty.
    public override func update() {
        super.update()
        switchControl.isOn = row?.value ?? false
        switchControl.isEnabled = row?.isDisabled == false
    }

    // The value is the switch; the detail text stays empty.
    override var showsValueInDetailLabel: Bool { false }
}

/// A row with an on/off switch. Selecting it toggles the switch.
///
/// ```swift
/// SwitchRow("notify") { $0.title = "Notifications"; $0.value = true }
/// ```
public final class SwitchRow: Row<SwitchCell>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
        displayValueFor = nil
    }

    /// Flips the value (nil counts as off), through the change pipeline.
    ///
    /// ```swift
    /// row.toggle()
    /// ```
    public func toggle() {
        guard !isDisabled else { return }
        value = !(value ?? false)
    }

    /// Selection toggles the switch (Enter in a terminal, a click on the web).
    public override func customDidSelect() {
        super.customDidSelect()
        toggle()
    }

    /// A switch.
    public override var control: RowControl {
        .toggle(Toggle(isOn: value ?? false, style: .`switch`, onTintColor: cellIfCreated?.switchControl.onTintColor, hasValue: value != nil))
    }

    /// `.toggle` flips the value, `.setOn` sets it; other actions as any row.
    public override func perform(_ action: RowAction) throws(RowActionError) {
        if try !performToggleAction(action) { try super.perform(action) }
    }
}
