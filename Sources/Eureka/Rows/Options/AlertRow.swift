/// A row that offers its options as the buttons of an alert.
///
/// ```swift
/// <<< AlertRow<String>("answer") {
///     $0.title = "Answer"
///     $0.selectorTitle = "Are you sure?"
///     $0.options = ["Yes", "No"]
///     $0.cancelTitle = "Dismiss"
/// }
/// ```
public final class AlertRow<T: Equatable>: AlertOptionsRow<AlertSelectorCell<T>>, RowType {
    /// Creates an alert row; set `options` in the initializer closure.
    ///
    /// ```swift
    /// AlertRow<String>("answer")
    /// ```
    public required init(tag: String? = nil) {
        super.init(tag: tag)
        presentationMode = Self.alertPresentation(style: .alert)
        alertStyle = .alert
    }
}
