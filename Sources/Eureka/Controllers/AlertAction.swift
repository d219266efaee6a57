/// One button of an `AlertController`.
///
/// ```swift
/// let delete = AlertAction(title: "Delete", style: .destructive) { _ in store.deleteAll() }
/// alert.addAction(delete)
/// ```
public final class AlertAction {
    /// What kind of button an action is; renderers style them (cancel last, destructive in red).
    public enum Style: Hashable, Sendable {
        /// An ordinary choice.
        case `default`
        /// Backs out without choosing; the action a renderer runs for Esc.
        case cancel
        /// A choice that destroys something.
        case destructive
    }

    /// The button's label.
    public let title: String?
    /// The button's kind.
    public let style: Style
    /// Whether the button can be chosen; choosing a disabled action does nothing.
    public var isEnabled = true
    let handler: ((AlertAction) -> Void)?

    /// Creates an action; `handler` runs after the alert has been dismissed.
    ///
    /// ```swift
    /// AlertAction(title: "OK", style: .default) { _ in print("ok") }
    /// ```
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
