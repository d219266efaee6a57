/// How Eureka presents a list of options, so each renderer can pick its closest native form.
///
/// ```swift
/// switch choice.presentation {
/// case .segments: drawRadioButtons()
/// case .push, .modal, .popover: drawValueThatOpensASelector()
/// default: drawValue()
/// }
/// ```
public enum ChoicePresentation: Hashable, Sendable {
    /// Side by side (`SegmentedRow`).
    case segments
    /// A wheel shown in the row (`PickerRow`, `PickerInputRow`, inline pickers).
    case wheel
    /// A selector screen pushed on the navigation stack (`PushRow`, `MultipleSelectorRow`).
    case push
    /// A selector shown modally.
    case modal
    /// A selector in a popover next to the row (`PopoverSelectorRow`).
    case popover
    /// The buttons of an alert (`AlertRow`).
    case alert
    /// The buttons of an action sheet (`ActionSheetRow`).
    case actionSheet

    /// Whether choosing goes through a presented controller (selector, alert, action sheet).
    ///
    /// ```swift
    /// ChoicePresentation.segments.presentsController   // false
    /// ```
    public var presentsController: Bool {
        switch self {
        case .segments, .wheel: false
        case .push, .modal, .popover, .alert, .actionSheet: true
        }
    }
}
