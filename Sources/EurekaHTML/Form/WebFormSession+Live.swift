import Eureka

// Live updates: the page's script sends the page's state with one change; the form is rebuilt
// from that state as it was *before* the change, the change is applied through the interaction
// layer, and the answer carries only what the change touched (rows and sections that report a
// change while it runs), so its cost follows the change, not the form.
extension WebFormSession {
    /// What a submit would refuse now, row by row in form order, for the summary a blocked
    /// submit left on the page: a binding problem, else text that did not parse, else the row's
    /// rules and validators, judged quietly (nothing stored, no callback). The rows the page
    /// shows errors on were validated by that submit, not by this rebuilt form, so their own
    /// errors would not be enough: the summary lost every row but the one just left.
    func currentProblems() -> FormSubmission {
        var problems: [SubmissionProblem] = []
        for row in form.rows where row.inlineParentRow == nil && !row.isDisabled {
            if let problem = bindingProblems[ObjectIdentifier(row)] {
                problems.append(SubmissionProblem(row: row, message: problem))
            } else if let input = (row as? any InputErrorReporting)?.inputError {
                problems.append(SubmissionProblem(row: row, message: input.message))
            } else {
                for error in row.validate(quietly: true) { problems.append(SubmissionProblem(row: row, message: error.msg)) }
            }
        }
        return FormSubmission(problems: problems, values: FormValues([:]))
    }

