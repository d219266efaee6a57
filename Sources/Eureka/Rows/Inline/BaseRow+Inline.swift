// The untyped side of inline rows: what renderers and the form need without knowing row types.
extension BaseRow {
    /// The inline row expanded below this row, if any.
    ///
    /// ```swift
    /// if let picker = row.expandedInlineRow { focus(picker) }
    /// ```
    public var expandedInlineRow: BaseRow? {
        guard let inline = inlineRowStorage, inline.section != nil else { return nil }
        return inline
    }

    /// For an expanded inline row, the row it belongs to (renderers may indent it).
    ///
    /// ```swift
    /// let isInline = row.inlineParentRow != nil
    /// ```
    public var inlineParentRow: BaseRow? {
        guard let parent = inlineParentStorage, parent.inlineRowStorage === self else { return nil }
        return parent
    }

    /// Copies a new value to the linked parent or inline row. The peer's own change pipeline
    /// runs; it copies back an equal value, which `RowOf.value` ignores, so this settles at once.
    func syncInlinePeer(with newValue: Any?) {
        if let inline = inlineRowStorage, inline.inlineParentStorage === self {
            inline.baseValue = newValue
        }
        if let parent = inlineParentRow {
            parent.baseValue = newValue
        }
    }

    /// Collapses this row's inline row when the row can no longer show it (hidden, disabled)
    /// or is leaving its form. Every inline row gets this from the core, custom ones included.
    func collapseInlineRowIfNeeded(leavingForm: Bool = false) {
        guard inlineRowStorage != nil, let inlineParent = self as? any InlineRowType else { return }
        if leavingForm { inlineParent.collapseInlineRow() } else { inlineParent.collapseInlineRowIfUnavailable() }
    }
}
