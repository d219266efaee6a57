/// The alert or action sheet an `ActionSheetRow` or `AlertRow` presents: one action per
/// option, then a cancel action. Choosing an option sets the row's value; cancelling leaves it.
///
/// ```swift
/// ActionSheetRow<String>().onPresent { from, to in
///     to.message = "Sizes run small"
///     to.cancelTitle = "Never mind"
/// }
/// ```
open class SelectorAlertController<Row: OptionsProviderRow>: AlertController, TypedRowControllerType, OptionsLoading
where Row: BaseRow, Row.Cell.Value == Row.Option {
    /// The row that presented the alert.
    public var row: Row!

    /// The cancel action's title.
    public var cancelTitle = "Cancel"

    /// Whether the row's lazy provider is still loading; the option actions appear when it answers.
    public private(set) var isLoadingOptions = false

    /// Creates the alert; the actions are added when it loads.
    public override init(title: String?, message: String?, preferredStyle: Style) {
        super.init(title: title, message: message, preferredStyle: preferredStyle)
    }

    /// Adds the cancel action at once (the user can always back out), then the options' actions
    /// before it as soon as the row has them. Actions added in `onPresent` stay first.
    open override func viewDidLoad() {
        super.viewDidLoad()
        let cancel = AlertAction(title: cancelTitle, style: .cancel)
        addAction(cancel)
        guard let row else { return }
        guard let formController = presentingController as? FormViewController else {
            return showOptions(row.options ?? [], before: cancel)
        }
        isLoadingOptions = true
        row.loadOptions(for: formController) { [weak self] options in
            guard let self else { return }
            self.isLoadingOptions = false
            self.showOptions(options ?? [], before: cancel)
        }
    }

    private func showOptions(_ options: [Row.Option], before cancel: AlertAction) {
        guard let row else { return }
        let choices = options.map { option in
            // The row, not the controller, is captured: the handler runs after dismissal.
            AlertAction(title: row.displayValueFor?(option) ?? String(describing: option), style: .default) { _ in
                row.value = option
            }
        }
        let index = actions.firstIndex { $0 === cancel } ?? actions.endIndex
        actions.insert(contentsOf: choices, at: index)
    }
}
