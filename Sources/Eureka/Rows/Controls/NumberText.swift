import Foundation

/// Short, locale-independent text for a control's number: "5", "2.5", "0.33".
///
/// Sliders and steppers show their value beside the control, where "5.0" or
/// "0.30000000000000004" would be noise; use `displayValueFor` for locale-aware text.
func compactNumberText(_ number: Double, fractionDigits: Int = 2) -> String {
    guard number.isFinite else { return String(number) }
    let scale = pow(10, Double(fractionDigits))
    let rounded = (number * scale).rounded() / scale
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(format: "%.\(fractionDigits)f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

/// Rows a renderer moves with ←/→ (sliders, steppers, segmented controls).
///
/// ```swift
/// (row as? any AdjustableRow)?.increment()
/// ```
public protocol AdjustableRow: BaseRow {
    /// Moves the value one step up (or to the next option); clamped at the end.
    func increment()
    /// Moves the value one step down (or to the previous option); clamped at the start.
    func decrement()
}
