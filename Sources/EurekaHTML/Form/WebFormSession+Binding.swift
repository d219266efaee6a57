import Eureka

// Applying a posted page to the freshly built form: the multivalued sections' rows first (so
// every field has its row), then each shown, enabled row's value in document order — conditions
// change as values arrive, exactly as they did on the page — then the one command.
extension WebFormSession {
    /// Binds `posted` to the form, performs the command it carries (a button, insert, delete,
    /// move, a swipe action, submit) and says what to show next.
    ///
    /// Hidden and disabled rows ignore what is posted for them, as do unknown fields: a crafted
    /// POST cannot set them. Text that does not parse is kept and shown back with its error.
    public func handle(_ posted: PostedForm) async -> WebFormOutcome {
        await applyPage(posted, performingItsCommand: true)
        if completion == .cancel { return .cancelled }
        if completion == .submit || posted.first("_do") == "submit" {
            controller.interaction.endEditing()
            let submission = submissionCountingBindingProblems()
            guard submission.isAccepted else {
                blockedSubmission = submission
                focusRow = submission.firstInvalidRow
                return .showForm
            }
            return .submitted(submission.values)
        }
        return .showForm
    }

    /// Puts a posted page into the form: rows removed and multivalued rows as the page had them,
    /// then every value, then (when asked) the one command the page carried.
    func applyPage(_ posted: PostedForm, performingItsCommand: Bool) async {
        isPristine = false
        RemovedRows.replay(from: PostedFieldIndex(posted), in: self)
        reconcileMultivaluedSections(posted)
        bindValues(posted)
        recordOversizedValues(posted)
        await runScheduledWork()
        if performingItsCommand { performCommand(posted) }
        assignKeysToNewRows()
        await loadOptions()
    }

    /// The form's answer to the submit, with posted values that no row could take (a crafted
    /// choice, a number out of range) as problems of their rows, after the rows' own: such a
    /// post must block the submit, not leave the row's previous value to be saved.
    func submissionCountingBindingProblems() -> FormSubmission {
        let submission = controller.submission()
        guard !bindingProblems.isEmpty else { return submission }
        var problems: [SubmissionProblem] = []
        var rest = submission.problems[...]
        for row in form.rows {
            while let problem = rest.first, problem.row === row {
                problems.append(problem)
                rest = rest.dropFirst()
            }
            if let message = bindingProblems[ObjectIdentifier(row)] { problems.append(SubmissionProblem(row: row, message: message)) }
        }
        return FormSubmission(problems: problems + rest, values: submission.values)
    }

    /// Notes a problem with what was posted for `row`, replacing any noted before.
    func recordBindingProblem(_ message: String, for row: BaseRow) {
        if bindingProblems.updateValue(message, forKey: ObjectIdentifier(row)) == nil { rowsWithBindingProblems.append(row) }
    }

    // MARK: Multivalued sections

    /// The first list of a multivalued section's rows (`_mv.<section>`) naming more rows than
    /// the section may hold — `MultivaluedRowKeys.maximumRowsPerSection`, or the rows the
    /// definition starts with when it has more — with how many it names and that limit; nil when
    /// every list fits. A page never writes such a list: a server refuses it rather than drop
    /// the rows past the limit without a word.
    ///
    /// ```swift
    /// if let overlong = session.overlongRowList(in: posted) { refuse(overlong.name) }
    /// ```
    public func overlongRowList(in posted: PostedForm) -> (name: String, count: Int, limit: Int)? {
        let names = fieldNames
        for section in form.allSections where section is any MultivaluedSectionType {
            let name = "_mv." + names.key(for: section)
            guard let list = posted.first(name) else { continue }
            let count = list.split(separator: " ").count
            let limit = rowListLimit(for: section)
            if count > limit { return (name, count, limit) }
        }
        return nil
    }

    /// How many rows a page's list may name for `section`: the page's limit, or the rows the
    /// freshly built section holds when that is more (a definition may start with more rows
    /// than a page can add; a post must not cut them).
    private func rowListLimit(for section: Section) -> Int {
        (section as? any MultivaluedSectionType)?.maximumListLength(allowing: MultivaluedRowKeys.maximumRowsPerSection)
            ?? MultivaluedRowKeys.maximumRowsPerSection
    }

