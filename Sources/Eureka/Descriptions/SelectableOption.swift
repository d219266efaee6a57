/// One option of a selectable section or a selector screen.
///
/// ```swift
/// if case .selectableOption(let option) = row.control { drawCheck(option.isSelected) }
/// ```
public struct SelectableOption: Hashable, Sendable {
    /// Whether the option is selected.
    public var isSelected: Bool
    /// Whether its section allows one option (radio buttons) or several (checkboxes).
    public var allowsMultipleSelection: Bool

    /// An option.
    ///
    /// ```swift
    /// SelectableOption(isSelected: true, allowsMultipleSelection: false)
    /// ```
    public init(isSelected: Bool, allowsMultipleSelection: Bool) {
        self.isSelected = isSelected
        self.allowsMultipleSelection = allowsMultipleSelection
    }
}
