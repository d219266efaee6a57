/// A row that presents a controller when selected: selector, multiple-selector and alert rows,
/// or your own.
///
/// Subclass `SelectorRow` to get the whole behaviour; conforming directly means calling
/// `onPresentCallback` yourself before presenting.
///
/// ```swift
/// final class ColourRow: Row<Cell<String>>, PresenterRowType, RowType {
///     var presentationMode: PresentationMode<ColourPicker>?
///     var onPresentCallback: ((FormViewController, ColourPicker) -> Void)?
///     required init(tag: String?) { super.init(tag: tag) }
/// }
/// ```
public protocol PresenterRowType: TypedRowType {
    /// The controller the row presents.
    associatedtype PresentedControllerType: ViewController, TypedRowControllerType

    /// How, and which, controller is presented; nil presents nothing.
    var presentationMode: PresentationMode<PresentedControllerType>? { get set }

    /// Runs just before the controller is presented, with the presenting form controller.
    var onPresentCallback: ((FormViewController, PresentedControllerType) -> Void)? { get set }
}

extension PresenterRowType {
    /// Sets the callback that runs just before the controller is presented — the place to
    /// configure it. It also runs, on a controller that is not presented, when the row is
    /// described (a web page reads the list's groups and whether it stays open from what it
    /// set), so it should configure `to` and do nothing else.
    ///
    /// ```swift
    /// PushRow<String>().onPresent { from, to in
    ///     to.dismissOnSelection = false
    ///     to.selectableRowCellUpdate = { cell, row in cell.textLabel?.text = row.selectableValue?.uppercased() }
    /// }
    /// ```
    @discardableResult
    public func onPresent(_ callback: @escaping (FormViewController, PresentedControllerType) -> Void) -> Self {
        onPresentCallback = callback
        return self
    }
}

extension PresenterRowType where Self: BaseRow {
    /// The form controller showing this row's form, which presents on the row's behalf.
    var presentingFormController: FormViewController? {
        form?.selectionHost as? FormViewController
    }

    /// The controller the row would present, made, wired up by `prepare` and given to
    /// `onPresentCallback` as presenting would, but not presented: for a renderer that shows the
    /// row's list itself (a web page) and wants what `onPresent` configures. Nil when the row has
    /// no `onPresentCallback` (there is nothing to learn) or no form controller shows it.
    func unpresentedConfiguredController(_ prepare: (PresentedControllerType) -> Void) -> PresentedControllerType? {
        guard !isConfiguringUnpresentedController, let callback = onPresentCallback, let mode = presentationMode,
            let presenter = presentingFormController, let controller = mode.makeController()
        else { return nil }
        isConfiguringUnpresentedController = true
        defer { isConfiguringUnpresentedController = false }
        prepare(controller)
        callback(presenter, controller)
        return controller
    }

    /// The common presentation flow: make the controller, let the row wire it up, run
    /// `onPresentCallback`, then present it. Disabled rows and rows outside a shown form do nothing.
    ///
    /// Returns the presented controller.
    @discardableResult
    func presentController(_ prepare: (PresentedControllerType) -> Void) -> PresentedControllerType? {
        guard !isDisabled, let mode = presentationMode, let presenter = presentingFormController,
            let controller = mode.makeController()
        else { return nil }
        prepare(controller)
        onPresentCallback?(presenter, controller)
        mode.present(controller, row: self, presentingController: presenter)
        return controller
    }
}
