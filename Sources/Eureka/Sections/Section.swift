import Foundation

/// A group of rows with an optional header and footer; a collection of its *visible* rows.
///
/// Hidden rows stay in `allRows` at their place and come back there when shown again.
///
/// ```swift
/// let section = Section("Profile") { $0.tag = "profile" }
/// section <<< NameRow("name") <<< EmailRow("email")
/// section.count        // visible rows
/// section.allRows      // every row, hidden ones included
/// ```
open class Section: ListedElement {
    /// The section's tag, unique within its form.
    public var tag: String? {
        didSet { if tag != oldValue { form?.sectionTagDidChange(self, from: oldValue) } }
    }

    /// The form the section belongs to.
    // Unowned, not weak, as `BaseRow.section`: the form clears it on removal and in its deinit.
    public internal(set) unowned var form: Form?

    /// The header, or nil for none.
    public var header: HeaderFooterViewRepresentable?

    /// The footer, or nil for none.
    public var footer: HeaderFooterViewRepresentable?

    /// When the section is hidden. Setting it takes effect at once; the tags it reads are watched.
    public var hidden: Condition? {
        didSet { hiddenConditionDidChange(from: oldValue) }
    }

    /// Whether the section is currently hidden.
    public internal(set) var isHidden = false
    /// The last evaluation of `hidden`.
    var isHiddenByCondition = false
    /// Whether a selector's filter leaves the section out.
    var isFilteredOut = false

    var rowList = ElementList<BaseRow>()
    /// Validators added to the section, registered with its form while it is in one.
    var sectionValidators: [FormValidator] = []
    var listPosition = -1
    var isListedVisible = false
    /// True while the section joins a form: its visibility is settled, not announced.
    var isSettling = false
    /// Whether this section reacts to its rows' events (`RowEventHandlingSection`), known once:
    /// every value change of every row asks, and a protocol cast each time showed in profiles.
    lazy var handlesRowEvents: Bool = self is any RowEventHandlingSection
    /// The section as a multivalued section, if it is one, known once: every row described asks.
    lazy var asMultivalued: (any MultivaluedSectionType)? = self as? any MultivaluedSectionType

    /// Every row, visible or hidden, in order.
    public var allRows: [BaseRow] { rowList.all }

    /// The visible rows, in order.
    public var visibleRows: [BaseRow] { rowList.visible }

    /// The section's index among the form's visible sections, or nil when hidden or not in a form.
    public var index: Int? { form?.sectionList.visibleIndex(of: self) }

    /// Creates an empty section.
    public required init() {}

    deinit {
        // Rows outliving their section (held by the app) must not point at it.
        for row in rowList.all { row.section = nil }
    }

    /// Creates a section and runs `initializer` on it.
    ///
    /// ```swift
    /// Section { $0.tag = "options"; $0.header = "Options" }
    /// ```
    public init(_ initializer: (Section) -> Void) {
        initializer(self)
    }

    /// Creates a section with a header title.
    ///
    /// ```swift
    /// Section("Contact")
    /// ```
    public init(_ header: String?, _ initializer: (Section) -> Void = { _ in }) {
        self.header = header.map { HeaderFooterView(title: $0) }
        initializer(self)
    }

    /// Creates a section with a header and a footer title.
    ///
    /// ```swift
    /// Section(header: "Password", footer: "At least 8 characters")
    /// ```
    public init(header: String?, footer: String?, _ initializer: (Section) -> Void = { _ in }) {
        self.header = header.map { HeaderFooterView(title: $0) }
        self.footer = footer.map { HeaderFooterView(title: $0) }
        initializer(self)
    }

    /// Creates a section with a footer title only.
    ///
    /// ```swift
    /// Section(footer: "Shown under the rows")
    /// ```
    public init(footer: String?, _ initializer: (Section) -> Void = { _ in }) {
        self.footer = footer.map { HeaderFooterView(title: $0) }
        initializer(self)
    }

    /// Creates a section holding `rows`.
    ///
    /// ```swift
    /// Section([TextRow(), DateRow()])
    /// ```
    public required convenience init<S: Sequence>(_ rows: S) where S.Element == BaseRow {
        self.init()
        append(contentsOf: rows)
    }

    /// Re-evaluates `hidden` now (setting `hidden` already does this).
    ///
    /// ```swift
    /// section.evaluateHidden()
    /// ```
    public final func evaluateHidden() {
        guard let hidden else { return setHidden(false) }
        guard let result = hidden.evaluate(in: form ?? Form()) else { return }
        setHidden(result)
    }

    /// Refreshes every visible row's cell and tells the delegate the section changed.
    ///
    /// ```swift
    /// section.header = HeaderFooterView(title: "Total: \(total)"); section.reload()
    /// ```
    open func reload() {
        for row in rowList.visible { row.updateCell() }
        if let form, let index { form.delegate?.sectionsHaveBeenReloaded([self], at: IndexSet(integer: index)) }
    }

    /// Subclass hook: rows were added (already registered with the form, if any).
    open func rowsHaveBeenAdded(_ rows: [BaseRow]) {}

    /// Subclass hook: rows were removed.
    open func rowsHaveBeenRemoved(_ rows: [BaseRow]) {}

    /// A short description naming the section for error messages.
    public var elementDescription: String {
        let typeName = String(describing: type(of: self))
        if let tag { return "\(typeName) \"\(tag)\"" }
        if let title = header?.title { return "\(typeName) titled \"\(title)\"" }
        return typeName
    }

    func setHidden(_ newValue: Bool) {
        isHiddenByCondition = newValue
        applyVisibility()
    }

    /// Leaves the section out of (or back into) what is shown, whatever its `hidden` says: a
    /// selector's filter hides groups with no matching option.
    func setFilteredOut(_ newValue: Bool) {
        isFilteredOut = newValue
        applyVisibility()
    }

    private func applyVisibility() {
        let newValue = isHiddenByCondition || isFilteredOut
        guard newValue != isHidden else { return }
        isHidden = newValue
        form?.sectionVisibilityDidChange(self)
    }

    private func hiddenConditionDidChange(from oldCondition: Condition?) {
        if let form {
            form.dependencies.unregister(.sectionHidden(self), tags: oldCondition?.tags ?? [])
            form.dependencies.register(.sectionHidden(self), tags: hidden?.tags ?? [])
            if let error = hidden?.syntaxError { form.report(.malformedCondition(error), element: elementDescription) }
        }
        evaluateHidden()
    }
}