    /// Makes each multivalued section hold the rows the page listed, in its order: rows the
    /// page no longer has are deleted, new keys get new rows (each only as the section's
    /// options allow), and rows move to the page's order.
    func reconcileMultivaluedSections(_ posted: PostedForm) {
        let interaction = controller.interaction
        let names = fieldNames
        for section in form.allSections {
            guard let multivalued = section as? any MultivaluedSectionType, let list = posted.first("_mv." + names.key(for: section)) else { continue }
            var wanted: [String] = []
            var seen = Set<Substring>()
            let limit = rowListLimit(for: section)
            // A server refuses a longer list first (`overlongRowList(in:)`); read alone, it is cut.
            for key in list.split(separator: " ") where MultivaluedRowKeys.isValid(key) && seen.insert(key).inserted {
                guard wanted.count < limit else { break }
                wanted.append(String(key))
            }
            for row in section.allRows where row !== multivalued.baseAddButtonRow {
                if let key = rowKeys.key(for: row), !wanted.contains(key) { interaction.deleteMultivaluedRow(row) }
            }
            for key in wanted where !rowKeys.orderedKeys(in: section).contains(key) {
                guard let row = interaction.insertMultivaluedRow(in: multivalued) else { break }
                rowKeys.assign(key, to: row, in: section)
            }
            let present = wanted.filter { rowKeys.orderedKeys(in: section).contains($0) }
            for (index, key) in present.enumerated() {
                guard let row = section.allRows.first(where: { rowKeys.key(for: $0) == key }), row.indexPath?.row != index else { continue }
                interaction.moveMultivaluedRow(row, to: index)
            }
        }
        interaction.endEditing()
    }

    /// Rows a command inserted get keys of their own.
    func assignKeysToNewRows() {
        for section in form.allSections {
            guard let multivalued = section as? any MultivaluedSectionType else { continue }
            for row in section.allRows where row !== multivalued.baseAddButtonRow && rowKeys.key(for: row) == nil {
                rowKeys.assign(nil, to: row, in: section)
            }
        }
    }

    // MARK: Values

    /// Applies each shown, enabled row's posted value, in document order; a second pass takes
    /// rows that only became shown once later values arrived. When the page said what it showed
    /// (`_shown`, see ``ShownFields``), the fields the user left alone are restored first and the
    /// changed ones applied after, so a changed row's callbacks are not undone by values the
    /// page merely still held. Rows whose value changed are then focused and left in turn, as
    /// the user did, so blur validation runs — unless the page is a submit, whose submission
    /// validates every row anyway. Nothing is drawn meanwhile, so each cell is updated once at
    /// the end, not at every step of every edit.
    func bindValues(_ posted: PostedForm, blurringChangedRows: Bool = true, usingShownFields: Bool = true) {
        form.withCellUpdatesDeferred {
            if posted.first("_do") == "submit" {
                form.withBlurValidationLeftToSubmission {
                    applyValues(posted, blurringChangedRows: blurringChangedRows, usingShownFields: usingShownFields)
                }
            } else {
                applyValues(posted, blurringChangedRows: blurringChangedRows, usingShownFields: usingShownFields)
            }
        }
    }

    private func applyValues(_ posted: PostedForm, blurringChangedRows: Bool, usingShownFields: Bool) {
        let interaction = controller.interaction
        let names = fieldNames
        let fields = PostedFieldIndex(posted)
        // Rows the page did not show get their kept values first: the page's state as it was.
        if stateSigner != nil { KeptValues.restore(from: fields, in: self) }
        let reader = PostedValueReader(posted: fields, names: names)
        // A fresh page sends only what it touched: rows without fields are skipped first,
        // before the costlier questions, so binding stays proportional to what was sent.
        let rowsWithFields = reader.rowsWithFields()
        var binding = ValueBinding(rowsWithFields: rowsWithFields)
        if usingShownFields, let shown = ShownFields(fields, signer: stateSigner) {
            binding.restoreUnchanged(in: self, reader: reader, shown: shown)
        }
        binding.applyRemaining(in: self, reader: reader)
        // A submit validates every row itself: leaving each changed row in turn would only
        // repeat what the submission is about to do.
        guard blurringChangedRows, !form.leavesBlurValidationToSubmission else { return }
        // Not the rows a lock above them took since: nobody can be in them to leave them.
        for row in binding.touched where row.isShownInForm && !row.isDisabled { interaction.focus(row) }
        interaction.endEditing()
    }

    /// Performs what the page posted for `row`; an action the row refuses and a value it cannot
    /// take become the row's binding problem.
    func apply(_ items: [PostedValueReader.Item], to row: BaseRow) {
        // A newer posted value replaces the verdict on an older one: a live request replays the
        // refused value it held before the change, then the change itself.
        if !items.isEmpty, bindingProblems.removeValue(forKey: ObjectIdentifier(row)) != nil { bindingTexts[ObjectIdentifier(row)] = nil }
        for item in items {
            switch item {
            case .perform(let action):
                do {
                    if row.isShownInForm {
                        try controller.interaction.perform(action, on: row)
                    } else {
                        // Shown on the page and hidden by a change earlier in this post: the row
                        // keeps what was typed, as the interaction (which refuses hidden rows)
                        // would have let it keep had the person changed them one at a time.
                        try row.perform(action)
                    }
                } catch {
                    recordBindingProblem(error.message, for: row)
                }
            case .problem(let message, let shownBack):
                recordBindingProblem(message, for: row)
                if let shownBack { bindingTexts[ObjectIdentifier(row)] = shownBack }
            }
        }
    }

