/// Everything a renderer needs to show one row and offer its actions, as plain values.
///
/// Get it with `row.describe()` after the row's cell is up to date
/// (`FormInteraction.prepareForDisplay(_:)`); describing runs no app callbacks and changes
/// nothing. Descriptions are `Hashable`, so a renderer can tell what changed between two.
///
/// ```swift
/// interaction.prepareForDisplay(row)
/// let description = row.describe()
/// print(description.title ?? "", description.valueText ?? "", description.errors)
/// ```
public struct RowDescription: Hashable, Sendable {
    /// The row's tag.
    public var tag: String?
    /// The label; nil when the row has none or its cell hides it.
    public var title: String?
    /// The value as the row shows it, for read-only and presenting controls.
    public var valueText: String?
    /// What the row offers.
    public var control: RowControl
    /// Whether the row is disabled: shown, but no action changes it.
    public var isDisabled: Bool
    /// Whether the row has focus.
    public var isFocused: Bool
    /// Problems shown under the row: text that did not parse first, then validation errors.
    public var errors: [String]
    /// Whether the row's options are being loaded (a spinner is due).
    public var isLoading: Bool
    /// How its cell asks to look.
    public var appearance: RowAppearance
    /// Whether the row is the inline row another row expanded (it sits right below its parent).
    public var isInlineRow: Bool
    /// Whether the row can be deleted from its multivalued section.
    public var canDelete: Bool
    /// Whether the row can be moved within its multivalued section.
    public var canMove: Bool
    /// Whether a row that can move has a place above it to move to (it is not the first).
    public var canMoveUp: Bool
    /// Whether a row that can move has a place below it to move to (it is not the last).
    public var canMoveDown: Bool
    /// The swipe actions on the row, leading edge first.
    public var swipeActions: [SwipeActionDescription]
    /// Whether the row takes part in next/previous navigation (Tab), per its cell.
    public var canTakeFocus: Bool
    /// Whether the row must have a value to submit (one of its rules refuses none): renderers
    /// mark it before anyone submits.
    public var isRequired: Bool

    /// A description; rows make theirs with `describe()`.
    ///
    /// ```swift
    /// RowDescription(control: .readOnly)
    /// ```
    public init(
        tag: String? = nil,
        title: String? = nil,
        valueText: String? = nil,
        control: RowControl,
        isDisabled: Bool = false,
        isFocused: Bool = false,
        errors: [String] = [],
        isLoading: Bool = false,
        appearance: RowAppearance = RowAppearance(),
        isInlineRow: Bool = false,
        canDelete: Bool = false,
        canMove: Bool = false,
        canMoveUp: Bool? = nil,
        canMoveDown: Bool? = nil,
        swipeActions: [SwipeActionDescription] = [],
        canTakeFocus: Bool = false,
        isRequired: Bool = false
    ) {
        self.tag = tag
        self.title = title
        self.valueText = valueText
        self.control = control
        self.isDisabled = isDisabled
        self.isFocused = isFocused
        self.errors = errors
        self.isLoading = isLoading
        self.appearance = appearance
        self.isInlineRow = isInlineRow
        self.canDelete = canDelete
        self.canMove = canMove
        // Unsaid, a movable row may go either way, as before these were described.
        self.canMoveUp = canMoveUp ?? canMove
        self.canMoveDown = canMoveDown ?? canMove
        self.swipeActions = swipeActions
        self.canTakeFocus = canTakeFocus
        self.isRequired = isRequired
    }
}
