/// What the terminal remembers about the focused row that is not part of the model: the text
/// being edited and which wheel is selected. Owned by the screen, reset when focus moves.
///
/// ```swift
/// var state = RowUIState()
/// state.editor = TextEditor(text: "Ada")
/// ```
public struct RowUIState: Sendable {
    /// Text being edited in place (text rows; dates while digits are typed).
    public var editor: TextEditor?
    /// The selected wheel of a row with several (dates, double and triple pickers).
    public var selectedComponent = 0
    /// A text area's wrapped paragraphs, kept between keystrokes while it is edited.
    var textAreaLayout: TextAreaLayout?

    /// A fresh state: nothing edited, the first wheel selected.
    public init() {}

    /// The selected wheel, kept within `count` wheels.
    ///
    /// ```swift
    /// state.component(of: 3)
    /// ```
    public func component(of count: Int) -> Int {
        min(max(0, selectedComponent), max(0, count - 1))
    }
}
