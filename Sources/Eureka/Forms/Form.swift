import Foundation

/// A form: an ordered collection of its *visible* sections, with every section and row reachable
/// by tag, a dependency index for conditions, and a delegate that hears every change.
///
/// ```swift
/// let form = Form()
/// form +++ Section("Profile")
///     <<< NameRow("name") { $0.title = "Name" }
///     <<< SwitchRow("newsletter") { $0.title = "Newsletter" }
///     <<< EmailRow("email") { $0.hidden = "$newsletter != true" }
/// form.values()   // ["name": nil, "newsletter": nil]
/// ```
public final class Form {
    var sectionList = ElementList<Section>()
    var rowsByTag: [String: BaseRow] = [:]
    var sectionsByTag: [String: Section] = [:]
    var dependencies = DependencyIndex()
    /// Rows whose inline row is expanded, so collapsing others does not scan the form.
    var expandedInlineParents: [BaseRow] = []
    // Validation hook (see Validation/): the form's cross-field validators, allocated on first use.
    var validationStorage: FormValidationState?
    /// How many `withCellUpdatesDeferred(_:)` calls are running.
    var cellUpdateDeferrals = 0
    /// Rows with a cell whose update was deferred, updated when the deferral ends.
    var rowsAwaitingCellUpdate: [BaseRow] = []
    /// How many `withBlurValidationLeftToSubmission(_:)` calls are running.
    var blurValidationDeferrals = 0
    /// Whether rows note a title set from now on (`BaseRow.titleChangedWhileTracked`): the web
    /// renderer turns it on once the definition is built, so a title a callback changes (a swipe
    /// action flagging a message, a button counting) can be carried to the next request.
    package var tracksTitleChanges = false

    /// Hears structural and value changes; usually the controller or renderer showing the form.
    public weak var delegate: FormDelegate?

    /// Whoever shows the form and handles `BaseRow.select()` (the interaction layer).
    public weak var selectionHost: FormSelectionHost?

    /// While `recordingChanges` runs: where rows and sections report their changes.
    var changeRecorder: FormChangeRecorder?

    /// When expanded inline rows collapse on their own (hook for Rows/Inline).
    public var inlineRowHideOptions: InlineRowHideOptions = .defaultOptions

    /// The rows of each multivalued section as they were before the user first added, deleted
    /// or moved one (part of `hasUnsavedChanges`; the rows' own `wasChanged` cannot tell, a
    /// deleted row is gone). Held strongly, so a row inserted later never reuses a deleted
    /// one's identity: a row added and deleted again leaves the section as it was.
    var rowsBeforeUserEdits: [SectionRowsBeforeEdits] = []

    /// A number that changes whenever the form's structure does: a section or row inserted,
    /// removed or moved, or a tag changed (never on hiding, showing or a value). Renderers key
    /// what they derive from the structure (names, indexes) on it.
    ///
    /// ```swift
    /// let before = form.structureRevision
    /// form.last! <<< TextRow("extra")
    /// form.structureRevision != before   // true
    /// ```
    public internal(set) var structureRevision = 0

    /// Definition errors recorded so far (duplicate tags, malformed conditions, …), oldest first.
    public private(set) var definitionErrors: [FormDefinitionError] = []

    /// How deep value changes may nest (an `onChange` setting a value whose `onChange` sets
    /// another, …) before their callbacks stop running: far beyond any real chain of
    /// dependent rows, and far short of the stack's end, which callbacks setting values back
    /// and forth reached with nothing said (a server died with a crafted post).
    public static let maximumChangeNesting = 200

    /// The value changes under way, nested (see ``maximumChangeNesting``).
    var changeNesting = 0
    /// Whether runaway changes have been reported for this form (once is enough).
    var reportedRunawayChanges = false

    /// Called for each definition error as it is found. Without a handler, debug builds print
    /// the error to standard error so it is never silent.
    public var onDefinitionError: ((FormDefinitionError) -> Void)?

    /// Creates an empty form.
    public init() {}

    deinit {
        // Sections outliving their form (held by the app) must not point at it.
        for section in sectionList.all { section.form = nil }
    }

    /// Creates a form from a result-builder block of sections (rows become one-row sections).
    ///
    /// ```swift
    /// let form = Form {
    ///     Section("Account") {
    ///         EmailRow("email")
    ///         PasswordRow("password")
    ///     }
    /// }
    /// ```
    public convenience init(@FormBuilder _ content: () -> [Section]) {
        self.init()
        append(contentsOf: content())
    }

    /// Every section, visible or hidden, in order.
    public var allSections: [Section] { sectionList.all }

    /// Every row of every section, visible or hidden, in order.
    public var allRows: [BaseRow] { sectionList.all.flatMap(\.allRows) }

    /// The rows shown: visible rows of visible sections, in order.
    public var rows: [BaseRow] { sectionList.visible.flatMap(\.visibleRows) }

    /// The visible row at a visible index path.
    ///
    /// ```swift
    /// let first = form[IndexPath(row: 0, section: 0)]
    /// ```
    public subscript(indexPath: IndexPath) -> BaseRow {
        sectionList.visible[indexPath.section][indexPath.row]
    }

    /// Throws the first recorded definition error, if any.
    ///
    /// ```swift
    /// try form.checkDefinition()
    /// ```
    public func checkDefinition() throws(FormDefinitionError) {
        if let first = definitionErrors.first { throw first }
    }

    /// Records a definition error and hands it to `onDefinitionError`.
    func report(_ reason: FormDefinitionError.Reason, element: String) {
        let error = FormDefinitionError(reason: reason, element: element)
        definitionErrors.append(error)
        if let onDefinitionError {
            onDefinitionError(error)
        } else {
            #if DEBUG
                FileHandle.standardError.write(Data("Eureka definition error: \(error)\n".utf8))
            #endif
        }
    }

    /// The value a condition reads for `tag`: the row's value, or a multivalued section's values.
    func conditionValue(forTag tag: String) -> Any? {
        if let row = rowsByTag[tag] { return row.baseValue }
        if let section = sectionsByTag[tag] as? MultivaluedValuesProviding { return section.multivaluedValues() }
        return nil
    }

    /// Re-evaluates every condition that reads `tag`.
    func reevaluateDependents(ofTag tag: String) {
        for dependent in dependencies.dependents(of: tag) { dependent.evaluate() }
    }

    /// Tags joined the form: conditions that read them re-evaluate. Dependents `isSettled` names
    /// were evaluated as they arrived, with every arriving tag already registered, so a second
    /// evaluation could change nothing (building a 10,000-row form, it was a tenth of the time).
    func announceArrival(ofTags tags: [String], skipping isSettled: (DependencyIndex.Dependent) -> Bool) {
        for tag in tags {
            for dependent in dependencies.dependents(of: tag) where !isSettled(dependent) { dependent.evaluate() }
        }
    }

    func announceDeparture(ofTags tags: [String]) {
        for tag in tags { reevaluateDependents(ofTag: tag) }
    }
}

/// A section whose values form one array in `Form.values()` (multivalued sections).
protocol MultivaluedValuesProviding: Section {
    func multivaluedValues() -> [Any?]
}
