/// A choice of any number of options.
///
/// ```swift
/// if case .multipleChoice(let choice) = row.control {
///     print(choice.selectedIndices.map { choice.options[$0] })
/// }
/// ```
public struct MultipleChoice: Hashable, Sendable {
    /// The options' titles, in order.
    public var options: [String]
    /// The chosen options' indices, ascending.
    public var selectedIndices: [Int]
    /// How Eureka presents the options.
    public var presentation: ChoicePresentation
    /// Whether a lazy provider is loading the options.
    public var isLoading: Bool
    /// Whether the options are known (false for a lazy provider that has not answered yet).
    public var optionsAreKnown: Bool
    /// The title of the selector, if set.
    public var selectorTitle: String?
    /// The selector list's groups, when its `onPresent` groups the options; empty for one list.
    public var groups: [OptionGroup]

    /// A multiple choice.
    ///
    /// ```swift
    /// MultipleChoice(options: ["Swift", "Rust"], selectedIndices: [0], presentation: .push)
    /// ```
    public init(
        options: [String],
        selectedIndices: [Int],
        presentation: ChoicePresentation,
        isLoading: Bool = false,
        optionsAreKnown: Bool = true,
        selectorTitle: String? = nil,
        groups: [OptionGroup] = []
    ) {
        self.options = options
        self.selectedIndices = selectedIndices
        self.presentation = presentation
        self.isLoading = isLoading
        self.optionsAreKnown = optionsAreKnown
        self.selectorTitle = selectorTitle
        self.groups = groups
    }
}
