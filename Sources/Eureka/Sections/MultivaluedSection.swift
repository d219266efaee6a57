/// A section whose rows the user can add, delete and reorder: phone numbers, tags, list items.
/// `MultivaluedSection` is this with a `ButtonRow` as add button; any row type works.
///
/// With `.Insert` the section keeps an add button as its last row — rows appended later go
/// before it. Selecting the button inserts the row `multivaluedRowToInsertAt` makes, just before
/// the button, and focuses it (the button's own `onCellSelection` still runs). Delete and move
/// are interaction calls (`FormInteraction.deleteMultivaluedRow`, `.moveMultivaluedRow`) rather
/// than swipe actions, so they work the same from a key, a menu or a request. A tagged
/// multivalued section appears in `form.values()` as the array of its row values.
///
/// ```swift
/// form +++ GenericMultivaluedSection<LabelRow>(multivaluedOptions: [.Reorder, .Insert, .Delete], header: "Tags") {
///     $0.tag = "tags"
///     $0.addButtonProvider = { _ in LabelRow { $0.title = "Add New Tag" } }
///     $0.multivaluedRowToInsertAt = { _ in NameRow { $0.placeholder = "Tag Name" } }
///     $0 <<< NameRow { $0.placeholder = "Tag Name" }
/// }
/// ```
open class GenericMultivaluedSection<AddButton: BaseRow & RowType>: Section, MultivaluedSectionType, MultivaluedValuesProviding, RowEventHandlingSection {
    /// What the user may do with the rows. Adding or removing `.Insert` adds or removes the add button.
    public var multivaluedOptions: MultivaluedOptions {
        didSet { syncAddButton() }
    }

    /// Whether renderers show an insert ("+") mark on the add button.
    public var showInsertIconInAddButton = true

    /// Makes the add button; set it in the initializer, before the button is made.
    public var addButtonProvider: (GenericMultivaluedSection<AddButton>) -> AddButton = { _ in
        AddButton { $0.title = "Add" }
    }

    /// Makes the row to insert, given the visible index it will take.
    public var multivaluedRowToInsertAt: ((Int) -> BaseRow)?

    /// The add button, while the section has one.
    public private(set) var addButtonRow: AddButton?

    /// The add button as a `BaseRow`.
    public var baseAddButtonRow: BaseRow? { addButtonRow }

    /// Creates a section; the initializer runs before the add button is made, so rows added in it
    /// come first and `addButtonProvider` set in it is used.
    ///
    /// ```swift
    /// GenericMultivaluedSection<LabelRow>(multivaluedOptions: [.Insert, .Delete], header: "Emails") {
    ///     $0.multivaluedRowToInsertAt = { _ in EmailRow() }
    /// }
    /// ```
    public required init(
        multivaluedOptions: MultivaluedOptions = [.Insert, .Delete], header: String? = nil, footer: String? = nil,
        _ initializer: (GenericMultivaluedSection<AddButton>) -> Void = { _ in }
    ) {
        self.multivaluedOptions = multivaluedOptions
        super.init(header: header, footer: footer)
        initializer(self)
        syncAddButton()
    }

    /// A section with `[.Insert, .Delete]` and no rows but the add button.
    public required convenience init() {
        self.init(multivaluedOptions: [.Insert, .Delete])
    }

    /// A section with `[.Insert, .Delete]` holding `rows`, then the add button.
    public required convenience init<S: Sequence>(_ rows: S) where S.Element == BaseRow {
        self.init(multivaluedOptions: [.Insert, .Delete]) { $0.append(contentsOf: rows) }
    }

    /// The values of the shown rows that have one, in order (as Eureka gives them: a row added
    /// and left empty is no entry), the add button left out.
    ///
    /// ```swift
    /// let tags = form.values()["tags"] as? [String]   // ["swift"], with an empty row below it
    /// ```
    public func values() -> [Any?] {
        var values: [Any?] = []
        for row in visibleRows where row !== addButtonRow {
            if let value = row.baseValue { values.append(value) }
        }
        return values
    }

    func multivaluedValues() -> [Any?] { values() }

    // MARK: Keeping the add button last and the values observed

    /// Moves the add button back to the end after rows were added behind it; call super when overriding.
    ///
    /// ```swift
    /// section <<< NameRow()   // lands before the add button
    /// ```
    open override func rowsHaveBeenAdded(_ rows: [BaseRow]) {
        super.rowsHaveBeenAdded(rows)
        if let button = addButtonRow, rowList.contains(button), button.listPosition != rowList.all.count - 1 {
            moveRow(from: button.listPosition, to: rowList.all.count - 1)
        }
        valuesDidChange()
    }

    /// Forgets a removed add button; call super when overriding.
    ///
    /// ```swift
    /// section.remove(row: section.addButtonRow!)   // addButtonRow is now nil
    /// ```
    open override func rowsHaveBeenRemoved(_ rows: [BaseRow]) {
        super.rowsHaveBeenRemoved(rows)
        if let button = addButtonRow, rows.contains(where: { $0 === button }) { addButtonRow = nil }
        valuesDidChange()
    }

    func handleValueChange(of row: BaseRow) {
        if row !== addButtonRow { valuesDidChange() }
    }

    /// The add button was selected: insert through the form controller's interaction (which
    /// also focuses the new row), or directly when no controller shows the form.
    func handleSelection(of row: BaseRow) {
        guard row === addButtonRow else { return }
        if let controller = form?.selectionHost as? FormViewController {
            controller.interaction.insertMultivaluedRow(in: self)
        } else {
            _ = insertProvidedRow()
        }
    }

    private func syncAddButton() {
        if multivaluedOptions.contains(.Insert), addButtonRow == nil {
            let button = addButtonProvider(self)
            addButtonRow = button
            append(button)
        } else if !multivaluedOptions.contains(.Insert), let button = addButtonRow {
            remove(row: button)
        }
    }
}
