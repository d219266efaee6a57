import Foundation

/// Hears every structural and value change of a form, in visible coordinates: a row that becomes
/// hidden is "removed", one that is shown again is "added". Renderers and controllers implement it.
/// Every method has an empty default, so implement only what you need.
///
/// ```swift
/// final class Logger: FormDelegate {
///     func valueHasBeenChanged(for row: BaseRow, oldValue: Any?, newValue: Any?) {
///         print(row.tag ?? "?", "→", newValue ?? "nil")
///     }
/// }
/// form.delegate = logger
/// ```
public protocol FormDelegate: AnyObject {
    /// Sections became visible (inserted, or shown) at these visible indices.
    func sectionsHaveBeenAdded(_ sections: [Section], at indices: IndexSet)
    /// Sections stopped being visible (removed, or hidden); indices as they were before.
    func sectionsHaveBeenRemoved(_ sections: [Section], at indices: IndexSet)
    /// Visible sections were replaced in place.
    func sectionsHaveBeenReplaced(oldSections: [Section], newSections: [Section], at indices: IndexSet)
    /// Sections asked to be redrawn (`Section.reload()`).
    func sectionsHaveBeenReloaded(_ sections: [Section], at indices: IndexSet)
    /// Rows became visible (inserted, or shown) at these index paths.
    func rowsHaveBeenAdded(_ rows: [BaseRow], at indexPaths: [IndexPath])
    /// Rows stopped being visible (removed, or hidden); index paths as they were before.
    func rowsHaveBeenRemoved(_ rows: [BaseRow], at indexPaths: [IndexPath])
    /// Visible rows were replaced in place.
    func rowsHaveBeenReplaced(oldRows: [BaseRow], newRows: [BaseRow], at indexPaths: [IndexPath])
    /// Rows asked to be redrawn (`BaseRow.reload()`).
    func rowsHaveBeenReloaded(_ rows: [BaseRow], at indexPaths: [IndexPath])
    /// A visible row moved within its section.
    func rowHasBeenMoved(_ row: BaseRow, from oldPath: IndexPath, to newPath: IndexPath)
    /// A row's value changed; called before the row's `onChange`.
    func valueHasBeenChanged(for row: BaseRow, oldValue: Any?, newValue: Any?)
}

extension FormDelegate {
    public func sectionsHaveBeenAdded(_ sections: [Section], at indices: IndexSet) {}
    public func sectionsHaveBeenRemoved(_ sections: [Section], at indices: IndexSet) {}
    public func sectionsHaveBeenReplaced(oldSections: [Section], newSections: [Section], at indices: IndexSet) {}
    public func sectionsHaveBeenReloaded(_ sections: [Section], at indices: IndexSet) {}
    public func rowsHaveBeenAdded(_ rows: [BaseRow], at indexPaths: [IndexPath]) {}
    public func rowsHaveBeenRemoved(_ rows: [BaseRow], at indexPaths: [IndexPath]) {}
    public func rowsHaveBeenReplaced(oldRows: [BaseRow], newRows: [BaseRow], at indexPaths: [IndexPath]) {}
    public func rowsHaveBeenReloaded(_ rows: [BaseRow], at indexPaths: [IndexPath]) {}
    public func rowHasBeenMoved(_ row: BaseRow, from oldPath: IndexPath, to newPath: IndexPath) {}
    public func valueHasBeenChanged(for row: BaseRow, oldValue: Any?, newValue: Any?) {}
}

/// What `BaseRow.select()` asks of whoever shows the form (the interaction layer): focus the
/// row and run its selection behaviour.
public protocol FormSelectionHost: AnyObject {
    /// Selects `row` as if the user had chosen it.
    func select(row: BaseRow)
}
