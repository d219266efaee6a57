import Eureka

/// Writes a form as semantic, accessible HTML from its rows' descriptions: sections as
/// fieldsets, every control labelled, errors under their rows (`aria-invalid`,
/// `aria-describedby`), a summary linking to each invalid field after a blocked submit, and
/// buttons that carry the page's commands without script. It renders descriptions and knows
/// no row types; every string goes through the escaping writer.
///
/// ```swift
/// var html = HTMLWriter()
/// HTMLFormRenderer(session: session, options: HTMLFormOptions(action: "/signup")).writeForm(into: &html)
/// ```
public struct HTMLFormRenderer {
    /// The request's form session.
    public let session: WebFormSession
    /// Where the form posts, and its words.
    public let options: HTMLFormOptions
    let names: FormFieldNames
    /// What the rows written so far showed, for the page's `_shown` and `_kept` fields:
    /// collected while each row's description is at hand.
    let pageState = PageStateCollector()

    /// The rows' digests and read-only texts, in the order they were written.
    final class PageStateCollector {
        /// Each enabled row's key and the digest of what its fields show (``ShownFields``).
        var digests: [(key: String, digest: UInt64)] = []
        /// Each read-only row's key and text (``KeptValues``).
        var readOnlyTexts: [(key: String, text: String)] = []
    }

    /// A renderer for `session`'s form.
    public init(session: WebFormSession, options: HTMLFormOptions) {
        self.session = session
        self.options = options
        self.names = session.fieldNames
    }

    var interaction: FormInteraction { session.controller.interaction }

    /// Writes the options' notice, the error summary (after a blocked submit) and the `<form>`.
    public func writeForm(into html: inout HTMLWriter) {
        interaction.prepareAllRowsForDisplay()
        if let notice = options.notice { writeNotice(notice, focused: session.blockedSubmission == nil, into: &html) }
        if let submission = session.blockedSubmission { writeSummary(submission, into: &html) }
        html.open(.form) { attributes in
            attributes.attribute(.method, "post")
            attributes.attribute(.action, options.action)
            attributes.attribute(.class, "eu-form")
            attributes.attribute(.acceptCharset, "utf-8")
            attributes.attribute(.dataLive, "1")
            if session.isPristine { attributes.attribute(.dataFresh, "1") }
            attributes.boolean(.novalidate)
        }
        // Enter in a field submits with the first button: make that "Update", never a row's.
        html.element(
            .button,
            attributes: {
                $0.attribute(.type, "submit"); $0.attribute(.name, "_do"); $0.attribute(.value, "update")
                $0.attribute(.class, "eu-default-button"); $0.attribute(.tabindex, -1); $0.boolean(.hidden)
            }, text: options.updateTitle)
        if let token = options.csrfToken {
            html.void(.input) {
                $0.attribute(.type, "hidden"); $0.attribute(.name, options.csrfFieldName); $0.attribute(.value, token)
            }
        }
        // An alert a press presented, on a page without script (the script shows it as a dialog).
        if let alert = session.presented.last as? AlertController, let source = session.alertSource, source.isShownInForm {
            AlertDialogMarkup(alert: alert).writePanel(sourceKey: names.key(for: source), into: &html)
        }
        let navigation = interaction.navigationTargets()
        for section in session.form {
            writeSection(section, navigation: navigation, into: &html)
        }
        for value in shownFieldsValues() {
            html.void(.input) {
                $0.attribute(.type, "hidden"); $0.attribute(.name, ShownFields.fieldName); $0.attribute(.value, value)
            }
        }
        if let removed = RemovedRows.value(for: session) {
            html.void(.input) {
                $0.attribute(.type, "hidden"); $0.attribute(.name, RemovedRows.fieldName); $0.attribute(.value, removed)
            }
        }
        for value in KeptValues.values(for: session, shownReadOnly: session.stateSigner == nil ? [] : pageState.readOnlyTexts) {
            html.void(.input) {
                $0.attribute(.type, "hidden"); $0.attribute(.name, KeptValues.fieldName); $0.attribute(.value, value)
            }
        }
        html.element(.div, attributes: { $0.attribute(.class, "eu-form-actions") }) { html in
            html.element(
                .button,
                attributes: {
                    $0.attribute(.type, "submit"); $0.attribute(.name, "_do"); $0.attribute(.value, "update"); $0.attribute(.class, "eu-button eu-secondary")
                }, text: options.updateTitle)
            if let submit = options.submitTitle {
                html.element(
                    .button,
                    attributes: {
                        $0.attribute(.type, "submit"); $0.attribute(.name, "_do"); $0.attribute(.value, "submit"); $0.attribute(.class, "eu-button eu-primary")
                    }, text: submit)
            }
        }
        html.close(.form)
        // Announcements of the live updates (errors after leaving a field, rows shown or hidden).
        html.element(
            .div,
            attributes: {
                $0.attribute(.id, "eu-live"); $0.attribute(.class, "eu-visually-hidden")
                $0.attribute(.role, "status"); $0.attribute(.ariaLive, "polite"); $0.attribute(.ariaAtomic, "true")
            }
        ) { _ in }
    }

    /// What the page shows in its fields, for binding to tell them from what the user changes.
    private func shownFieldsValues() -> [String] {
        guard !session.isPristine else { return [ShownFields.definitionMarker] }
        return ShownFields.values(for: pageState.digests, signer: session.stateSigner)
    }

    // MARK: Summary

