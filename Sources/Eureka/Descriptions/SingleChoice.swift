/// A choice of one option among several.
///
/// `options` are the options' titles (through the row's `displayValueFor`); `selectedIndex` is
/// the value's place among them. With a lazy provider the options are unknown until loaded:
/// `isLoading` says a load is under way.
///
/// ```swift
/// if case .singleChoice(let choice) = row.control {
///     for (index, title) in choice.options.enumerated() { print(index == choice.selectedIndex ? "●" : "○", title) }
/// }
/// ```
public struct SingleChoice: Hashable, Sendable {
    /// The options' titles, in order.
    public var options: [String]
    /// The selected option, or nil when the value is none of them.
    public var selectedIndex: Int?
    /// How Eureka presents the options.
    public var presentation: ChoicePresentation
    /// Whether a lazy provider is loading the options.
    public var isLoading: Bool
    /// Whether the options are known (false for a lazy provider that has not answered yet).
    public var optionsAreKnown: Bool
    /// The title of the selector, alert or action sheet, if set.
    public var selectorTitle: String?
    /// The title of the alert's cancel button, if set.
    public var cancelTitle: String?
    /// The selector list's groups, when its `onPresent` groups the options; empty for one list.
    public var groups: [OptionGroup]
    /// Whether the selector list stays open after a pick (its `onPresent` turned
    /// `dismissOnSelection` and `dismissOnChange` off), until the person closes it.
    public var staysOpenAfterChoice: Bool
    /// The title of the value the row holds when it is none of the options (a value the app
    /// set, which the options no longer offer), or nil. It is the row's value and is submitted
    /// as such: renderers show it as the current choice (see `shownOptions`), never as "none".
    public var heldValueTitle: String?

    /// A choice.
    ///
    /// ```swift
    /// SingleChoice(options: ["S", "M", "L"], selectedIndex: 1, presentation: .segments)
    /// ```
    public init(
        options: [String],
        selectedIndex: Int?,
        presentation: ChoicePresentation,
        isLoading: Bool = false,
        optionsAreKnown: Bool = true,
        selectorTitle: String? = nil,
        cancelTitle: String? = nil,
        groups: [OptionGroup] = [],
        staysOpenAfterChoice: Bool = false,
        heldValueTitle: String? = nil
    ) {
        self.options = options
        self.selectedIndex = selectedIndex
        self.presentation = presentation
        self.isLoading = isLoading
        self.optionsAreKnown = optionsAreKnown
        self.selectorTitle = selectorTitle
        self.cancelTitle = cancelTitle
        self.groups = groups
        self.staysOpenAfterChoice = staysOpenAfterChoice
        self.heldValueTitle = selectedIndex == nil ? heldValueTitle : nil
    }

    /// The options to show: the row's, then the value it holds when that is none of them, so a
    /// value outside the options is seen as the choice it is rather than as nothing chosen.
    ///
    /// ```swift
    /// let choice = SingleChoice(options: ["S", "M"], selectedIndex: nil, presentation: .push, heldValueTitle: "XL")
    /// choice.shownOptions         // ["S", "M", "XL"]
    /// choice.shownSelectedIndex   // 2: choosing it again keeps the value
    /// ```
    public var shownOptions: [String] {
        guard let heldValueTitle else { return options }
        return options + [heldValueTitle]
    }

    /// The chosen place among `shownOptions`: the selected option, else the held value's (the
    /// last), else nil.
    public var shownSelectedIndex: Int? {
        selectedIndex ?? (heldValueTitle == nil ? nil : options.count)
    }

    /// Whether `index` of `shownOptions` is the held value, which names no option: choosing it
    /// keeps the value as it is.
    ///
    /// ```swift
    /// if choice.isHeldValue(index) { return }   // nothing to change
    /// ```
    public func isHeldValue(_ index: Int) -> Bool {
        heldValueTitle != nil && index == options.count
    }
}
