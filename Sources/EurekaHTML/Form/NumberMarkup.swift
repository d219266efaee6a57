import Eureka

/// A range input for a slider (its value shown in an `<output>`), a number input for a stepper.
struct NumberMarkup {
    let number: BoundedNumber
    let context: HTMLRowContext

    func write(into html: inout HTMLWriter) {
        html.void(.input) { attributes in
            attributes.attribute(.type, number.style == .slider ? "range" : "number")
            attributes.attribute(.class, number.style == .slider ? "eu-range" : "eu-input eu-number")
            attributes.attribute(.id, context.controlID)
            attributes.attribute(.name, context.fieldName)
            attributes.attribute(.min, Self.text(number.minimum))
            attributes.attribute(.max, Self.text(number.maximum))
            attributes.attribute(.step, number.step.map(Self.text) ?? "any")
            attributes.attribute(.value, Self.text(number.shownValue))
            if let valueText = number.valueText, number.style == .stepper { attributes.attribute(.ariaLabel, valueText) }
            ControlAttributes.common(context, &attributes)
        }
        if let valueText = number.valueText, number.style == .slider || valueText != Self.text(number.shownValue) {
            html.element(
                .output,
                attributes: {
                    $0.attribute(.for, context.controlID); $0.attribute(.class, "eu-value")
                }, text: valueText)
        }
    }

    /// A number as HTML wants it: no exponent for ordinary values, whole numbers without ".0".
    static func text(_ number: Double) -> String {
        guard number.isFinite else { return "0" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }
}
