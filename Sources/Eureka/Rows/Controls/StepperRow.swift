/// A stepper as a view model: a value with − and + buttons.
///
/// ```swift
/// row.cell.stepper.canIncrement   // false at the maximum
/// ```
public final class StepperControl {
    /// The value shown (the row's value, nil counting as the start).
    public internal(set) var value: Double = 0
    /// The lowest value.
    public internal(set) var minimumValue: Double = 0
    /// The highest value.
    public internal(set) var maximumValue: Double = 100
    /// How much one press changes the value.
    public internal(set) var stepValue: Double = 1
    /// Whether the stepper accepts input.
    public var isEnabled = true

    /// Whether + does anything.
    public var canIncrement: Bool { isEnabled && value < maximumValue }
    /// Whether − does anything.
    public var canDecrement: Bool { isEnabled && value > minimumValue }

    init() {}
}

/// The cell of `StepperRow`: the title, the value as text and a stepper.
///
/// ```swift
/// StepperRow().cellUpdate { cell, _ in cell.valueLabel.font = .boldSystemFont(ofSize: 17) }
/// ```
public final class StepperCell: Cell<Double>, CellType {
    /// The stepper.
    public let stepper = StepperControl()
    /// The value as text, beside the stepper (Eureka's `valueLabel`).
    public let valueLabel = CellLabel()

    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Steppers show no selection highlight.
    public override func setup() {
        super.setup()
        selectionStyle = .none
    }

    /// Copies the row's range, step and value into the stepper.
    public override func update() {
        super.update()
        selectionStyle = .none
        guard let row = row as? StepperRow else { return }
        stepper.minimumValue = row.minimumValue
        stepper.maximumValue = row.maximumValue
        stepper.stepValue = row.stepValue
        stepper.value = row.value ?? row.startValue
        stepper.isEnabled = !row.isDisabled
        valueLabel.text = row.displayText
        editDetail { $0.text = nil }
    }
}

/// A row with a stepper over a `Double` range.
///
/// ```swift
/// StepperRow("guests") {
///     $0.title = "Guests"; $0.minimumValue = 1; $0.maximumValue = 8
///     $0.displayValueFor = { $0.map { "\(Int($0)) guests" } }
/// }
/// ```
public final class StepperRow: Row<StepperCell>, RowType, AdjustableRow {
    /// The lowest value.
    public var minimumValue: Double = 0
    /// The highest value.
    public var maximumValue: Double = 100
    /// How much one step changes the value.
    public var stepValue: Double = 1

    override var boundsDefinitionProblem: String? {
        guard minimumValue.isFinite, maximumValue.isFinite else { return "minimumValue \(minimumValue) and maximumValue \(maximumValue) must be finite" }
        guard minimumValue <= maximumValue else { return "minimumValue \(minimumValue) is above maximumValue \(maximumValue)" }
        guard stepValue > 0, stepValue.isFinite else { return "stepValue \(stepValue) is not a step above zero" }
        return nil
    }

    /// Creates the row; values show as short numbers ("3", "2.5").
    public required init(tag: String?) {
        super.init(tag: tag)
        displayValueFor = { $0.map { compactNumberText($0) } }
    }

    /// Where the stepper starts when there is no value: 0, kept within the range.
    public var startValue: Double { clamped(0) }

    /// Adds `stepValue`, clamped to the range, through the change pipeline.
    ///
    /// ```swift
    /// row.increment()   // 99.5 → 100 with a maximum of 100
    /// ```
    public func increment() { step(by: stepValue) }

    /// Subtracts `stepValue`, clamped to the range, through the change pipeline.
    ///
    /// ```swift
    /// row.decrement()
    /// ```
    public func decrement() { step(by: -stepValue) }

    private func step(by delta: Double) {
        guard !isDisabled else { return }
        setValue((value ?? startValue) + delta)
    }

    private func setValue(_ number: Double) {
        let next = clamped(number)
        // Repeated steps of 0.1 accumulate binary error; keep values on a readable grid (where
        // the grid is representable: huge values are already whole).
        value = abs(next) < 1e9 ? (next * 1e9).rounded() / 1e9 : next
    }

    private func clamped(_ number: Double) -> Double {
        min(max(number, minimumValue), max(maximumValue, minimumValue))
    }

    /// A stepper over the row's range.
    public override var control: RowControl {
        .number(
            BoundedNumber(
                value: value, start: startValue, minimum: minimumValue, maximum: maximumValue,
                step: stepValue, style: .stepper, valueText: cellIfCreated?.valueLabel.text ?? displayText))
    }

    /// `.step` adds whole steps, `.setNumber` sets the value (clamped); other actions as any row.
    public override func perform(_ action: RowAction) throws(RowActionError) {
        switch action {
        case .step(let count):
            guard !isDisabled else { throw .disabled(self) }
            let moved = (value ?? startValue) + Double(count) * stepValue
            setValue(moved.isNaN ? (value ?? startValue) : moved)
        case .setNumber(let number):
            guard !isDisabled else { throw .disabled(self) }
            guard number.isFinite else { throw RowActionError(code: .invalidInput, message: "\(displayName) needs a finite number") }
            setValue(number)
        default:
            try super.perform(action)
        }
    }
}
