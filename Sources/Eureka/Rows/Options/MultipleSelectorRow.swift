/// A row whose value is a set of options, picked on a pushed screen where each option toggles.
///
/// ```swift
/// <<< MultipleSelectorRow<String>("languages") {
///     $0.title = "Languages"
///     $0.options = ["Swift", "Rust", "Go"]
///     $0.value = ["Swift"]
/// }
/// ```
public final class MultipleSelectorRow<T: Hashable>: GenericMultipleSelectorRow<T, PushSelectorCell<Set<T>>>, RowType {
    /// Creates a row that pushes a `MultipleSelectorViewController`.
    ///
    /// ```swift
    /// MultipleSelectorRow<Int>("days") { $0.options = Array(1...7) }
    /// ```
    public required init(tag: String? = nil) {
        super.init(tag: tag)
        presentationMode = .show(
            controllerProvider: .callback { MultipleSelectorViewController<GenericMultipleSelectorRow<T, PushSelectorCell<Set<T>>>>() },
            onDismiss: nil)
    }
}
