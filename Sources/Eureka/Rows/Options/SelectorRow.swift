/// The base of rows that open a `SelectorViewController` to pick one option (`PushRow`,
/// `PopoverSelectorRow`). Subclass it for a custom presenter row; set `presentationMode` in the
/// initializer.
///
/// Selecting the row (not while disabled) makes the controller, sets its `row` and title
/// (`selectorTitle`), runs `onPresentCallback`, then presents it from the form's controller.
/// Picking an option sets `value` through the usual change pipeline.
///
/// ```swift
/// public final class SheetPushRow<T: Equatable>: SelectorRow<PushSelectorCell<T>>, RowType {
///     public required init(tag: String?) {
///         super.init(tag: tag)
///         presentationMode = .presentModally(
///             controllerProvider: .callback { SelectorViewController<SelectorRow<PushSelectorCell<T>>>() },
///             onDismiss: nil)
///     }
/// }
/// ```
open class SelectorRow<Cell: TypedCellType>: OptionsRow<Cell>, PresenterRowType {
    /// How the selector is presented; nil presents nothing.
    open var presentationMode: PresentationMode<SelectorViewController<SelectorRow<Cell>>>? {
        didSet { presentedChoice = presentationMode?.presentationStyle.choicePresentation ?? .push }
    }

    // What `presentationMode` means to a renderer, kept as it is set: reading the mode itself
    // instantiates its nested generic type's metadata, on every description of every row.
    private var presentedChoice = ChoicePresentation.push

    /// Runs just before the selector is presented; configure the controller here.
    open var onPresentCallback: ((FormViewController, SelectorViewController<SelectorRow<Cell>>) -> Void)?

    /// Creates the row without a presentation; subclasses set `presentationMode`.
    ///
    /// ```swift
    /// SheetPushRow<String>("sheet")
    /// ```
    public required init(tag: String? = nil) {
        super.init(tag: tag)
    }

    /// Presents the selector (see the type's description).
    open override func customDidSelect() {
        super.customDidSelect()
        presentController { controller in
            controller.row = self
            controller.title = selectorTitle ?? controller.title
        }
    }

    /// Pushed, modal or popover, as `presentationMode` says.
    open override var choicePresentation: ChoicePresentation { presentedChoice }

    /// The choice, with the groups and the staying open that `onPresent` gives the list.
    open override var control: RowControl {
        let base = super.control
        // Only a row with `onPresent` has anything to add; binding needs no groups.
        guard onPresentCallback != nil, !describesForBinding, case .singleChoice(var choice) = base,
            let selector = unpresentedConfiguredController({ $0.row = self })
        else { return base }
        choice.groups = selector.optionGroups(of: options ?? [])
        choice.staysOpenAfterChoice = !selector.dismissOnSelection && !selector.dismissOnChange
        return .singleChoice(choice)
    }
}
