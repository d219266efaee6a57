/// A row that offers a list of options to pick from; selector controllers read them through it.
///
/// The option type is separate from the value type so that a multiple selector (value
/// `Set<T>`) offers options of type `T`.
///
/// ```swift
/// func optionCount<R: OptionsProviderRow>(_ row: R) -> Int { row.options?.count ?? 0 }
/// ```
public protocol OptionsProviderRow: TypedRowType, OptionsLoading {
    /// The type of one option.
    associatedtype Option: Equatable

    /// The options; setting them replaces the provider with `.array(options)`.
    var options: [Option]? { get set }

    /// Where the options come from.
    var optionsProvider: OptionsProvider<Option>? { get set }

    /// The title of the controller that shows the options.
    var selectorTitle: String? { get set }

    /// How a value is shown as text (`RowOf.displayValueFor`); option lists use it for labels.
    var displayValueFor: ((Cell.Value?) -> String?)? { get set }

    /// A load of lazy options not yet delivered, for a host that waits for it.
    func optionsLoadIfNeeded() -> FormWork?

    /// Loads the options for `controller` (at once for an array, later for a lazy provider).
    func loadOptions(for controller: FormViewController, completion: @escaping ([Option]?) -> Void)
}
