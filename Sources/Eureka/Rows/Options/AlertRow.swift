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
    public required init(tag: String? = nil) {
        super.init(tag: tag)
        presentationMode = Self.alertPresentation(style: .alert)
    }
}
