import Eureka

/// One request's life of a form on the web: the controller built fresh from its definition, the
/// posted state bound to it, the user's command performed through the interaction layer, and
/// what the page shows next. It is the form's presentation host for that request: controllers
/// a press presents and work (lazy options) the form asks for are collected here.
///
/// The web is stateless: the page carries the form's state (its fields, and each multivalued
/// section's row keys), and each request rebuilds the form and applies that state in document
/// order before the one change.
///
/// ```swift
/// let session = WebFormSession(controller: SignupController())
/// await session.load()
/// let outcome = await session.handle(posted)
/// if case .submitted(let values) = outcome { save(values) } else { page = session.renderPage(…) }
/// ```
public final class WebFormSession: PresentationHost, FormWorkScheduler {
    /// The controller, built for this request.
    public let controller: FormViewController
    /// The keys of multivalued rows, as the page sent them (or the definition's).
    public internal(set) var rowKeys: MultivaluedRowKeys {
        didSet { cachedFieldNames = nil }
    }
    /// Controllers presented while handling the request (a press that opens a form, an alert).
    public private(set) var presented: [ViewController] = []
    /// The answer to a submit asked for in this request, when it was refused.
    public internal(set) var blockedSubmission: FormSubmission?
    /// Problems with posted values that no row keeps itself (a crafted choice, a number out of
    /// its range), shown under their rows.
    public internal(set) var bindingProblems: [ObjectIdentifier: String] = [:]
    /// Text a page posted that its row's control could not take (a number out of its range, a
    /// text too long to send), shown back in the control beside the problem, so nothing the user
    /// typed is lost.
    public internal(set) var bindingTexts: [ObjectIdentifier: String] = [:]
    /// The rows named in `bindingProblems`, held so that none is freed while its identifier is
    /// a key there: a callback deleting one and inserting another could otherwise give the new
    /// row the freed one's address, and its problem.
    var rowsWithBindingProblems: [BaseRow] = []
    /// Signs the values of rows the page does not show, so they survive the request (see
    /// ``PageStateSigner``); without one, a row hidden between requests comes back with its
    /// definition's value. A server sets it before loading the session.
    public var stateSigner: (any PageStateSigner)?
    /// The row to focus when the page loads (the first invalid one after a blocked submit).
    public internal(set) var focusRow: BaseRow?
    /// Where focus goes on a page that comes back from one of its buttons (`autofocus`).
    public internal(set) var pageFocus: PageFocus?
    /// The row whose press presented the alert in `presented` on a page without script: the
    /// page shows the alert as a panel whose buttons press the row again and choose an action.
    public internal(set) var alertSource: BaseRow?

    var scheduled: [FormWork] = []
    /// The names last derived, with the form and structure revision they were derived from:
    /// naming 10,000 rows costs milliseconds, and one request asks for the names many times.
    private var cachedFieldNames: (form: ObjectIdentifier, revision: Int, names: FormFieldNames)?
    var completion: FormCompletion?
    /// Whether the page shows the form as its definition builds it (a GET): its script may then
    /// send only the fields that changed since, the rest being the definition's.
    public internal(set) var isPristine = true
    /// Keys of the rows of plain sections that swipe actions removed, in order, carried by the
    /// page (`RemovedRows`) so they stay removed.
    var removedRowKeys: [String] = []
    /// The kept state a post carried that the signer did not verify, unsigned (see `KeptValues`).
    var unverifiedKeptPayload: String?
    /// Whether a post's list of rows swiped away did not verify, and was ignored.
    var ignoredUnverifiedRemovals = false

    /// A session for `controller`, which must be freshly made for this request.
    public init(controller: FormViewController) {
        self.controller = controller
        self.rowKeys = MultivaluedRowKeys(form: controller.form)
    }

    /// The form the controller shows.
    public var form: Form { controller.form }

    /// Loads the controller (`viewDidLoad`), becomes its host, and waits for lazy options, so
    /// every choice can be shown and bound.
    public func load() async {
        controller.host = self
        controller.completionHandler = { [weak self] in self?.completion = $0 }
        controller.loadViewIfNeeded()
        controller.viewWillAppear()
        rowKeys = MultivaluedRowKeys(form: controller.form)
        await loadOptions()
        // From here on a title set is a callback's change, which the next request's fresh form
        // would not have: the page carries it (`KeptValues`).
        controller.form.tracksTitleChanges = true
    }

    /// Runs the lazy option loads of shown rows and any work the form scheduled, so every
    /// choice can be listed (the page's options, the JSON schema's `enum`s).
    ///
    /// ```swift
    /// await session.loadOptions()
    /// let schema = session.form.jsonSchema()
    /// ```
    public func loadOptions() async {
        for row in form.rows {
            if let load = controller.interaction.optionsLoad(for: row) { await load.perform() }
        }
        await runScheduledWork()
    }

    func runScheduledWork() async {
        while !scheduled.isEmpty {
            let work = scheduled.removeFirst()
            await work.perform()
        }
    }

    /// The names of this request's rows and sections.
    public var fieldNames: FormFieldNames {
        let form = self.form
        if let cached = cachedFieldNames, cached.form == ObjectIdentifier(form), cached.revision == form.structureRevision {
            return cached.names
        }
        let names = FormFieldNames(form: form, multivaluedKeys: rowKeys)
        cachedFieldNames = (ObjectIdentifier(form), form.structureRevision, names)
        return names
    }

    // MARK: PresentationHost, FormWorkScheduler

    public func show(_ controller: ViewController, from presenter: ViewController, style: PresentationStyle) {
        presented.append(controller)
    }

    public func dismiss(_ controller: ViewController) {
        presented.removeAll { $0 === controller }
    }

    public func schedule(_ work: FormWork) {
        scheduled.append(work)
    }
}