    /// The notice, styled as the summary; it takes focus unless a summary follows, which does.
    func writeNotice(_ notice: HTMLFormNotice, focused: Bool, into html: inout HTMLWriter) {
        html.element(
            .div,
            attributes: {
                $0.attribute(.class, "eu-summary eu-notice"); $0.attribute(.id, "eu-notice"); $0.attribute(.role, "alert")
                $0.attribute(.tabindex, -1); $0.boolean(.autofocus, focused); $0.attribute(.ariaLabelledBy, "eu-notice-title")
            }
        ) { html in
            html.element(.h2, attributes: { $0.attribute(.id, "eu-notice-title") }, text: notice.headline)
            html.element(.p, text: notice.message)
        }
    }

    /// The summary of `submission`'s problems, each linking to its field. `quietly`, as an
    /// update of one already shown: no alert to be read out again, and no focus taken.
    func writeSummary(_ submission: FormSubmission, quietly: Bool = false, into html: inout HTMLWriter) {
        html.element(
            .div,
            attributes: {
                $0.attribute(.class, "eu-summary"); $0.attribute(.id, "eu-summary")
                if !quietly { $0.attribute(.role, "alert") }
                $0.attribute(.tabindex, -1); $0.boolean(.autofocus, !quietly); $0.attribute(.ariaLabelledBy, "eu-summary-title")
            }
        ) { html in
            html.element(.h2, attributes: { $0.attribute(.id, "eu-summary-title") }, text: submission.headline)
            html.element(.ul) { html in
                for problem in submission.problems {
                    html.element(.li) { html in
                        let line = "\(problem.rowTitle ?? SubmissionMessages.current.formProblemTitle): \(problem.message)"
                        if let row = problem.row, row.isShownInForm {
                            html.element(.a, attributes: { $0.attribute(.href, "#" + FormElementID.control(names.key(for: row))) }, text: line)
                        } else {
                            html.text(line)
                        }
                    }
                }
            }
        }
    }

    // MARK: Sections

    /// Writes a section and its rows; `navigation` (the whole form's, worked out once) saves
    /// asking for each row's neighbours.
    func writeSection(_ section: Section, navigation: RowNavigationTargets? = nil, into html: inout HTMLWriter) {
        let description = section.describe()
        let key = names.key(for: section)
        let footerID = description.footer.isEmpty ? nil : FormElementID.footer(key)
        let hasLegend = !description.header.isEmpty
        html.open(hasLegend ? .fieldset : .div) { attributes in
            attributes.attribute(.class, sectionClass(description))
            attributes.attribute(.id, FormElementID.section(key))
            if case .multivalued = description.kind { attributes.attribute(.dataKeys, session.rowKeys.orderedKeys(in: section).joined(separator: " ")) }
        }
        if hasLegend {
            html.element(.legend, attributes: { $0.attribute(.class, "eu-section-title") }, text: description.header.joined(separator: " "))
        }
        if case .multivalued = description.kind {
            html.void(.input) {
                $0.attribute(.type, "hidden"); $0.attribute(.name, "_mv." + key)
                $0.attribute(.value, session.rowKeys.orderedKeys(in: section).joined(separator: " "))
            }
        }
        if case .selectable(allowsMultipleSelection: false, _) = description.kind {
            html.void(.input) {
                $0.attribute(.type, "hidden"); $0.attribute(.name, key); $0.attribute(.value, "")
            }
        }
        for row in section {
            writeRow(row, footerID: footerID, navigation: navigation, into: &html)
        }
        if case .selectable(allowsMultipleSelection: false, allowsDeselection: true) = description.kind {
            writeNoneOption(of: section, key: key, footerID: footerID, into: &html)
        }
        if let footerID {
            html.element(
                .p,
                attributes: {
                    $0.attribute(.class, "eu-footer"); $0.attribute(.id, footerID)
                }, text: description.footer.joined(separator: "\n"))
        }
        html.close(hasLegend ? .fieldset : .div)
    }

    /// The choice of no option, for a single selection that may be undone: a radio group
    /// cannot untick, so the page offers "None" (posting the group empty clears it).
    private func writeNoneOption(of section: Section, key: String, footerID: String?, into html: inout HTMLWriter) {
        let rows = section.allRows.filter(\.isShownInForm)
        guard let first = rows.first else { return }
        let noneSelected = !rows.contains { row in
            if case .selectableOption(let option) = row.control { return option.isSelected }
            return false
        }
        let id = FormElementID.noneOption(key)
        html.open(.div) { attributes in
            attributes.attribute(.class, "eu-row eu-kind-selectable-option eu-none-option")
            // The first option's key, on purpose: the script sends a row with every change, and
            // "None" has none of its own; the change itself names the group (its section's key).
            attributes.attribute(.dataKey, names.key(for: first))
        }
        html.element(
            .label,
            attributes: {
                $0.attribute(.class, "eu-label"); $0.attribute(.for, id)
            }, text: "None")
        html.element(.div, attributes: { $0.attribute(.class, "eu-control") }) { html in
            html.void(.input) { attributes in
                attributes.attribute(.type, "radio")
                attributes.attribute(.class, "eu-check")
                attributes.attribute(.id, id)
                attributes.attribute(.name, key)
                attributes.attribute(.value, "")
                attributes.boolean(.checked, noneSelected)
                attributes.boolean(.disabled, rows.allSatisfy(\.isDisabled))
                if let footerID { attributes.attribute(.ariaDescribedBy, footerID) }
            }
        }
        html.close(.div)
    }

    private func sectionClass(_ description: SectionDescription) -> String {
        switch description.kind {
        case .plain: "eu-section"
        case .selectable: "eu-section eu-section-selectable"
        case .multivalued: "eu-section eu-section-multivalued"
        }
    }
}
