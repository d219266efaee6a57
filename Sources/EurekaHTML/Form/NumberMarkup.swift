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
            attributes.attribute(.value, shownText)
            // The value in words belongs in aria-valuetext: an aria-label would replace the
            // row's title as the control's name (a stepper was announced as "2").
            if context.refusedText == nil, let valueText = number.valueText, !valueText.isEmpty, valueText != shownText {
                attributes.attribute(.ariaValueText, valueText)
            }
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

    /// What the input holds: the text the page posted and the row refused (a stepper's number
    /// out of range stays in view beside its error), else the row's number.
    private var shownText: String { Self.shownText(of: number, refusedText: context.refusedText) }

    /// What the input for `number` holds, given the text its row refused (if any).
    static func shownText(of number: BoundedNumber, refusedText: String?) -> String {
        // An emptied input is shown empty again: a number input may hold nothing.
        if number.style == .stepper, let refused = refusedText, refused.isEmpty || isValidFloatingPointNumber(refused) { return refused }
        return text(number.shownValue)
    }

    /// Whether `text` is what HTML calls a valid floating-point number (`-1.5e3`, not `+1` or
    /// `1.`): the only text a number input may hold.
    static func isValidFloatingPointNumber(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let whole = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        } else if whole == 0 {
            return false
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// A number as HTML wants it: no exponent for ordinary values, whole numbers without ".0".
    static func text(_ number: Double) -> String {
        guard number.isFinite else { return "0" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }
}
