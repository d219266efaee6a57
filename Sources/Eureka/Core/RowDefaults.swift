import Synchronization

/// Per-row-type defaults (`TextRow.defaultCellUpdate = …`), shared across threads safely.
///
/// Each entry keeps two forms of a closure: an erased one the row calls, and the typed one the
/// static getter returns. Closures are `@Sendable` because the table is process-wide.
struct RowTypeDefaults: Sendable {
    var cellSetup: (@Sendable (BaseCell, BaseRow) -> Void)?
    var cellUpdate: (@Sendable (BaseCell, BaseRow) -> Void)?
    var rowInitializer: (@Sendable (BaseRow) -> Void)?
    var onCellHighlightChanged: (@Sendable (BaseCell, BaseRow) -> Void)?
    var onRowValidationChanged: (@Sendable (BaseCell, BaseRow) -> Void)?
    var typed: [Slot: any Sendable] = [:]

    enum Slot: Hashable, Sendable {
        case cellSetup, cellUpdate, rowInitializer, onCellHighlightChanged, onRowValidationChanged
    }
}

/// The process-wide table of row-type defaults, keyed by the row's dynamic type.
enum RowDefaults {
    private static let table = Mutex<[ObjectIdentifier: RowTypeDefaults]>([:])
    /// Set once anything is stored. Most programs set no defaults, and every row reads the table
    /// two or three times (created, cell set up, cell updated): without an entry there is no lock
    /// to take nor entry to copy.
    private static let hasEntries = Atomic<Bool>(false)

    static func read(_ type: AnyClass) -> RowTypeDefaults? {
        guard hasEntries.load(ordering: .acquiring) else { return nil }
        return table.withLock { $0[ObjectIdentifier(type)] }
    }

    /// Wraps a typed per-type callback so rows can call it with their erased cell and row.
    static func erase<C: BaseCell, R: BaseRow>(_ typed: (@Sendable (C, R) -> Void)?) -> (@Sendable (BaseCell, BaseRow) -> Void)? {
        guard let typed else { return nil }
        return { cell, row in typed(cell as! C, row as! R) }
    }

    /// Wraps a typed row initializer.
    static func erase<R: BaseRow>(_ typed: (@Sendable (R) -> Void)?) -> (@Sendable (BaseRow) -> Void)? {
        guard let typed else { return nil }
        return { row in typed(row as! R) }
    }

    static func update(_ type: AnyClass, _ body: @Sendable (inout RowTypeDefaults) -> Void) {
        table.withLock { table in
            var entry = table[ObjectIdentifier(type)] ?? RowTypeDefaults()
            body(&entry)
            table[ObjectIdentifier(type)] = entry
            hasEntries.store(true, ordering: .releasing)
        }
    }
}

extension RowType where Self: BaseRow {
    /// Runs on every row of this type right after creation, before its own initializer.
    ///
    /// ```swift
    /// TextRow.defaultRowInitializer = { $0.placeholder = "…" }
    /// ```
    public static var defaultRowInitializer: (@Sendable (Self) -> Void)? {
        get { RowDefaults.read(self)?.typed[.rowInitializer] as? @Sendable (Self) -> Void }
        set {
            let erased = RowDefaults.erase(newValue)
            RowDefaults.update(self) { entry in
                entry.typed[.rowInitializer] = newValue
                entry.rowInitializer = erased
            }
        }
    }

    /// Runs once for every cell of this type when it is set up, before the row's own `cellSetup`.
    ///
    /// ```swift
    /// SwitchRow.defaultCellSetup = { cell, row in cell.tintColor = .systemGreen }
    /// ```
    public static var defaultCellSetup: (@Sendable (Cell, Self) -> Void)? {
        get { RowDefaults.read(self)?.typed[.cellSetup] as? @Sendable (Cell, Self) -> Void }
        set {
            let erased = RowDefaults.erase(newValue)
            RowDefaults.update(self) { entry in
                entry.typed[.cellSetup] = newValue
                entry.cellSetup = erased
            }
        }
    }

    /// Runs on every cell update of this type, before the row's own `cellUpdate`.
    ///
    /// ```swift
    /// TextRow.defaultCellUpdate = { cell, row in cell.textLabel?.textColor = row.isValid ? nil : .systemRed }
    /// ```
    public static var defaultCellUpdate: (@Sendable (Cell, Self) -> Void)? {
        get { RowDefaults.read(self)?.typed[.cellUpdate] as? @Sendable (Cell, Self) -> Void }
        set {
            let erased = RowDefaults.erase(newValue)
            RowDefaults.update(self) { entry in
                entry.typed[.cellUpdate] = newValue
                entry.cellUpdate = erased
            }
        }
    }

    /// Runs whenever a row of this type gains or loses highlight, before the row's own callback.
    ///
    /// ```swift
    /// TextRow.defaultOnCellHighlightChanged = { cell, row in cell.backgroundColor = row.isHighlighted ? .lightGray : nil }
    /// ```
    public static var defaultOnCellHighlightChanged: (@Sendable (Cell, Self) -> Void)? {
        get { RowDefaults.read(self)?.typed[.onCellHighlightChanged] as? @Sendable (Cell, Self) -> Void }
        set {
            let erased = RowDefaults.erase(newValue)
            RowDefaults.update(self) { entry in
                entry.typed[.onCellHighlightChanged] = newValue
                entry.onCellHighlightChanged = erased
            }
        }
    }

    /// Runs whenever a row of this type's validation errors change, before the row's own callback.
    ///
    /// ```swift
    /// EmailRow.defaultOnRowValidationChanged = { cell, row in cell.textLabel?.textColor = row.isValid ? nil : .systemRed }
    /// ```
    public static var defaultOnRowValidationChanged: (@Sendable (Cell, Self) -> Void)? {
        get { RowDefaults.read(self)?.typed[.onRowValidationChanged] as? @Sendable (Cell, Self) -> Void }
        set {
            let erased = RowDefaults.erase(newValue)
            RowDefaults.update(self) { entry in
                entry.typed[.onRowValidationChanged] = newValue
                entry.onRowValidationChanged = erased
            }
        }
    }
}

extension BaseRow {
    static func runDefaultHighlightChanged(for row: BaseRow) {
        guard let hook = RowDefaults.read(type(of: row))?.onCellHighlightChanged, let cell = row.baseCell else { return }
        hook(cell, row)
    }

    static func runDefaultValidationChanged(for row: BaseRow) {
        guard let hook = RowDefaults.read(type(of: row))?.onRowValidationChanged, let cell = row.baseCell else { return }
        hook(cell, row)
    }
}
