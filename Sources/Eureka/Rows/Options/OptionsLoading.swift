/// Something whose options may still be on their way; renderers show a spinner while
/// `isLoadingOptions` is true. Option rows and selector and alert controllers conform, so a
/// renderer can ask without knowing their generic types.
///
/// ```swift
/// if (controller as? OptionsLoading)?.isLoadingOptions == true { drawSpinner() }
/// ```
public protocol OptionsLoading: AnyObject {
    /// Whether a lazy options provider has been asked and has not answered yet.
    var isLoadingOptions: Bool { get }
}
