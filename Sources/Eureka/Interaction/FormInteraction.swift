import Foundation

/// The interaction layer every renderer shares: focus, next/previous navigation, selection, and
/// swipe actions. Renderers translate keys or requests into these calls and draw the result;
/// none of them re-implements form logic.
///
/// Focus is the row the user is on: it is highlighted (`isHighlighted`); a text-input row begins
/// editing. Leaving it ends editing (the text is parsed into the value) and is a blur
/// (validation's `.validatesOnBlur` runs then). With `.FirstResponderChanges` in the form's
/// `inlineRowHideOptions`, moving focus collapses other rows' inline pickers.
///
/// ```swift
/// let interaction = FormInteraction(form: form)
/// interaction.focusFirstRow()
/// interaction.focusNext()          // Tab, honouring navigationOptions
/// interaction.selectFocusedRow()   // Enter
/// ```
public final class FormInteraction {
    /// The form being interacted with.
    public var form: Form {
        didSet { if form !== oldValue { focus(nil) } }
    }

    /// How next/previous navigation moves; `nil` means `RowNavigationOptions.default`.
    public var navigationOptions: RowNavigationOptions?

    /// The focused row, if any.
    public private(set) var focusedRow: BaseRow?

    /// Called after focus moves (renderers scroll the row into view).
    public var onFocusChange: ((BaseRow?) -> Void)?

    /// Where the focused row was last seen, to put focus somewhere sensible if it disappears.
    /// Kept up to date by whatever moves the focused row (`moveMultivaluedRow`).
    var lastFocusedPath: IndexPath?

    /// Creates the interaction layer for a form.
    public init(form: Form, navigationOptions: RowNavigationOptions? = nil) {
        self.form = form
        self.navigationOptions = navigationOptions
    }

    /// Moves focus to `row` (nil clears it). The previous row is blurred first.
    ///
    /// ```swift
    /// interaction.focus(form.rowBy(tag: "email"))
    /// ```
    public func focus(_ row: BaseRow?) {
        guard row !== focusedRow else { return }
        if let row, row.form !== form || !row.isShownInForm { return }
        let previous = focusedRow
        focusedRow = row
        // Text is committed (parsed) before the blur, so blur validation sees the final value.
        (previous as? TextInputRow)?.endEditing()
        previous?.isHighlighted = false
        if let row, form.inlineRowHideOptions.contains(.FirstResponderChanges) {
            form.collapseInlineRows(except: row)
        }
        guard focusedRow === row else { return }  // collapsing may have moved focus already
        row?.isHighlighted = true
        if let field = row as? TextInputRow, field.isTextInputEnabled { field.beginEditing() }
        lastFocusedPath = row?.indexPath
        onFocusChange?(row)
    }

    /// Focuses the first visible row that can be focused.
    @discardableResult
    public func focusFirstRow() -> Bool {
        guard let first = form.rows.first(where: { !$0.isDisabled }) ?? form.rows.first else { return false }
        focus(first)
        return true
    }

    /// Moves focus to the next row as next/previous navigation allows (Tab); returns whether it moved.
    @discardableResult
    public func focusNext() -> Bool { navigate(.down) }

    /// Moves focus to the previous row as next/previous navigation allows (Shift-Tab).
    @discardableResult
    public func focusPrevious() -> Bool { navigate(.up) }

    private func navigate(_ direction: NavigationDirection) -> Bool {
        guard let current = focusedRow else { return focusFirstRow() }
        guard let next = nextRow(for: current, withDirection: direction) else { return false }
        focus(next)
        return true
    }

    /// The row next/previous navigation goes to from `currentRow`, following Eureka's rules:
    /// disabled rows are skipped unless `.StopDisabledRow` stops there; rows that cannot take focus
    /// stop navigation unless `.SkipCanNotBecomeFirstResponderRow` skips them.
    ///
    /// ```swift
    /// interaction.nextRow(for: row, withDirection: .down)
    /// ```
    public func nextRow(for currentRow: BaseRow, withDirection direction: NavigationDirection) -> BaseRow? {
        let options = navigationOptions ?? .default
        guard options.contains(.Enabled) else { return nil }
        var candidate = adjacentVisibleRow(to: currentRow, direction)
        while let row = candidate {
            if row.isDisabled {
                if options.contains(.StopDisabledRow) { return nil }
            } else if canTakeFocus(row) {
                return row
            } else if !options.contains(.SkipCanNotBecomeFirstResponderRow) {
                return nil
            }
            candidate = adjacentVisibleRow(to: row, direction)
        }
        return nil
    }

