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
    /// Whether pressing the option takes the choice back: a selected option of several, or of
    /// one that allows deselection (Eureka's `enableDeselection`, on by default). Renderers say
    /// so, since a selector opens on its current choice and Enter there clears it.
    public var pressDeselects: Bool

    /// An option.
    ///
    /// ```swift
    /// SelectableOption(isSelected: true, allowsMultipleSelection: false, pressDeselects: true)
    /// ```
    public init(isSelected: Bool, allowsMultipleSelection: Bool, pressDeselects: Bool? = nil) {
        self.isSelected = isSelected
        self.allowsMultipleSelection = allowsMultipleSelection
        self.pressDeselects = pressDeselects ?? (isSelected && allowsMultipleSelection)
    }
}
