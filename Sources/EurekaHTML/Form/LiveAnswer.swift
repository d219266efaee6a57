/// What the page changes after one live update: only what the change touched.
///
/// Encoded as JSON for the page's script. Rows and sections carry their new HTML; a row that
/// is new to the page says after which row (or at the start of which section) it goes.
///
/// ```json
/// {"seq":7,"rows":[{"key":"t-end","html":"<div …>"}],"hide":["t-notes"],"sections":[],"hideSections":[]}
/// ```
public struct LiveAnswer: Encodable, Sendable {
    /// A row to replace, or to insert when it is not on the page.
    public struct RowPatch: Encodable, Sendable {
        /// The row's key (its element is `row-<key>`).
        public var key: String
        /// The row's section key (its element is `sec-<key>`).
        public var section: String
        /// The row shown just before it in its section; nil when it comes first.
        public var after: String?
        /// The row's HTML.
        public var html: String
    }

    /// A section to replace, or to insert when it is not on the page.
    public struct SectionPatch: Encodable, Sendable {
        /// The section's key (its element is `sec-<key>`).
        public var key: String
        /// The section shown just before it; nil when it comes first.
        public var after: String?
        /// The section's HTML.
        public var html: String
    }

    /// Where Enter and Shift-Enter go from a text field the answer does not replace, when rows
    /// shown, hidden, added or removed around it changed that (its `data-next` / `data-prev`).
    public struct NavigationLink: Encodable, Sendable {
        /// The field's element id (`f-<key>`).
        public var field: String
        /// The field Enter goes to; nil when it goes nowhere.
        public var next: String?
        /// The field Shift-Enter goes to; nil when it goes nowhere.
        public var previous: String?
    }

    /// The request's sequence number, echoed: the page ignores answers older than one it applied.
    public var seq: Int
    /// Rows to replace or insert.
    public var rows: [RowPatch] = []
    /// Rows to remove from the page (hidden or deleted).
    public var hide: [String] = []
    /// Sections to replace or insert.
    public var sections: [SectionPatch] = []
    /// Sections to remove from the page.
    public var hideSections: [String] = []
    /// The error summary after a blocked submit.
    public var summary: String?
    /// The summary the page shows since a blocked submit, as the errors now stand (a fixed field
    /// gone from it, a new error added), written to replace it quietly; empty when no error is
    /// left. Sent when the page said it shows one (`_summary`); nil otherwise.
    public var summaryUpdate: String?
    /// The control to focus (the first invalid one, a row just inserted).
    public var focus: String?
    /// A short sentence for the live region (errors after leaving a field, rows shown or hidden).
    public var announce: String?
    /// Whether `announce` already says what the rows the answer shows are ("Added a row to
    /// Tags"), so the page does not count them too ("1 shown").
    public var announceCoversRows = false
    /// Submit the page normally now: nothing blocks it.
    public var submit = false
    /// Post the page as the plain form does, with the button that was pressed: the press
    /// cancelled the form, which the route answers with its own page.
    public var postPage = false
    /// A dialog to open (an alert a press presented), as HTML.
    public var dialog: String?
    /// The page's signed `_kept` fields after the change (the values of rows it does not
    /// show), replacing the ones it has; nil when the session keeps no such state.
    public var kept: [String]?
    /// The page's signed `_removed` field after the change, when a swipe action removed a row
    /// (the script replaces the field's value); nil when the list did not change.
    public var removed: String?
    /// Text fields left in place whose Enter / Shift-Enter targets changed.
    public var links: [NavigationLink] = []
}
