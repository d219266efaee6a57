/// Where a row's options come from: a fixed list, or a loader that answers later.
///
/// ```swift
/// row.optionsProvider = .array(["Red", "Green"])
/// row.optionsProvider = .lazy { controller, completion in
///     catalogue.fetchColours { colours in completion(colours) }   // nil means "could not load"
/// }
/// ```
public enum OptionsProvider<T> {
    /// A fixed list of options.
    case array([T])
    /// Options loaded on demand. The closure gets the controller that asked (the selector being
    /// shown, or the form controller presenting an alert) and a completion that may be called at
    /// any later time, once; nil reports a failure and leaves the option list empty.
    case lazy((FormViewController, @escaping ([T]?) -> Void) -> Void)

    /// The options when they are known without loading: the array of `.array`, nil for `.lazy`.
    ///
    /// ```swift
    /// OptionsProvider.array([1, 2]).optionsArray   // [1, 2]
    /// ```
    public var optionsArray: [T]? {
        if case .array(let options) = self { return options }
        return nil
    }
}
