/// A row that shows its options in a popover anchored to the row (a renderer without popovers
/// may show it as an overlay next to the row).
///
/// ```swift
/// <<< PopoverSelectorRow<String>("unit") {
///     $0.title = "Unit"
///     $0.options = ["cm", "in"]
/// }
/// ```
public final class PopoverSelectorRow<T: Equatable>: SelectorRow<PushSelectorCell<T>>, RowType {
    /// Creates a row that shows a `SelectorViewController` in a popover.
    ///
    /// ```swift
    /// PopoverSelectorRow<String>("unit")
    /// ```
    public required init(tag: String? = nil) {
        super.init(tag: tag)
        presentationMode = .popover(
            controllerProvider: .callback { SelectorViewController<SelectorRow<PushSelectorCell<T>>>() },
            onDismiss: nil)
    }
}
