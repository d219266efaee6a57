/// A neutral alert or action sheet: a title, a message and a list of actions. Present it with
/// style `.overlay`; renderers draw the actions and call `choose(_:)` or `cancel()`.
///
/// ```swift
/// let alert = AlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "Discard", style: .destructive) { _ in form.resetValues() })
/// alert.addAction(AlertAction(title: "Keep editing", style: .cancel))
/// formController.present(alert, style: .overlay)
/// ```
open class AlertController: ViewController {
    /// Whether the controller is an alert or an action sheet.
    public enum Style: Hashable, Sendable {
        /// A list of choices tied to what the user just did (shown at the bottom on phones).
        case actionSheet
        /// A message that needs an answer (shown centred).
        case alert
    }

    /// Text under the title.
    public var message: String?

    /// Alert or action sheet.
    public let preferredStyle: Style

    /// The actions, in the order they were added.
    public internal(set) var actions: [AlertAction] = []

    /// Creates an alert with no actions yet.
    ///
    /// ```swift
    /// AlertController(title: "Pick one", message: nil, preferredStyle: .actionSheet)
    /// ```
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    /// Adds an action at the end.
    ///
    /// ```swift
    /// alert.addAction(AlertAction(title: "OK", style: .default))
    /// ```
    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// The action `cancel()` runs: the first one with style `.cancel`, if any.
    public var cancelAction: AlertAction? {
        actions.first { $0.style == .cancel }
    }

    /// The user chose `action`: the alert is dismissed, then the action's handler runs.
    /// Actions that are not this alert's, or are disabled, are ignored.
    ///
    /// ```swift
    /// alert.choose(alert.actions[0])
    /// ```
    open func choose(_ action: AlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        dismiss()
        action.handler?(action)
    }

    /// The user backed out (Esc, a click outside): runs the cancel action if there is one,
    /// otherwise just dismisses.
    ///
    /// ```swift
    /// alert.cancel()
    /// ```
    open func cancel() {
        if let cancelAction {
            choose(cancelAction)
        } else {
            dismiss()
        }
    }
}
