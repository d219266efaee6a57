/// What a row offers the user, whatever draws it: the control a renderer shows and the actions
/// (`RowAction`) it accepts. Every built-in row describes itself; a custom row overrides
/// `BaseRow.control` once and works in every renderer.
///
/// ```swift
/// switch row.describe().control {
/// case .toggle(let toggle): drawSwitch(isOn: toggle.isOn)
/// case .text(let entry): drawField(entry.text, placeholder: entry.placeholder)
/// default: drawValue(row.describe().valueText)
/// }
/// ```
public enum RowControl: Hashable, Sendable {
    /// Text typed by the user (field rows, text areas): `.setText`, `.editText`.
    case text(TextEntry)
    /// On or off (switches, checks): `.toggle`, `.setOn`.
    case toggle(Toggle)
    /// One of a list of options (segments, wheels, selectors, alerts, action sheets): `.choose`,
    /// `.step`, and `.present` for the presentations that open a controller.
    case singleChoice(SingleChoice)
    /// Any of a list of options (multiple selectors): `.chooseSet`, `.present`.
    case multipleChoice(MultipleChoice)
    /// A number within bounds (sliders, steppers): `.step`, `.setNumber`.
    case number(BoundedNumber)
    /// A date, a time of day, both, or a duration: `.setDate`, `.setDateParts`, `.stepDate`,
    /// `.setText` (typed the way the row formats it).
    case date(DateEntry)
    /// Several dependent wheels (double and triple pickers): `.choosePickerOption`.
    case wheels(PickerWheels)
    /// A button: `.press`.
    case action(ActionControl)
    /// Text to read, nothing to change (labels).
    case readOnly
    /// A row that shows another row below itself while expanded (inline date and picker rows):
    /// `.toggleExpansion`, plus the actions of what it edits.
    indirect case inlineParent(InlineParent)
    /// A row that opens a controller the renderer hosts (a custom presenter row): `.present`.
    case presenter(PresenterControl)
    /// An option of a selectable section or selector screen: `.press` selects it, `.setOn`
    /// selects or deselects it.
    case selectableOption(SelectableOption)
    /// The add button of a multivalued section: `.press` inserts a row. `showsInsertIcon` asks
    /// for an insert mark ("+") beside the title.
    case addButton(showsInsertIcon: Bool)
    /// A row no generic control fits: shown as its value text; `.press` selects it.
    case custom(CustomControl)
}

extension RowControl {
    /// A short name of the control's kind, for messages and diagnostics ("text", "toggle", …).
    ///
    /// ```swift
    /// row.control.kindName   // "single choice"
    /// ```
    public var kindName: String {
        switch self {
        case .text: "text"
        case .toggle: "toggle"
        case .singleChoice: "single choice"
        case .multipleChoice: "multiple choice"
        case .number: "number"
        case .date: "date"
        case .wheels: "wheels"
        case .action: "action"
        case .readOnly: "read-only"
        case .inlineParent: "inline parent"
        case .presenter: "presenter"
        case .selectableOption: "selectable option"
        case .addButton: "add button"
        case .custom: "custom"
        }
    }

    /// Whether the control takes keyboard focus to be edited in place (text, wheels, dates).
    ///
    /// ```swift
    /// RowControl.readOnly.editsInPlace   // false
    /// ```
    public var editsInPlace: Bool {
        switch self {
        case .text(let entry): entry.isEditable
        case .date, .wheels, .number, .toggle: true
        case .singleChoice(let choice): choice.presentation == .segments || choice.presentation == .wheel
        default: false
        }
    }
}
