/// A row that pushes a screen listing its options; picking one sets the value and goes back.
///
/// ```swift
/// <<< PushRow<String>("colour") {
///     $0.title = "Colour"
///     $0.options = ["Red", "Green", "Blue"]
///     $0.selectorTitle = "Pick a colour"
/// }.onPresent { from, to in
///     to.dismissOnSelection = false
/// }
/// ```
public final class PushRow<T: Equatable>: SelectorRow<PushSelectorCell<T>>, RowType {
    /// Creates a row that pushes a `SelectorViewController`.
    ///
    /// ```swift
    /// PushRow<String>("colour") { $0.options = ["Red", "Blue"] }
    /// ```
    public required init(tag: String? = nil) {
        super.init(tag: tag)
        presentationMode = .show(
            controllerProvider: .callback { SelectorViewController<SelectorRow<PushSelectorCell<T>>>() },
            onDismiss: nil)
    }
}
