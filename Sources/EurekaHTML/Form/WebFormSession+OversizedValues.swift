import Eureka

// A text over the value limit, in a body otherwise within its limits, reaches the form listed in
// `PostedForm.oversizedValues`, its field holding the text's start. The row it was posted for has
// bound that start like any other value, so rules and `onChange` never see more than the limit;
// here it gets the problem that says so, which blocks the submit, and its control gets the whole
// text back.
//
// Why the whole text, not the start the row holds: nothing the person typed or pasted is lost,
// and the submit stays blocked until they shorten it themselves. Shown cut, the text would be
// accepted cut by the next submit — with script as soon as the field is left, since the page
// then holds the cut text — without the person ever deciding to drop the end.
extension WebFormSession {
    /// Makes each value over the limit a problem of the row it was posted for, with the whole
    /// text shown back in a text control, as long as that row takes posted values (shown,
    /// enabled, editable): rows that ignore what is posted for them ignore its length too, so a
    /// crafted field cannot block a submit it could not change.
    ///
    /// ```swift
    /// bindValues(posted)
    /// recordOversizedValues(posted)   // "This text is 70,000 bytes long; at most 65,536 can be sent. …"
    /// ```
    func recordOversizedValues(_ posted: PostedForm) {
        guard !posted.oversizedValues.isEmpty else { return }
        let names = fieldNames
        for oversized in posted.oversizedValues {
            // A radio group's field names its section: the problem goes under its first row
            // shown, as a refused choice's does.
            var target: BaseRow?
            var control: RowControl?
            PostedValueReader.forEachRow(forField: oversized.name, names: names) { row in
                guard target == nil, row.isShownInForm, !row.isDisabled, row.inlineParentRow == nil else { return }
                let rowControl = row.bindingControl
                guard Self.takesPostedValues(rowControl) else { return }
                target = row
                control = rowControl
            }
            guard let row = target else { continue }
            // It replaces the reader's own problem with the start ("… is not a number"): the
            // length is what the person has to fix first.
            recordBindingProblem(oversized.message, for: row)
            // Only a text control is given the text back; any other loses what the reader would
            // have shown back, the start, which is not what was sent.
            if case .text = control {
                bindingTexts[ObjectIdentifier(row)] = HTMLEscaping.textAsShown(oversized.text)
            } else {
                bindingTexts[ObjectIdentifier(row)] = nil
            }
        }
    }

    /// Whether binding reads what a page posts for a row with `control`.
    private static func takesPostedValues(_ control: RowControl) -> Bool {
        switch control {
        case .text(let entry): entry.isEditable
        case .inlineParent(let parent): takesPostedValues(parent.editor)
        case .action, .readOnly, .presenter, .addButton, .custom: false
        default: true
        }
    }
}
