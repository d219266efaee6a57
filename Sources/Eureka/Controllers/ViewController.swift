/// How a controller is shown by the renderer hosting it.
public enum PresentationStyle: Hashable, Sendable {
    /// Pushed on the navigation stack (Eureka's `.show`): a new screen with a way back.
    case push
    /// Shown modally over the current screen.
    case modal
    /// Shown as a popover anchored to the presenting row.
    case popover
    /// An alert or action sheet overlay.
    case overlay
}

/// Shows and dismisses controllers; renderers implement it (terminal: screens and overlays; web:
/// pages and dialogs). Tests use a recording host.
///
/// ```swift
/// final class RecordingHost: PresentationHost {
///     var shown: [ViewController] = []
///     func show(_ controller: ViewController, from presenter: ViewController, style: PresentationStyle) { shown.append(controller) }
///     func dismiss(_ controller: ViewController) { shown.removeAll { $0 === controller } }
/// }
/// ```
public protocol PresentationHost: AnyObject {
    /// Puts `controller` in front of the user.
    func show(_ controller: ViewController, from presenter: ViewController, style: PresentationStyle)
    /// Takes `controller` away (and anything it presented).
    func dismiss(_ controller: ViewController)
}

/// A neutral screen: a title, a lifecycle, and presentation of other controllers through the host.
///
/// ```swift
/// final class AboutController: ViewController {
///     override func viewDidLoad() { super.viewDidLoad(); title = "About" }
/// }
/// ```
open class ViewController {
    /// The screen's title.
    public var title: String?

    /// Whoever shows this controller; inherited by controllers it presents.
    public weak var host: PresentationHost?

    /// The controller that presented this one.
    public private(set) weak var presentingController: ViewController?

    /// The controller this one is currently presenting.
    public private(set) var presentedController: ViewController?

    /// How this controller was presented, while it is.
    public private(set) var presentationStyle: PresentationStyle?

    /// Called after this controller is dismissed.
    public var onDismiss: ((ViewController) -> Void)?

    /// Whether `viewDidLoad()` has run.
    public private(set) var isViewLoaded = false

    /// Creates a controller.
    public init() {}

    /// Runs once, before the controller is first shown: build the screen here.
    open func viewDidLoad() {}

    /// Runs each time the controller is about to be shown.
    open func viewWillAppear() {}

    /// Runs after the controller has been dismissed.
    open func viewDidDisappear() {}

    /// Runs `viewDidLoad()` if it has not run yet.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    /// Presents `controller` through the host.
    ///
    /// ```swift
    /// present(SelectorViewController<PushRow<String>>(), style: .push)
    /// ```
    open func present(_ controller: ViewController, style: PresentationStyle) {
        // A controller already on screen (this one, one below it, or one another presents)
        // made a loop that dismissing walked until the stack overflowed, taking the terminal
        // or the server down without a word. UIKit refuses it too.
        var below: ViewController? = self
        while let current = below {
            precondition(
                current !== controller, "present: \(type(of: controller)) is already on screen (it presents this one); present a new controller")
            below = current.presentingController
        }
        // Presented by this one already, it is dismissed and shown again below.
        precondition(
            controller.presentingController == nil || controller.presentingController === self,
            "present: \(type(of: controller)) is already presented by another controller; present a new one")
        if let presentedController { presentedController.dismiss() }
        controller.presentingController = self
        controller.presentationStyle = style
        controller.host = host
        presentedController = controller
        controller.loadViewIfNeeded()
        controller.viewWillAppear()
        host?.show(controller, from: self, style: style)
    }

    /// Dismisses this controller (and whatever it presents), then runs `onDismiss`.
    ///
    /// ```swift
    /// selector.dismiss()
    /// ```
    open func dismiss() {
        presentedController?.dismiss()
        guard let presenter = presentingController else { return }
        host?.dismiss(self)
        presenter.presentedController = nil
        presentingController = nil
        presentationStyle = nil
        viewDidDisappear()
        presenter.viewWillAppear()
        onDismiss?(self)
    }
}