    /// Handles one live request and answers with what changed.
    ///
    /// The request is the page's fields plus: `_seq` (echoed), `_event` (`input`, `change`,
    /// `blur`, `command` or `submit`), `_row` (the key of the row the event happened in),
    /// `_fields` (the names of the fields the change touched) with `_prev.<name>` (their values
    /// before it), `_blurred` (keys of rows the user has left, so blur validation shows as on
    /// the page), and a command's own field (`_action`, `_insert`, …) for `command`.
    public func handleLive(_ posted: PostedForm, options: HTMLFormOptions) async -> LiveAnswer {
        let sequence = Int(posted.first("_seq") ?? "") ?? 0
        let event = posted.first("_event") ?? "change"
        let changedFields = Set((posted.first("_fields") ?? "").split(separator: " ").map(String.init))
        let before = Self.state(posted, replacing: changedFields)
        RemovedRows.replay(from: PostedFieldIndex(before), in: self)
        let removedBefore = removedRowKeys.count
        reconcileMultivaluedSections(before)
        // The page's state before the change is whole and current (the script keeps it so): it
        // is replayed in document order, whatever `_shown` the page was first given.
        bindValues(before, blurringChangedRows: false, usingShownFields: false)
        await runScheduledWork()
        blurRows(listedIn: posted)
        let interaction = controller.interaction
        let names = fieldNames
        let row = posted.first("_row").flatMap(names.row(forKey:)).flatMap { $0.isShownInForm ? $0 : nil }
        var submission: FormSubmission?
        var commandFocus: BaseRow?
        var swipeTitle: String?
        var listCommand: ListCommandAnnouncement?
        let problemsBefore = bindingProblems
        // After the snapshot, so a row whose text was cut is sent again with the problem.
        recordOversizedValues(posted)
        let navigationBefore = interaction.navigationTargets()
        let changes = form.recordingChanges {
            switch event {
            case "input":
                guard let row, let text = posted.last(names.key(for: row)) else { return }
                try? interaction.perform(.editText(text, cursor: nil), on: row)
            case "blur":
                guard let row, !row.isDisabled else { return }
                // A field left as it was shown ("12%" for 0.123456) asks nothing of its row:
                // editing from its shown text would read the rounded value back.
                if case .text(let entry) = row.control, let text = posted.last(names.key(for: row)),
                    entry.isEditing || PostedValueReader.textToSet(text, in: entry) != nil
                {
                    try? interaction.perform(.editText(text, cursor: nil), on: row)
                } else {
                    interaction.focus(row)
                }
                interaction.endEditing()
            case "command":
                swipeTitle = Self.swipeActionTitle(posted, names: names)
                listCommand = ListCommandAnnouncement(posted, names: names, interaction: interaction)
                commandFocus = performCommand(posted)
                assignKeysToNewRows()
                // A press that ends the form (a button calling `submit()`), as on the plain
                // page: the submission is decided here, with what the press changed.
                if completion == .submit {
                    interaction.endEditing()
                    submission = submissionCountingBindingProblems()
                }
            case "submit":
                interaction.endEditing()
                submission = submissionCountingBindingProblems()
            default:
                applyChange(to: changedFields, posted: posted, names: names)
            }
        }
        await runScheduledWork()
        var answer = LiveAnswer(seq: sequence)
        if completion == .cancel {
            // A press that cancels: the page posts it as the plain form does, and the server
            // answers with the route's cancel page.
            answer.postPage = true
            return answer
        }
        if let submission {
            if submission.isAccepted {
                answer.submit = true
                // A press's own changes reach the page first, so the submitted page holds them.
                if event == "command" { fill(&answer, with: changes, also: [], options: options) }
                return answer
            }
            blockedSubmission = submission
            var html = HTMLWriter()
            HTMLFormRenderer(session: self, options: options).writeSummary(submission, into: &html)
            answer.summary = html.string
            answer.focus = submission.firstInvalidRow.map { FormElementID.control(fieldNames.key(for: $0)) }
        } else if posted.first("_summary") != nil {
            // The page shows the summary of a blocked submit: it follows the errors, or it led
            // to fields already fixed and left out new ones.
            let current = currentProblems()
            var html = HTMLWriter()
            if !current.problems.isEmpty { HTMLFormRenderer(session: self, options: options).writeSummary(current, quietly: true, into: &html) }
            answer.summaryUpdate = html.string
        }
        // A value the row refused (a crafted option, a number out of range) changes nothing on
        // screen, yet the row now shows the problem, another one than before (15 refused after
        // 3.5), or none (the value it kept posted again): it is sent again, and the problem
        // announced.
        let refused =
            bindingProblems == problemsBefore
            ? []
            : form.allRows.filter { row in
                bindingProblems[ObjectIdentifier(row)] != problemsBefore[ObjectIdentifier(row)] && row.isShownInForm
            }
        fill(&answer, with: changes, also: refused, options: options)
        if !answer.rows.isEmpty || !answer.hide.isEmpty || !answer.sections.isEmpty || !answer.hideSections.isEmpty {
            answer.links = navigationLinks(changedSince: navigationBefore, leaving: answer)
        }
        if event == "command", let focused = commandFocus, focused.isShownInForm, focused !== row {
            answer.focus = FormElementID.control(fieldNames.key(for: focused))
        }
        if let alert = presented.last as? AlertController { answer.dialog = AlertDialogMarkup(alert: alert).html() }
        // A row a swipe action removed joins the page's list of removed rows.
        if removedRowKeys.count != removedBefore, let removed = RemovedRows.value(for: self) { answer.removed = removed }
        // Rows the change hid take their values with them into the page's kept state.
        if stateSigner != nil, !answer.hide.isEmpty || !answer.hideSections.isEmpty || !answer.rows.isEmpty || !answer.sections.isEmpty {
            answer.kept = KeptValues.values(for: self)
        }
        // A swipe action's button is gone from the menu it was in: say it was done (when it did
        // something: a row hidden or disabled meanwhile runs none).
        if let swipeTitle, !changes.rows.isEmpty || !changes.sections.isEmpty {
            answer.announce = ["\(swipeTitle): done", answer.announce].compactMap { $0 }.joined(separator: ", ")
        }
        // A list's add, delete or move says what it did (the page heard "1 shown" for an
        // added row, nothing for one moved), and says it all: "1 removed" after "Deleted
        // Barbara" said it twice.
        if let said = listCommand?.sentence(after: commandFocus) {
            answer.announce = said
            answer.announceCoversRows = true
        }
        if event == "blur" || event == "change", let row, let error = bindingProblems[ObjectIdentifier(row)] ?? row.errorMessages.first {
            answer.announce = "\(row.title ?? "Field"): \(error)"
        }
        // A button whose press validates (a "Validate all") marked rows invalid without a word:
        // the errors it gave are said, the first three by row.
        if event == "command", swipeTitle == nil, listCommand == nil, submission == nil {
            let flagged = changes.rows.filter { $0.isShownInForm && !$0.errorMessages.isEmpty }
            if !flagged.isEmpty {
                let named = flagged.prefix(3).map { "\(Self.spokenName(of: $0)): \($0.errorMessages[0])" }
                let more = flagged.count > 3 ? ", and \(flagged.count - 3) more" : ""
                let said = (flagged.count == 1 ? "1 row has a problem: " : "\(flagged.count) rows have problems: ") + named.joined(separator: ", ") + more
                answer.announce = [answer.announce, said].compactMap { $0 }.joined(separator: ". ")
            }
        }
        return answer
    }

