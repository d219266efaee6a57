/// How a presenter row shows its controller, and what runs once the controller is dismissed.
///
/// Each case maps onto a `PresentationStyle` the renderer understands: `.show` pushes a screen,
/// `.presentModally` shows it over the current one, `.popover` anchors it to the row. An
/// `AlertController` always shows as an `.overlay`, whichever case presents it. Eureka's segue
/// cases have no counterpart without storyboards.
///
/// ```swift
/// row.presentationMode = .show(
///     controllerProvider: .callback { SelectorViewController<PushRow<String>>() },
///     onDismiss: { controller in print("back from", controller.title ?? "") })
/// ```
public enum PresentationMode<VCType: ViewController> {
    /// Pushes the controller on the navigation stack.
    case show(controllerProvider: ControllerProvider<VCType>, onDismiss: ((ViewController) -> Void)?)
    /// Shows the controller modally over the current screen.
    case presentModally(controllerProvider: ControllerProvider<VCType>, onDismiss: ((ViewController) -> Void)?)
    /// Shows the controller in a popover anchored to the presenting row.
    case popover(controllerProvider: ControllerProvider<VCType>, onDismiss: ((ViewController) -> Void)?)

    /// The callback that runs after the presented controller is dismissed.
    ///
    /// ```swift
    /// row.presentationMode?.onDismissCallback?(controller)
    /// ```
    public var onDismissCallback: ((ViewController) -> Void)? {
        switch self {
        case .show(_, let onDismiss), .presentModally(_, let onDismiss), .popover(_, let onDismiss): onDismiss
        }
    }

    /// The provider that makes the controller.
    public var controllerProvider: ControllerProvider<VCType> {
        switch self {
        case .show(let provider, _), .presentModally(let provider, _), .popover(let provider, _): provider
        }
    }

    /// The style a renderer hosts `controller` with in this mode.
    ///
    /// ```swift
    /// PresentationMode<SelectorViewController<PushRow<Int>>>.show(controllerProvider: provider, onDismiss: nil)
    ///     .style(for: controller)   // .push
    /// ```
    public func style(for controller: ViewController) -> PresentationStyle {
        if controller is AlertController { return .overlay }
        switch self {
        case .show: return .push
        case .presentModally: return .modal
        case .popover: return .popover
        }
    }

    /// Makes a fresh controller whose dismissal also runs this mode's `onDismiss`.
    ///
    /// Optional as in Eureka, where segue modes make no controller; every mode here makes one,
    /// so the result is never nil.
    ///
    /// ```swift
    /// if let controller = mode.makeController() { controller.title = "Pick one" }
    /// ```
    public func makeController() -> VCType? {
        let controller = controllerProvider.makeController()
        if let onDismiss = onDismissCallback {
            // Chain rather than replace: the builder may have set its own dismissal callback.
            let previous = controller.onDismiss
            controller.onDismiss = { dismissed in
                previous?(dismissed)
                onDismiss(dismissed)
            }
        }
        return controller
    }

    /// Presents `viewController` from `presentingController` through its host. Nil (Eureka's
    /// segue path, where the segue makes the controller) presents nothing: there are no segues.
    ///
    /// ```swift
    /// mode.present(controller, row: row, presentingController: formController)
    /// ```
    public func present(_ viewController: VCType?, row: BaseRow, presentingController: FormViewController) {
        guard let viewController else { return }
        presentingController.present(viewController, style: style(for: viewController))
    }
}