    // MARK: Commands

    /// Whether a multivalued section holds as many rows as a page may list for it.
    func isFull(_ section: any MultivaluedSectionType) -> Bool {
        let rows = (section as Section).allRows.count - (section.baseAddButtonRow == nil ? 0 : 1)
        return rows >= MultivaluedRowKeys.maximumRowsPerSection
    }

    /// Performs the command a button of the page carried; returns the row the command put focus
    /// on (a row just inserted), if any.
    @discardableResult
    func performCommand(_ posted: PostedForm) -> BaseRow? {
        let interaction = controller.interaction
        let names = fieldNames
        func shownRow(_ field: String) -> BaseRow? {
            guard let key = posted.first(field), let row = names.row(forKey: key), row.isShownInForm, !row.isDisabled else { return nil }
            return row
        }
        if let answer = posted.first("_alertChoice") {
            // A page without script answered an alert: "<row key> <action index>". The form is
            // rebuilt for each request, so the press that presented the alert happens again.
            let parts = answer.split(separator: " ")
            guard parts.count == 2, let choice = Int(parts[1]), let row = names.row(forKey: String(parts[0])),
                row.isShownInForm, !row.isDisabled
            else { return nil }
            try? interaction.perform(.press, on: row)
            if let alert = presented.last as? AlertController, alert.actions.indices.contains(choice), alert.actions[choice].isEnabled {
                alert.choose(alert.actions[choice])
            }
        } else if let row = shownRow("_action") {
            // An add button on a full list adds nothing: the next post could not carry the row.
            if let section = row.section as? any MultivaluedSectionType, section.baseAddButtonRow === row, isFull(section) { return nil }
            try? interaction.perform(.press, on: row)
            // An alert the press presented, answered on the page: choose that action now.
            if let choice = posted.first("_alert").flatMap(Int.init), let alert = presented.last as? AlertController,
                alert.actions.indices.contains(choice)
            {
                alert.choose(alert.actions[choice])
            } else if presented.last is AlertController {
                alertSource = row
            }
        } else if let key = posted.first("_insert"), let section = names.section(forKey: key) as? any MultivaluedSectionType {
            guard !isFull(section) else { return nil }
            interaction.insertMultivaluedRow(in: section)
        } else if let row = shownRow("_delete") {
            let after = rowAfter(row) ?? rowAround(row.section)
            interaction.deleteMultivaluedRow(row)
            pageFocus = after.map(PageFocus.control)
        } else if let row = shownRow("_up"), let index = row.indexPath?.row {
            interaction.moveMultivaluedRow(row, to: index - 1)
            pageFocus = .tool(command: "_up", row: row)
        } else if let row = shownRow("_down"), let index = row.indexPath?.row {
            interaction.moveMultivaluedRow(row, to: index + 1)
            pageFocus = .tool(command: "_down", row: row)
        } else if let text = posted.first("_swipe") {
            guard let command = SwipeCommand(text), let row = names.row(forKey: command.rowKey), row.isShownInForm, !row.isDisabled else {
                return nil
            }
            let section = row.section
            let after = rowAfter(row)
            try? interaction.perform(.performSwipeAction(edge: command.edge, index: command.index), on: row)
            // A destructive action removed the row: the next page must not bring it back.
            if row.section == nil, let section {
                RemovedRows.record(command.rowKey, removedFrom: section, in: self)
                pageFocus = after.map(PageFocus.menu)
            } else {
                pageFocus = .menu(row)
            }
        }
        let focused = interaction.focusedRow
        interaction.endEditing()
        // A row the command focused (one just inserted) takes the page's focus; else what the
        // command chose; else the button pressed, if it is still there.
        if let focused, focused.isShownInForm {
            pageFocus = .control(focused)
        } else if pageFocus == nil, let row = shownRow("_action"), row.isShownInForm {
            pageFocus = .control(row)
        }
        return focused
    }

    /// The shown row after `row` in its section (the add button included), else the one
    /// before it: where focus goes when `row` is deleted.
    /// The first shown row after `section`, else the last one before it: where focus goes when
    /// the section's last row is deleted (the page came back with focus nowhere).
    private func rowAround(_ section: Section?) -> BaseRow? {
        guard let section, let index = section.index else { return nil }
        let rows = form.rows.filter { $0.inlineParentRow == nil && $0.section !== section }
        return rows.first { ($0.section?.index ?? 0) > index } ?? rows.last { ($0.section?.index ?? 0) < index }
    }

    private func rowAfter(_ row: BaseRow) -> BaseRow? {
        guard let section = row.section, let index = section.firstIndex(where: { $0 === row }) else { return nil }
        let next = section.index(after: index)
        if next < section.endIndex { return section[next] }
        return index > section.startIndex ? section[section.index(before: index)] : nil
    }
}
