/// Where a row's options come from: a fixed list, or an asynchronous loader.
///
/// A lazy loader is `@Sendable` and returns `Sendable` options, so the compiler checks that it
/// can run away from the form; its answer is applied back on the form's isolation by the host
/// showing the form (see `FormWork`).
///
/// ```swift
/// row.optionsProvider = .array(["Red", "Green"])
/// row.optionsProvider = .lazy { await catalogue.colours() }   // nil means "could not load"
/// ```
public struct OptionsProvider<T> {
    enum Source {
        case array([T])
        case lazy(@Sendable () async -> any Sendable)
    }

    let source: Source

    /// A fixed list of options.
    ///
    /// ```swift
    /// OptionsProvider.array([1, 2, 3])
    /// ```
    public static func array(_ options: [T]) -> OptionsProvider {
        OptionsProvider(source: .array(options))
    }

    /// Options loaded on demand, each time a selector or alert asks; nil reports a failure and
    /// leaves the list empty.
    ///
    /// ```swift
    /// .lazy { try? await api.countries() }
    /// ```
    public static func lazy(_ load: @escaping @Sendable () async -> [T]?) -> OptionsProvider where T: Sendable {
        OptionsProvider(source: .lazy { await load() })
    }

    /// The options when they are known without loading: the array of `.array`, nil for `.lazy`.
    ///
    /// ```swift
    /// OptionsProvider.array([1, 2]).optionsArray   // [1, 2]
    /// ```
    public var optionsArray: [T]? {
        if case .array(let options) = source { return options }
        return nil
    }

    /// Whether the options are loaded on demand.
    public var isLazy: Bool {
        if case .lazy = source { return true }
        return false
    }
}
