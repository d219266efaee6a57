import Foundation

/// A controller showing a form: Eureka's `FormViewController`, without UIKit.
///
/// Subclass it and build the form in `viewDidLoad()`, exactly as with Eureka; a renderer (the
/// terminal host, later the web) shows it and drives its `interaction`.
///
/// ```swift
/// final class SignupController: FormViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         form +++ Section("Account")
///             <<< EmailRow("email") { $0.title = "Email" }
///         navigationOptions = RowNavigationOptions.Enabled.union(.StopDisabledRow)
///     }
/// }
/// ```
open class FormViewController: ViewController, FormDelegate, FormSelectionHost {
    /// The form shown. Replacing it re-attaches the controller as its delegate.
    public var form: Form {
        didSet {
            guard form !== oldValue else { return }
            detach(from: oldValue)
            attach(to: form)
        }
    }

    /// Focus, navigation, selection and swipe actions for this form.
    public let interaction: FormInteraction

    /// How next/previous navigation moves; nil means `RowNavigationOptions.default`.
    public var navigationOptions: RowNavigationOptions? {
        get { interaction.navigationOptions }
        set { interaction.navigationOptions = newValue }
    }

    /// Kept for source compatibility with Eureka; renderers scroll as their medium allows.
    public var animateScroll = false

    /// Kept for source compatibility with Eureka; space to leave around a focused row when scrolling.
    public var rowKeyboardSpacing: CGFloat = 0

    /// Also hears the form's structural and value events (the renderer showing this controller).
    public weak var formObserver: FormDelegate?

    /// Set by the host showing the form: what `submit()` and `cancel()` ask of it.
    public var completionHandler: ((FormCompletion) -> Void)?

    /// Creates a controller for `form` (an empty one by default).
    public init(form: Form = Form()) {
        self.form = form
        self.interaction = FormInteraction(form: form)
        super.init()
        attach(to: form)
    }

    private func attach(to form: Form) {
        form.delegate = self
        form.selectionHost = self
        interaction.form = form
    }

    private func detach(from form: Form) {
        if form.delegate === self { form.delegate = nil }
        if form.selectionHost === self { form.selectionHost = nil }
    }

    /// The answer to "submit" for this controller's form (`Form.submission()`). Override it to
    /// add checks of your own: call `super` and add problems. Hosts call it when the user submits.
    ///
    /// ```swift
    /// override func submission() -> FormSubmission { super.submission() }
    /// ```
    open func submission() -> FormSubmission {
        form.submission()
    }

    // MARK: FormSelectionHost

    /// Selects a row as the user would (focus, then its selection behaviour).
    open func select(row: BaseRow) {
        interaction.select(row)
    }

    // MARK: FormDelegate — subclasses may override; call super to keep focus and renderers right.

    open func sectionsHaveBeenAdded(_ sections: [Section], at indices: IndexSet) {
        formObserver?.sectionsHaveBeenAdded(sections, at: indices)
    }

    open func sectionsHaveBeenRemoved(_ sections: [Section], at indices: IndexSet) {
        formObserver?.sectionsHaveBeenRemoved(sections, at: indices)
        interaction.repairFocus()
    }

    open func sectionsHaveBeenReplaced(oldSections: [Section], newSections: [Section], at indices: IndexSet) {
        formObserver?.sectionsHaveBeenReplaced(oldSections: oldSections, newSections: newSections, at: indices)
        interaction.repairFocus()
    }

    open func sectionsHaveBeenReloaded(_ sections: [Section], at indices: IndexSet) {
        formObserver?.sectionsHaveBeenReloaded(sections, at: indices)
    }

    open func rowsHaveBeenAdded(_ rows: [BaseRow], at indexPaths: [IndexPath]) {
        formObserver?.rowsHaveBeenAdded(rows, at: indexPaths)
    }

    open func rowsHaveBeenRemoved(_ rows: [BaseRow], at indexPaths: [IndexPath]) {
        formObserver?.rowsHaveBeenRemoved(rows, at: indexPaths)
        interaction.repairFocus()
    }

    open func rowsHaveBeenReplaced(oldRows: [BaseRow], newRows: [BaseRow], at indexPaths: [IndexPath]) {
        formObserver?.rowsHaveBeenReplaced(oldRows: oldRows, newRows: newRows, at: indexPaths)
        interaction.repairFocus()
    }

    open func rowsHaveBeenReloaded(_ rows: [BaseRow], at indexPaths: [IndexPath]) {
        formObserver?.rowsHaveBeenReloaded(rows, at: indexPaths)
        interaction.repairFocus()
    }

    open func rowHasBeenMoved(_ row: BaseRow, from oldPath: IndexPath, to newPath: IndexPath) {
        formObserver?.rowHasBeenMoved(row, from: oldPath, to: newPath)
    }

    /// Eureka's override point for value changes; runs before the row's `onChange`.
    open func valueHasBeenChanged(for row: BaseRow, oldValue: Any?, newValue: Any?) {
        formObserver?.valueHasBeenChanged(for: row, oldValue: oldValue, newValue: newValue)
    }
}
