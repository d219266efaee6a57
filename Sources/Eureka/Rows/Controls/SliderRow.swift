/// A slider as a view model: where the thumb is between the two ends.
///
/// ```swift
/// row.cell.slider.fraction   // 0.5 for 5 on 0…10
/// ```
public final class SliderControl {
    /// The value shown (the row's value, nil counting as the start).
    public internal(set) var value: Float = 0
    /// The value at the left end.
    public internal(set) var minimumValue: Float = 0
    /// The value at the right end.
    public internal(set) var maximumValue: Float = 1
    /// Number of steps between the ends; 0 for a continuous slider.
    public internal(set) var steps: UInt = 0
    /// Whether the slider accepts input.
    public var isEnabled = true
    /// Colour of the filled part; nil lets the renderer choose.
    public var minimumTrackTintColor: Color?

    /// Where the thumb is, from 0 (left) to 1 (right).
    public var fraction: Double {
        guard maximumValue > minimumValue else { return 0 }
        return Double(min(max((value - minimumValue) / (maximumValue - minimumValue), 0), 1))
    }

    init() {}
}

/// The cell of `SliderRow`: the title, a slider and (unless hidden) the value as text.
///
/// ```swift
/// SliderRow().cellUpdate { cell, _ in cell.valueLabel.textColor = .secondaryLabel }
/// ```
public final class SliderCell: Cell<Float>, CellType {
    /// The slider.
    public let slider = SliderControl()
    /// The value as text, beside the slider (Eureka's `valueLabel`).
    public let valueLabel = CellLabel()

    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Sliders show no selection highlight.
    public override func setup() {
        super.setup()
        selectionStyle = .none
    }

    /// Copies the row's range, steps and value into the slider.
    public override func update() {
        super.update()
        selectionStyle = .none
        guard let row = row as? SliderRow else { return }
        slider.minimumValue = row.minimumValue
        slider.maximumValue = row.maximumValue
        slider.steps = row.steps
        slider.value = row.value ?? row.startValue
        slider.isEnabled = !row.isDisabled
        valueLabel.text = row.displayText
        valueLabel.isHidden = row.shouldHideValue
        // The value is drawn beside the slider, not as detail text.
        editDetail { $0.text = nil }
    }
}

/// A row with a slider over a `Float` range; `steps` divides the range (0: continuous).
///
/// ```swift
/// SliderRow("volume") { $0.title = "Volume"; $0.minimumValue = 0; $0.maximumValue = 10; $0.steps = 10 }
/// ```
public final class SliderRow: Row<SliderCell>, RowType, AdjustableRow {
    /// The value at the left end.
    public var minimumValue: Float = 0
    /// The value at the right end.
    public var maximumValue: Float = 10
    /// How many equal steps divide the range; 0 makes the slider continuous.
    public var steps: UInt = 20

    override var boundsDefinitionProblem: String? {
        guard minimumValue.isFinite, maximumValue.isFinite else { return "minimumValue \(minimumValue) and maximumValue \(maximumValue) must be finite" }
        guard minimumValue < maximumValue else { return "minimumValue \(minimumValue) is not below maximumValue \(maximumValue)" }
        return nil
    }
    /// Whether the value text beside the slider is hidden.
    public var shouldHideValue = false

    /// Creates the row; values show as short numbers ("5", "2.5").
    public required init(tag: String?) {
        super.init(tag: tag)
        displayValueFor = { $0.map { compactNumberText(Double($0)) } }
    }

    /// The size of one step: the range over `steps`, or a hundredth of it when continuous.
    public var stepWidth: Float {
        let range = max(maximumValue - minimumValue, 0)
        return steps > 0 ? range / Float(steps) : range / 100
    }

    /// Where the slider starts when there is no value: 0, kept within the range.
    public var startValue: Float { clamped(0) }

    /// Moves the value one step right, clamped, through the change pipeline.
    ///
    /// ```swift
    /// row.stepUp()   // 5 → 5.5 on 0…10 with 20 steps
    /// ```
    public func stepUp() { move(bySteps: 1) }

    /// Moves the value one step left, clamped, through the change pipeline.
    ///
    /// ```swift
    /// row.stepDown()
    /// ```
    public func stepDown() { move(bySteps: -1) }

    /// Sets the value from a slider position: snapped to the nearest step and clamped.
    ///
    /// ```swift
    /// row.slide(to: 4.8)   // 5 with 10 steps on 0…10
    /// ```
    public func slide(to position: Float) {
        guard !isDisabled else { return }
        value = snapped(position)
    }

    /// `stepUp()`.
    public func increment() { stepUp() }
    /// `stepDown()`.
    public func decrement() { stepDown() }

    private func move(bySteps count: Float) {
        guard !isDisabled, stepWidth > 0 else { return }
        let base = snapped(value ?? startValue)
        value = snapped(base + count * stepWidth)
    }

    private func snapped(_ position: Float) -> Float {
        let inRange = clamped(position)
        guard steps > 0, stepWidth > 0 else { return inRange }
        let index = ((inRange - minimumValue) / stepWidth).rounded()
        return clamped(minimumValue + index * stepWidth)
    }

    private func clamped(_ position: Float) -> Float {
        min(max(position, minimumValue), max(maximumValue, minimumValue))
    }

    /// A slider over the row's range, moved by `stepWidth`.
    public override var control: RowControl {
        let hidesValue = cellIfCreated?.valueLabel.isHidden ?? shouldHideValue
        return .number(
            BoundedNumber(
                value: value.map(Double.init), start: Double(startValue),
                minimum: Double(minimumValue), maximum: Double(maximumValue),
                step: steps > 0 ? Double(stepWidth) : nil, style: .slider,
                valueText: hidesValue ? nil : (cellIfCreated?.valueLabel.text ?? displayText)))
    }

    /// `.step` moves by whole steps, `.setNumber` slides to a position; other actions as any row.
    public override func perform(_ action: RowAction) throws(RowActionError) {
        switch action {
        case .step(let count):
            guard !isDisabled else { throw .disabled(self) }
            move(bySteps: Float(count))
        case .setNumber(let number):
            guard !isDisabled else { throw .disabled(self) }
            guard number.isFinite else { throw RowActionError(code: .invalidInput, message: "\(displayName) needs a finite number") }
            slide(to: Float(min(max(number, -Double(Float.greatestFiniteMagnitude)), Double(Float.greatestFiniteMagnitude))))
        default:
            try super.perform(action)
        }
    }
}