    /// The title of the swipe action a command names (`_swipe`: "KEY leading|trailing INDEX"),
    /// read before it runs: a destructive one takes its row away.
    private static func swipeActionTitle(_ posted: PostedForm, names: FormFieldNames) -> String? {
        guard let text = posted.first("_swipe"), let command = SwipeCommand(text), let row = names.row(forKey: command.rowKey) else { return nil }
        guard let action = row.describe().swipeActions.first(where: { $0.edge == command.edge && $0.index == command.index }) else { return nil }
        // Named with its row, as the page's list commands are ("Deleted Guest Barbara"): three
        // "Delete: done" in a row said nothing of which message went.
        return "\(action.title) on “\(spokenName(of: row))”"
    }

    /// The text fields the answer leaves in place whose Enter / Shift-Enter targets are not what
    /// the page wrote: rows shown, hidden, inserted or removed next to them moved their neighbours.
    private func navigationLinks(changedSince before: RowNavigationTargets, leaving answer: LiveAnswer) -> [LiveAnswer.NavigationLink] {
        let after = controller.interaction.navigationTargets()
        let names = fieldNames
        let patchedRows = Set(answer.rows.map(\.key))
        let patchedSections = Set(answer.sections.map(\.key))
        var links: [LiveAnswer.NavigationLink] = []
        for row in form.rows where row.inlineParentRow == nil {
            let next = after.next(after: row)
            let previous = after.previous(before: row)
            guard next !== before.next(after: row) || previous !== before.previous(before: row) else { continue }
            let key = names.key(for: row)
            guard !patchedRows.contains(key), let section = row.section, !patchedSections.contains(names.key(for: section)),
                case .text = row.bindingControl
            else { continue }
            links.append(
                LiveAnswer.NavigationLink(
                    field: FormElementID.control(key), next: next.map { FormElementID.control(names.key(for: $0)) },
                    previous: previous.map { FormElementID.control(names.key(for: $0)) }))
        }
        return links
    }

    /// The page's state with the named fields set back to the values they had before the change.
    static func state(_ posted: PostedForm, replacing names: Set<String>) -> PostedForm {
        guard !names.isEmpty else { return posted }
        var state = PostedForm()
        for field in posted.fields where !names.contains(field.name) && !field.name.hasPrefix("_prev.") {
            state.fields.append(field)
        }
        for field in posted.fields where field.name.hasPrefix("_prev.") {
            let name = String(field.name.dropFirst("_prev.".count))
            if names.contains(name) { state.fields.append(PostedForm.Field(name: name, value: field.value)) }
        }
        return state
    }

    /// Rows the user has left on the page are blurred here too, so their blur validation shows.
    private func blurRows(listedIn posted: PostedForm) {
        let interaction = controller.interaction
        let names = fieldNames
        for key in (posted.first("_blurred") ?? "").split(separator: " ").prefix(10_000) {
            guard let row = names.row(forKey: String(key)), row.isShownInForm, !row.isDisabled else { continue }
            interaction.focus(row)
        }
        interaction.endEditing()
    }

