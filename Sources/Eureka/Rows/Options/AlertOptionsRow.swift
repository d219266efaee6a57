/// The base of rows that offer their options as the actions of an alert or action sheet
/// (`ActionSheetRow`, `AlertRow`). The controller is a `SelectorAlertController`, shown as an
/// overlay; choosing an action sets the value, cancelling leaves it.
///
/// ```swift
/// final class PriorityRow: AlertOptionsRow<AlertSelectorCell<Int>>, RowType {
///     required init(tag: String?) {
///         super.init(tag: tag)
///         presentationMode = Self.alertPresentation(style: .actionSheet)
///     }
/// }
/// ```
open class AlertOptionsRow<Cell: TypedCellType>: OptionsRow<Cell>, PresenterRowType {
    /// How the alert is presented; nil presents nothing.
    open var presentationMode: PresentationMode<SelectorAlertController<AlertOptionsRow<Cell>>>?

    /// Runs just before the alert is presented; configure the controller here.
    open var onPresentCallback: ((FormViewController, SelectorAlertController<AlertOptionsRow<Cell>>) -> Void)?

    /// The title of the cancel action; nil uses the controller's default ("Cancel").
    open var cancelTitle: String?

    /// Creates the row without a presentation; subclasses set `presentationMode`.
    ///
    /// ```swift
    /// PriorityRow("priority")
    /// ```
    public required init(tag: String? = nil) {
        super.init(tag: tag)
    }

    /// A presentation making a fresh `SelectorAlertController` in `style` for each selection.
    ///
    /// ```swift
    /// row.presentationMode = AlertOptionsRow<AlertSelectorCell<String>>.alertPresentation(style: .alert)
    /// ```
    public static func alertPresentation(style: AlertController.Style) -> PresentationMode<SelectorAlertController<AlertOptionsRow<Cell>>> {
        .presentModally(
            controllerProvider: .callback { SelectorAlertController<AlertOptionsRow<Cell>>(title: nil, message: nil, preferredStyle: style) },
            onDismiss: nil)
    }

    /// Presents the alert (not while disabled).
    open override func customDidSelect() {
        super.customDidSelect()
        presentController { controller in
            controller.row = self
            controller.title = selectorTitle ?? controller.title
            controller.cancelTitle = cancelTitle ?? controller.cancelTitle
        }
    }

    /// Whether the options are offered as an alert or an action sheet (`AlertRow` sets `.alert`).
    open var alertStyle: AlertController.Style = .actionSheet

    /// An alert or an action sheet, as `alertStyle` says.
    open override var choicePresentation: ChoicePresentation {
        alertStyle == .alert ? .alert : .actionSheet
    }

    /// The choice, with the alert's cancel title.
    open override var control: RowControl {
        guard case .singleChoice(var choice) = super.control else { return super.control }
        choice.cancelTitle = cancelTitle
        return .singleChoice(choice)
    }
}
