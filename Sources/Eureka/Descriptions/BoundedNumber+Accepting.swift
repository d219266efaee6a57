import Foundation

extension BoundedNumber {
    /// The step a value from outside must be a whole number of (what the JSON schema states as
    /// `multipleOf`): the step, when counting whole steps from zero reaches the minimum; nil
    /// for a continuous slider or a step that does not line up with the minimum.
    ///
    /// ```swift
    /// BoundedNumber(value: 2, minimum: 0, maximum: 10, step: 1, style: .stepper).multipleOf   // 1
    /// ```
    public var multipleOf: Double? {
        guard let step, step > 0, step.isFinite else { return nil }
        return minimum == 0 || Self.isWholeMultiple(minimum, of: step) ? step : nil
    }

    /// What a value sent from outside (a page, a JSON body) must be when `amount` is not it,
    /// or nil when it is: within the bounds and on the step. Sliders and steppers snap and
    /// clamp what their own controls do, but a value typed into a request is refused, not
    /// changed.
    ///
    /// ```swift
    /// BoundedNumber(value: nil, minimum: 0, maximum: 10, step: 1, style: .stepper).expectation(unmetBy: 2.5)
    /// // "a number from 0 to 10 in steps of 1"
    /// ```
    public func expectation(unmetBy amount: Double) -> String? {
        let range = "a number from \(compactNumberText(minimum)) to \(compactNumberText(maximum))"
        guard amount.isFinite, amount >= minimum, amount <= maximum else { return range }
        if let multipleOf, !Self.isWholeMultiple(amount, of: multipleOf) {
            return "\(range) in steps of \(compactNumberText(multipleOf, fractionDigits: 6))"
        }
        return nil
    }

    /// Whether `amount` is a whole number of `step`s, allowing for binary fractions (0.3 is
    /// three steps of 0.1 although 0.3 / 0.1 is 2.9999999999999996) and nothing more: the
    /// quotient may be off a whole number by a few units in its last place, the rounding of a
    /// decimal amount, step and division (one at most for multiples of 0.1, 0.01, 0.25…), so
    /// 3.0000000001 is not three steps of 1, and 1e-300 not zero steps.
    private static func isWholeMultiple(_ amount: Double, of step: Double) -> Bool {
        let quotient = amount / step
        let whole = quotient.rounded()
        // Zero steps is zero exactly: near zero, a unit in the last place is no longer noise.
        guard whole != 0 else { return quotient == 0 }
        return abs(quotient - whole) <= 4 * whole.magnitude.ulp
    }
}
