import Foundation

/// Something the user does to a row, whatever the renderer: a key, a click, a posted field.
/// `FormInteraction.perform(_:on:)` sends it through the row's normal change pipeline
/// (`onChange`, conditions, validation).
///
/// ```swift
/// try interaction.perform(.setText("ada@example.com"), on: emailRow)
/// try interaction.perform(.choose(2), on: sizeRow)
/// ```
public enum RowAction: Hashable, Sendable {
    /// Replaces the text and commits it (parsed into the value; text that does not parse is kept
    /// with an input error). For text entries and typed dates.
    case setText(String)
    /// The text being edited changed (each keystroke); the cursor position is in characters.
    /// The row parses as it goes and may reformat; the edit ends when focus leaves.
    case editText(String, cursor: Int?)
    /// Flips a toggle.
    case toggle
    /// Sets a toggle, or selects / deselects a selectable option.
    case setOn(Bool)
    /// Chooses an option by index; nil clears the choice.
    case choose(Int?)
    /// Chooses exactly these options of a multiple choice.
    case chooseSet(Set<Int>)
    /// Moves a number, a single choice or a wheel by whole steps (negative: down).
    case step(Int)
    /// Sets a bounded number (clamped, snapped to the step).
    case setNumber(Double)
    /// Sets a date directly; nil clears it.
    case setDate(Date?)
    /// Sets a date from wall-clock fields in the row's calendar and time zone; nil clears it.
    case setDateParts(DateParts?)
    /// Moves one wheel of a date by whole steps.
    case stepDate(DatePickerComponent, by: Int)
    /// Chooses option `index` of wheel `component`.
    case choosePickerOption(component: Int, index: Int)
    /// Presses the row: a button acts, a selector or alert opens, an option is selected.
    case press
    /// Opens the row's selector, alert or presented controller.
    case present
    /// Expands or collapses an inline row.
    case toggleExpansion
    /// Runs one of the row's swipe actions.
    case performSwipeAction(edge: SwipeEdge, index: Int)

    /// A short name for messages ("set text", "choose", …).
    ///
    /// ```swift
    /// RowAction.toggle.name   // "toggle"
    /// ```
    public var name: String {
        switch self {
        case .setText: "set text"
        case .editText: "edit text"
        case .toggle: "toggle"
        case .setOn: "set on/off"
        case .choose: "choose"
        case .chooseSet: "choose several"
        case .step: "step"
        case .setNumber: "set a number"
        case .setDate: "set a date"
        case .setDateParts: "set a date"
        case .stepDate: "step a date"
        case .choosePickerOption: "choose a wheel option"
        case .press: "press"
        case .present: "present"
        case .toggleExpansion: "expand or collapse"
        case .performSwipeAction: "swipe action"
        }
    }
}
