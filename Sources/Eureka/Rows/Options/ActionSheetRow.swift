/// A row that offers its options as an action sheet.
///
/// ```swift
/// <<< ActionSheetRow<String>() {
///     $0.title = "ActionSheetRow"
///     $0.selectorTitle = "Pick a number"
///     $0.options = ["One", "Two", "Three"]
///     $0.value = "Two"
/// }
/// ```
public final class ActionSheetRow<T: Equatable>: AlertOptionsRow<AlertSelectorCell<T>>, RowType {
    /// Creates an action-sheet row; set `options` in the initializer closure.
    ///
    /// ```swift
    /// ActionSheetRow<String>("size")
    /// ```
    public required init(tag: String? = nil) {
        super.init(tag: tag)
        presentationMode = Self.alertPresentation(style: .actionSheet)
    }
}
