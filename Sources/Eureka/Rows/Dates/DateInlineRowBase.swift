import Foundation

/// The base of date rows that expand a picker row below themselves (`DateInlineRow`, …):
/// selection toggles the picker, which gets this row's limits, interval, formatter, calendar
/// and time zone, and collapses when the row is hidden, disabled or removed.
///
/// ```swift
/// DateInlineRow("day") { $0.title = "Day" }.onExpandInlineRow { _, _, picker in picker.maximumDate = .now }
/// ```
open class DateInlineRowBase: DateRowBase<DateInlineCell> {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    private var inlineSelf: (any InlineRowType)? { self as BaseRow as? any InlineRowType }

    /// Gives an inline picker this row's date settings.
    ///
    /// ```swift
    /// func setupInlineRow(_ inlineRow: DatePickerRow) { configureInlinePicker(inlineRow) }
    /// ```
    public func configureInlinePicker<PickerCell>(_ picker: DateRowBase<PickerCell>) {
        copyDateSettings(to: picker)
    }

    /// Selection toggles the inline picker.
    open override func customDidSelect() {
        super.customDidSelect()
        if !isDisabled { inlineSelf?.toggleInlineRow() }
    }
}