    /// Applies the new values of the changed fields to the rows they belong to: a row's own
    /// field, one of its wheels (`key.1`), or its selectable section's radio group.
    private func applyChange(to fields: Set<String>, posted: PostedForm, names: FormFieldNames) {
        let reader = PostedValueReader(posted: PostedFieldIndex(posted), names: names)
        var touched = Set<ObjectIdentifier>()
        for field in fields {
            for row in PostedValueReader.rows(forField: field, names: names) { touched.insert(ObjectIdentifier(row)) }
        }
        // The rows the change names that the page showed enabled, in document order: a change
        // of several fields at once (controls a browser refilled) is applied as the person made
        // it, so a lock ticked among them does not refuse the choice made before it.
        let rows = form.allRows.filter {
            touched.contains(ObjectIdentifier($0)) && $0.isShownInForm && $0.inlineParentRow == nil && !$0.isDisabled
        }
        var items: [PostedValueReader.Item] = []
        for row in rows {
            // The change is the row's newest value: a problem the replayed state gave it is over,
            // also when the value posted is the one the row kept (no action to perform).
            if bindingProblems.removeValue(forKey: ObjectIdentifier(row)) != nil { bindingTexts[ObjectIdentifier(row)] = nil }
            row.withDisabledSetAside {
                items.removeAll(keepingCapacity: true)
                reader.appendActions(for: row, control: row.control, to: &items)
                apply(items, to: row)
            }
        }
    }

    /// Turns the recorded changes into patches: sections first (shown, hidden, restructured),
    /// then rows outside them (replaced, shown, hidden).
    private func fill(_ answer: inout LiveAnswer, with changes: FormChanges, also extraRows: [BaseRow] = [], options: HTMLFormOptions) {
        let renderer = HTMLFormRenderer(session: self, options: options)
        let names = fieldNames
        var renderedSections = Set<ObjectIdentifier>()
        // What a change hid, by name: "2 hidden" told a listener nothing of which rows went.
        var hiddenNames: [String] = []
        for section in changes.sections {
            let key = names.key(for: section)
            guard section.form === form, let index = section.index else {
                answer.hideSections.append(key)
                if section.form === form {
                    for row in section.allRows where row.inlineParentRow == nil && !row.isHidden { hiddenNames.append(Self.spokenName(of: row)) }
                }
                continue
            }
            renderedSections.insert(ObjectIdentifier(section))
            var html = HTMLWriter()
            controller.interaction.prepareAllRowsForDisplay()
            renderer.writeSection(section, into: &html)
            answer.sections.append(LiveAnswer.SectionPatch(key: key, after: index > 0 ? names.key(for: form[index - 1]) : nil, html: html.string))
        }
        let changedRows = Set(changes.rows.map(ObjectIdentifier.init))
        // Hidden rows stay in their section; removed ones (deleted, a destructive swipe) do not.
        var hiddenInForm = 0
        for row in changes.rows + extraRows.filter({ !changedRows.contains(ObjectIdentifier($0)) }) where row.inlineParentRow == nil {
            let key = names.key(for: row)
            guard let section = row.section, section.form === form, let path = row.indexPath else {
                answer.hide.append(key)
                if row.section?.form === form {
                    hiddenInForm += 1
                    hiddenNames.append(Self.spokenName(of: row))
                }
                continue
            }
            guard !renderedSections.contains(ObjectIdentifier(section)) else { continue }
            controller.interaction.prepareForDisplay(row)
            var html = HTMLWriter()
            renderer.writeRow(row, footerID: section.footer == nil ? nil : FormElementID.footer(names.key(for: section)), into: &html)
            let previous = path.row > 0 ? (0..<path.row).reversed().lazy.map { section[$0] }.first { $0.inlineParentRow == nil } : nil
            answer.rows.append(LiveAnswer.RowPatch(key: key, section: names.key(for: section), after: previous.map(names.key(for:)), html: html.string))
        }
        // Rows shown are counted by the page's script, which knows which patches are new to it;
        // rows merely redrawn are not announced (a radio pick redraws two).
        let removed = answer.hide.count - hiddenInForm
        let counts = [Self.spokenList("Hidden", hiddenNames), removed > 0 ? "\(removed) removed" : nil].compactMap { $0 }
        answer.announce = counts.isEmpty ? nil : counts.joined(separator: ", ")
    }

    /// A row as an announcement names it: its title, else "a row".
    static func spokenName(of row: BaseRow) -> String {
        guard let title = row.title, !title.allSatisfy(\.isWhitespace) else { return "a row" }
        return title
    }

    /// "Hidden: Company, Job title", the first five names and how many more; nil for none.
    static func spokenList(_ what: String, _ names: [String]) -> String? {
        guard !names.isEmpty else { return nil }
        let more = names.count > 5 ? " and \(names.count - 5) more" : ""
        return "\(what): " + names.prefix(5).joined(separator: ", ") + more
    }
}
