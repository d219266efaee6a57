/// A row that expands another row right below itself (`DateInlineRow`, `PickerInlineRow`, …).
///
/// `editor` is what the row edits, described as the inline row would show it: a renderer that
/// has no room for inline rows (a web page) can show that control in place and send its actions
/// to the parent, which holds the same value.
///
/// ```swift
/// if case .inlineParent(let parent) = row.control {
///     drawValue(parent.isExpanded ? "▾" : "▸")
/// }
/// ```
public struct InlineParent: Hashable, Sendable {
    /// Whether the inline row is shown.
    public var isExpanded: Bool
    /// What the row edits.
    public var editor: RowControl

    /// An inline parent.
    ///
    /// ```swift
    /// InlineParent(isExpanded: false, editor: .readOnly)
    /// ```
    public init(isExpanded: Bool, editor: RowControl) {
        self.isExpanded = isExpanded
        self.editor = editor
    }
}
