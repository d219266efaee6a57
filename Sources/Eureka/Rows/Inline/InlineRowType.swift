/// A row that shows another row (its inline row) right below itself while expanded, such as a
/// date row and its picker. Both rows hold the same value type and stay in sync both ways.
///
/// Conforming rows call `toggleInlineRow()` when selected. Every inline row, custom ones
/// included, collapses when it is hidden, disabled or removed: the core does it.
///
/// ```swift
/// final class ColorInlineRow: Row<Cell<String>>, RowType, InlineRowType {
///     typealias InlineRow = PickerRow<String>
///     required init(tag: String?) { super.init(tag: tag) }
///     func setupInlineRow(_ inlineRow: PickerRow<String>) { inlineRow.options = ["Red", "Green"] }
///     override func customDidSelect() { super.customDidSelect(); if !isDisabled { toggleInlineRow() } }
/// }
/// ```
public protocol InlineRowType: BaseRow, TypedRowType {
    /// The type of the row shown below when expanded.
    associatedtype InlineRow: BaseRow, RowType where InlineRow.Cell.Value == Cell.Value
    /// Configures a freshly made inline row (options, limits, display), before it is shown.
    func setupInlineRow(_ inlineRow: InlineRow)
}

private enum InlineCallbackKey {
    static let expand = "onExpandInlineRow"
    static let collapse = "onCollapseInlineRow"
}

extension InlineRowType {
    /// The inline row while expanded.
    ///
    /// ```swift
    /// dateRow.inlineRow?.maximumDate = .now
    /// ```
    public var inlineRow: InlineRow? { expandedInlineRow as? InlineRow }

    /// Whether the inline row is shown.
    public var isExpanded: Bool { expandedInlineRow != nil }

    /// Whether the inline row is not shown.
    public var isCollapsed: Bool { !isExpanded }

    /// Shows the inline row right below this row (before any hidden rows that follow it).
    ///
    /// Order: the inline row is made with this row's value and `setupInlineRow` runs; other
    /// inline rows collapse (with `.AnotherInlineRowIsShown`); `onExpandInlineRow` runs; the row
    /// is inserted. Does nothing when already expanded, hidden, disabled or not in a section.
    ///
    /// ```swift
    /// row.expandInlineRow()
    /// ```
    public func expandInlineRow() {
        guard !isExpanded, !isHidden, !isDisabled, let section else { return }
        if let stale = inlineRowStorage { unlinkInlineRow(stale) }
        let inline = InlineRow(nil) { _ in }
        inline.value = value
        setupInlineRow(inline)
        if let form, form.inlineRowHideOptions.contains(.AnotherInlineRowIsShown) {
            form.collapseInlineRows(except: self)
        }
        if let callback = callbackStorage?.extraTyped[InlineCallbackKey.expand] as? (Cell, Self, InlineRow) -> Void {
            callback(cell, self, inline)
        }
        // The callback may have moved or removed this row.
        guard self.section === section else { return }
        inlineRowStorage = inline
        inline.inlineParentStorage = self
        try? section.insert(row: inline, after: self)
        updateCell()
    }

    /// Removes the inline row, after running `onCollapseInlineRow`.
    ///
    /// ```swift
    /// row.collapseInlineRow()
    /// ```
    public func collapseInlineRow() {
        guard let stored = inlineRowStorage else { return }
        guard let inline = stored as? InlineRow, inline.section != nil else {
            unlinkInlineRow(stored)
            return
        }
        if let callback = callbackStorage?.extraTyped[InlineCallbackKey.collapse] as? (Cell, Self, InlineRow) -> Void {
            callback(cell, self, inline)
        }
        unlinkInlineRow(inline)
        inline.section?.remove(row: inline)
        updateCell()
    }

    /// Expands when collapsed, collapses when expanded.
    ///
    /// ```swift
    /// override func customDidSelect() { super.customDidSelect(); if !isDisabled { toggleInlineRow() } }
    /// ```
    public func toggleInlineRow() {
        if isExpanded { collapseInlineRow() } else { expandInlineRow() }
    }

    /// Runs before the inline row is shown, with the new inline row.
    ///
    /// ```swift
    /// DateInlineRow().onExpandInlineRow { cell, row, picker in picker.maximumDate = .now }
    /// ```
    @discardableResult
    public func onExpandInlineRow(_ callback: @escaping (Cell, Self, InlineRow) -> Void) -> Self {
        callbacks.extraTyped[InlineCallbackKey.expand] = callback
        return self
    }

    /// Runs before the inline row is removed, with the inline row.
    ///
    /// ```swift
    /// DateInlineRow().onCollapseInlineRow { cell, row, _ in row.updateCell() }
    /// ```
    @discardableResult
    public func onCollapseInlineRow(_ callback: @escaping (Cell, Self, InlineRow) -> Void) -> Self {
        callbacks.extraTyped[InlineCallbackKey.collapse] = callback
        return self
    }

    /// Collapses when this row can no longer show its inline row (hidden or disabled). The core
    /// calls it whenever either state changes.
    ///
    /// ```swift
    /// row.collapseInlineRowIfUnavailable()
    /// ```
    public func collapseInlineRowIfUnavailable() {
        if isHidden || isDisabled { collapseInlineRow() }
    }

    private func unlinkInlineRow(_ inline: BaseRow) {
        if inline.inlineParentStorage === self { inline.inlineParentStorage = nil }
        inlineRowStorage = nil
    }
}

extension InlineRowType {
    /// What the row edits, as its inline row would show it: a detached inline row with this
    /// row's value, set up as expanding would (no callbacks run, nothing is inserted).
    ///
    /// ```swift
    /// dateInlineRow.inlineEditorControl   // .date(… presentation: .wheels)
    /// ```
    public var inlineEditorControl: RowControl {
        makeDetachedInlineRow().control
    }

    /// Performs an editing action as the inline row would, then takes its value.
    func performOnInlineEditor(_ action: RowAction) throws(RowActionError) {
        let editor = makeDetachedInlineRow()
        try editor.perform(action)
        if let error = (editor as? any InputErrorReporting)?.inputError {
            throw RowActionError(code: .invalidInput, message: error.message)
        }
        if editor.value != value { value = editor.value }
    }

    private func makeDetachedInlineRow() -> InlineRow {
        // `init(tag:)` skips the type's default initializer: describing runs no app code.
        let editor = InlineRow(tag: nil)
        editor.value = value
        setupInlineRow(editor)
        return editor
    }
}
