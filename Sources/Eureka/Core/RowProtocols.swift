/// Something identified by an optional string tag.
///
/// ```swift
/// let row = TextRow("name")
/// row.tag    // "name"
/// ```
public protocol Taggable: AnyObject {
    /// The tag, unique within a form; rows and sections are found by it.
    var tag: String? { get set }
}

/// What every row offers, independently of its value type.
///
/// ```swift
/// func describe(_ row: any BaseRowType) -> String { row.title ?? row.tag ?? "untitled" }
/// ```
public protocol BaseRowType: Taggable {
    /// The neutral view model that renderers draw.
    var baseCell: BaseCell! { get }
    /// The section the row belongs to, if any.
    var section: Section? { get }
    /// When the row is hidden.
    var hidden: Condition? { get set }
    /// When the row is disabled.
    var disabled: Condition? { get set }
    /// The row's title.
    var title: String? { get set }
    /// Refreshes the cell from the row (runs `cellUpdate` callbacks).
    func updateCell()
    /// Called when the user selects the row.
    func didSelect()
}

/// A row with a typed value and a typed cell.
///
/// ```swift
/// func clear<R: TypedRowType>(_ row: R) { row.value = nil }
/// ```
public protocol TypedRowType: BaseRowType {
    /// The cell type; its `Value` is the row's value type.
    associatedtype Cell: TypedCellType
    /// The row's cell, created on first access.
    var cell: Cell! { get }
    /// The row's value.
    var value: Cell.Value? { get set }
}

/// A concrete row type that can be created with a tag and an initializer closure.
///
/// ```swift
/// let row = TextRow("email") { $0.title = "Email" }
/// ```
public protocol RowType: TypedRowType {
    /// Creates a row with a tag and runs `initializer` on it (after the type's default initializer).
    init(_ tag: String?, _ initializer: (Self) -> Void)
}

extension RowType where Self: BaseRow {
    /// Creates a row, applies the type's `defaultRowInitializer`, then `initializer`.
    ///
    /// ```swift
    /// let row = SwitchRow("notify") { $0.title = "Notify me" }
    /// ```
    public init(_ tag: String? = nil, _ initializer: (Self) -> Void = { _ in }) {
        self.init(tag: tag)
        Self.defaultRowInitializer?(self)
        initializer(self)
    }
}