    /// Moves focus one row up or down over every visible row that is not disabled (arrow keys).
    @discardableResult
    public func moveFocus(_ direction: NavigationDirection) -> Bool {
        guard let current = focusedRow else { return focusFirstRow() }
        var candidate = adjacentVisibleRow(to: current, direction)
        while let row = candidate, row.isDisabled { candidate = adjacentVisibleRow(to: row, direction) }
        guard let next = candidate else { return false }
        focus(next)
        return true
    }

    /// Focuses and selects a row (Enter / click): runs its selection behaviour. A disabled row
    /// is left alone.
    ///
    /// ```swift
    /// interaction.select(form.rowBy(tag: "submit")!)
    /// ```
    public func select(_ row: BaseRow) {
        // Disabled rows are not selected by anyone here; `didSelect()` itself is what a tap calls.
        guard !row.isDisabled else { return }
        focus(row)
        row.didSelect()
    }

    /// Selects the focused row.
    public func selectFocusedRow() {
        if let focusedRow { select(focusedRow) }
    }

    /// Blurs the focused row without moving focus elsewhere (e.g. leaving a text field).
    public func endEditing() {
        focus(nil)
    }

    /// Puts focus back on a visible row after the focused one was hidden, disabled or removed:
    /// the row now at its place, or the one before it.
    public func repairFocus() {
        guard let focused = focusedRow else { return }
        if focused.form === form, focused.isShownInForm, !focused.isDisabled {
            lastFocusedPath = focused.indexPath
            return
        }
        let replacement = rowNear(focused)
        focusedRow = nil
        focused.isHighlighted = false
        if let replacement { focus(replacement) } else { onFocusChange?(nil) }
    }

    /// Whether a row can take keyboard focus for next/previous navigation.
    func canTakeFocus(_ row: BaseRow) -> Bool {
        row.baseCell?.cellCanBecomeFirstResponder() ?? false
    }

    /// The visible row next to `row` in reading order, across sections.
    func adjacentVisibleRow(to row: BaseRow, _ direction: NavigationDirection) -> BaseRow? {
        guard let path = row.indexPath else { return nil }
        let sections = form.sectionList.visible
        var sectionIndex = path.section
        var rowIndex = path.row + (direction == .down ? 1 : -1)
        while sectionIndex >= 0 && sectionIndex < sections.count {
            let rows = sections[sectionIndex].rowList.visible
            if rowIndex >= 0 && rowIndex < rows.count { return rows[rowIndex] }
            sectionIndex += direction == .down ? 1 : -1
            guard sectionIndex >= 0 && sectionIndex < sections.count else { return nil }
            rowIndex = direction == .down ? 0 : sections[sectionIndex].rowList.visible.count - 1
        }
        return nil
    }

    /// A visible, enabled row near where `row` is (or was).
    private func rowNear(_ row: BaseRow) -> BaseRow? {
        let rows = form.rows.filter { !$0.isDisabled }
        guard !rows.isEmpty else { return nil }
        if row.form === form {
            // Still in the form (hidden or disabled): the next shown row after it, else the one before.
            let all = form.allRows
            if let index = all.firstIndex(where: { $0 === row }) {
                if let after = all[(index + 1)...].first(where: { $0.isShownInForm && !$0.isDisabled }) { return after }
                if let before = all[..<index].last(where: { $0.isShownInForm && !$0.isDisabled }) { return before }
            }
        }
        guard let path = lastFocusedPath else { return rows.first }
        // Removed: the row now at the same visible position, else the last one before it.
        let flat = form.rows
        var offset = 0
        for index in 0..<min(path.section, form.count) { offset += form[index].count }
        let target = offset + path.row
        if target < flat.count, let after = flat[target...].first(where: { !$0.isDisabled }) { return after }
        return rows.last
    }
}
