/// A controller that a row presents and that reports back when it goes away.
///
/// ```swift
/// let selector = SelectorViewController<PushRow<String>>()
/// selector.onDismissCallback = { controller in print("closed", controller.title ?? "") }
/// ```
public protocol RowControllerType: AnyObject {
    /// Runs after the controller has been dismissed, whichever way it went (a pick, or the user
    /// backing out). Unlike Eureka this is a notification: the controller dismisses itself.
    var onDismissCallback: ((ViewController) -> Void)? { get set }
}

extension RowControllerType where Self: ViewController {
    /// Eureka's name for `ViewController.onDismiss`: both spellings set the same callback.
    ///
    /// ```swift
    /// controller.onDismissCallback = { _ in row.reload() }
    /// ```
    public var onDismissCallback: ((ViewController) -> Void)? {
        get { onDismiss }
        set { onDismiss = newValue }
    }
}

/// A controller presented by a row of a known type, which it reads and writes through `row`.
///
/// ```swift
/// final class ColourPicker: FormViewController, TypedRowControllerType {
///     var row: ColourRow!
/// }
/// ```
public protocol TypedRowControllerType: RowControllerType {
    /// The row type that presents this controller.
    associatedtype PresentingRow: BaseRow
    /// The row that presented this controller; set before the controller is shown.
    var row: PresentingRow! { get set }
}

/// A controller on which choosing an option toggles it and keeps the controller open (multiple
/// selection), so renderers can present its options as a checklist rather than a single choice.
///
/// ```swift
/// if controller is MultipleSelectionControllerType { /* show checkboxes */ }
/// ```
public protocol MultipleSelectionControllerType: AnyObject {}

extension MultipleSelectorViewController: MultipleSelectionControllerType {}
