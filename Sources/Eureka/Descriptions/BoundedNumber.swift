/// A number between two bounds, moved in steps (sliders, steppers).
///
/// ```swift
/// if case .number(let number) = row.control {
///     print(number.valueText ?? "", "in", number.minimum, "…", number.maximum)
/// }
/// ```
public struct BoundedNumber: Hashable, Sendable {
    /// How the number is shown.
    public enum Style: Hashable, Sendable {
        /// A track with a thumb (`SliderRow`).
        case slider
        /// − and + buttons beside the value (`StepperRow`).
        case stepper
    }

    /// The value; nil when the row has none (the control then shows `start`).
    public var value: Double?
    /// Where the control sits when there is no value.
    public var start: Double
    /// The lowest value.
    public var minimum: Double
    /// The highest value.
    public var maximum: Double
    /// How much one step moves the value; nil for a continuous slider.
    public var step: Double?
    /// How it is shown.
    public var style: Style
    /// The value as the row shows it ("5", "7 guests"); nil when hidden.
    public var valueText: String?

    /// A bounded number.
    ///
    /// ```swift
    /// BoundedNumber(value: 3, minimum: 0, maximum: 10, step: 1, style: .stepper)
    /// ```
    public init(value: Double?, start: Double? = nil, minimum: Double, maximum: Double, step: Double?, style: Style, valueText: String? = nil) {
        self.value = value
        self.minimum = minimum
        self.maximum = max(maximum, minimum)
        self.start = min(max(start ?? 0, minimum), max(maximum, minimum))
        self.step = step
        self.style = style
        self.valueText = valueText
    }

    /// The value the control shows: `value`, or `start` without one.
    public var shownValue: Double { value ?? start }

    /// Where the shown value sits between the bounds, from 0 to 1.
    ///
    /// ```swift
    /// BoundedNumber(value: 5, minimum: 0, maximum: 10, step: 1, style: .slider).fraction   // 0.5
    /// ```
    public var fraction: Double {
        guard maximum > minimum, shownValue.isFinite else { return 0 }
        return min(max((shownValue - minimum) / (maximum - minimum), 0), 1)
    }

    /// Whether a step up changes the value.
    public var canIncrement: Bool { shownValue < maximum }
    /// Whether a step down changes the value.
    public var canDecrement: Bool { shownValue > minimum }
}
