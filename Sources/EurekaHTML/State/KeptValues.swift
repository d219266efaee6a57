import Eureka

/// The values of rows a page does not show or lets nobody change, carried in signed hidden
/// fields (`_kept`) so that a row hidden by a condition keeps what was typed into it, as it does
/// in the terminal, and shows it again when it comes back; so does a row locked by one. Read-only rows whose text value a callback may change (a
/// `LabelRow` counting button presses) have no field either, and are kept the same way, as are
/// titles a callback changed once the form was built (a swipe action flagging a message).
///
/// A hidden row has no field, and binding ignores anything posted for it: a crafted post must
/// not set what the person cannot see. Kept values are therefore written by the server and
/// signed (``PageStateSigner``); a post brings them back unchanged or they are ignored. The
/// kept state is the urlencoded fields the rows would post if shown, a dot, and the signature,
/// cut into `_kept` fields small enough for the body parser's limit on one value: a long text
/// (even one whose every character needs encoding) is carried whole, never dropped.
///
/// ```swift
/// for value in KeptValues.values(for: session) { /* <input type=hidden name=_kept value=…> */ }
/// KeptValues.restore(from: posted, in: session)   // before the shown fields are bound
/// ```
enum KeptValues {
    /// The hidden fields' name.
    static let fieldName = "_kept"
    /// The most one `_kept` field holds before the next begins (the body parser's default
    /// limit for one value is 64 KiB).
    static let maximumValueBytes = 16 << 10

    /// The signed `_kept` values for `session`'s hidden rows that hold a value and its
    /// read-only rows that hold text; none without a signer.
    ///
    /// `shownReadOnly`, when given, lists the shown read-only rows' texts as the renderer found
    /// them while writing the page (it had their controls at hand); otherwise each shown row
    /// holding text is asked for its control here.
    static func values(for session: WebFormSession, shownReadOnly: [(key: String, text: String)]? = nil) -> [String] {
        guard let signer = session.stateSigner else { return [] }
        let payload = payload(for: session, sealingWith: signer, shownReadOnly: shownReadOnly)
        guard !payload.isEmpty else { return [] }
        return pieces(of: payload + "." + signer.signature(for: payload, as: .kept))
    }

    /// The kept state of `session` before it is signed: the urlencoded fields its rows out of
    /// sight would post, their titles a callback changed, and read-only texts.
    static func payload(for session: WebFormSession, sealingWith signer: any PageStateSigner, shownReadOnly: [(key: String, text: String)]? = nil) -> String {
        let names = session.fieldNames
        var payload = ""
        var readOnly = shownReadOnly?.makeIterator()
        for row in session.form.allRows where row.inlineParentRow == nil {
            if row.titleChangedWhileTracked { append([titleField(of: row, names: names)], to: &payload) }
            guard row.baseValue != nil else { continue }
            var pairs: [(String, String)] = []
            if !row.isShownInForm || row.isDisabled {
                // A disabled row posts nothing either: what was typed before it was locked, or
                // what a callback set, must outlast the lock.
                pairs = row.withDisabledSetAside { fields(of: row.bindingControl, key: names.key(for: row), row: row, names: names) }
                if case .text(let entry) = row.bindingControl, entry.isSecure {
                    // A password is carried sealed: the page, and a snapshot of it, never hold it.
                    pairs = pairs.compactMap { name, value in signer.sealed(value).map { (sealedPrefix + name, $0) } }
                }
            }
            if pairs.isEmpty, row.isShownInForm, readOnly == nil, let text = row.baseValue as? String, case .readOnly = row.bindingControl {
                pairs = [(names.key(for: row), text)]
            }
            append(pairs, to: &payload)
            // After the row's own fields, which give it the shown text: the value behind that
            // text comes back last (a hidden or locked field posts nothing to compare with).
            // Never a password's: that would carry it as text.
            if let exact = row.exactTextBehindShownText, case .text(let entry) = row.bindingControl, !entry.isSecure {
                append([(exactPrefix + names.key(for: row), exact + "\n" + entry.text)], to: &payload)
            }
        }
        while let entry = readOnly?.next() { append([(entry.key, entry.text)], to: &payload) }
        return payload
    }

    /// The kept title of a row whose title a callback changed: `^KEY=title`, or `~KEY=` for no
    /// title. Neither character begins a row's name, so no field of a row is ever read as one.
    private static func titleField(of row: BaseRow, names: FormFieldNames) -> (String, String) {
        guard let title = row.title else { return (noTitlePrefix + names.key(for: row), "") }
        return (titlePrefix + names.key(for: row), title)
    }

    private static let titlePrefix = "^"
    private static let noTitlePrefix = "~"
    private static let exactPrefix = "="
    /// Before the name of a secure row's field whose value is sealed (see `values(for:)`).
    private static let sealedPrefix = "*"

    /// Gives the row named by a kept exact value (`=KEY=exact\nshown`, for a field whose shown
    /// text rounds its value: "12%" for 0.123456) that value, when the page posts the field as
    /// it showed it (the person left it alone, so its value is the one behind the text) or posts
    /// nothing for it (hidden or disabled: nobody could change it). False when `field` is not an
    /// exact value's.
    private static func restoreExactValue(_ field: PostedForm.Field, posted: PostedFieldIndex, names: FormFieldNames) -> Bool {
        guard field.name.hasPrefix(exactPrefix) else { return false }
        let key = String(field.name.dropFirst())
        guard let newline = field.value.firstIndex(of: "\n"), let row = names.row(forKey: key) else { return true }
        let shown = field.value[field.value.index(after: newline)...]
        if let sent = posted.last(key), HTMLEscaping.textAsShown(String(sent), oneLine: true) != HTMLEscaping.textAsShown(String(shown), oneLine: true) {
            return true
        }
        row.restoreExactValue(fromPlainText: String(field.value[..<newline]))
        return true
    }

    /// Gives the row named by a kept title field (see `titleField(of:names:)`) that title; false
    /// when `field` is not a title's.
    private static func restoreTitle(_ field: PostedForm.Field, names: FormFieldNames) -> Bool {
        let hasTitle = field.name.hasPrefix(titlePrefix)
        guard hasTitle || field.name.hasPrefix(noTitlePrefix) else { return false }
        // Set even when equal: the row is then marked changed again and keeps being carried.
        if let row = names.row(forKey: String(field.name.dropFirst())) { row.title = hasTitle ? field.value : nil }
        return true
    }

    /// Appends one row's fields to the payload.
    private static func append(_ pairs: [(String, String)], to payload: inout String) {
        for (name, value) in pairs {
            if !payload.isEmpty { payload.append("&") }
            appendPercentEncoded(name, to: &payload)
            payload.append("=")
            appendPercentEncoded(value, to: &payload)
        }
    }

    /// `signed` cut into values of at most ``maximumValueBytes`` bytes, between characters'
    /// scalars (a cut inside one would not survive the page); joined in order, they give it back.
    static func pieces(of signed: String) -> [String] {
        let bytes = Array(signed.utf8)
        var pieces: [String] = []
        var start = 0
        while start < bytes.count {
            var end = min(start + maximumValueBytes, bytes.count)
            // Back off a UTF-8 continuation byte (10xxxxxx) to the scalar's first byte.
            while end < bytes.count, end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            pieces.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end
        }
        return pieces
    }

    /// Gives each row named in the posted, correctly signed `_kept` fields its kept value,
    /// through the row's own actions. Kept state with a bad signature (or a piece missing,
    /// added or moved), and values a row no longer takes, are ignored: kept state is the
    /// server's, never a reason to refuse the page.
    static func restore(from posted: PostedFieldIndex, in session: WebFormSession) {
        guard let signer = session.stateSigner else { return }
        let values = posted.values(for: fieldName)
        guard !values.isEmpty else { return }
        var kept = PostedForm()
        if let form = verifiedForm(values.joined(), signer: signer) {
            kept = form
        } else {
            // A page written before the pieces were one signed whole signed each value alone.
            for value in values { if let form = verifiedForm(value, signer: signer) { kept.fields += form.fields } }
            // Kept under another secret: ignored, and remembered to tell whether it mattered.
            if kept.fields.isEmpty, let dot = values.joined().lastIndex(of: ".") { session.unverifiedKeptPayload = String(values.joined()[..<dot]) }
        }
        kept.fields = kept.fields.compactMap { field in
            guard field.name.hasPrefix(sealedPrefix) else { return field }
            return signer.opened(field.value).map { PostedForm.Field(name: String(field.name.dropFirst()), value: $0) }
        }
        guard !kept.fields.isEmpty else { return }
        let names = session.fieldNames
        let reader = PostedValueReader(posted: PostedFieldIndex(kept), names: names)
        var restored = Set<ObjectIdentifier>()
        var items: [PostedValueReader.Item] = []
        for field in kept.fields where !restoreTitle(field, names: names) && !restoreExactValue(field, posted: posted, names: names) {
            PostedValueReader.forEachRow(forField: field.name, names: names) { row in
                guard row.inlineParentRow == nil, restored.insert(ObjectIdentifier(row)).inserted else { return }
                // Text a read-only row held: its value type is text, as it was when kept.
                if case .readOnly = row.bindingControl {
                    if let label = row as? RowOf<String>, label.value != field.value { label.value = field.value }
                    return
                }
                // The row's own action, not the interaction's: that one refuses hidden rows.
                // Disabled ones are set aside too: the state is the server's own.
                row.withDisabledSetAside {
                    items.removeAll(keepingCapacity: true)
                    reader.appendActions(for: row, control: row.bindingControl, to: &items)
                    for case .perform(let action) in items { try? row.perform(action) }
                }
            }
        }
    }

    /// The fields of `signed` (a payload, a dot and its signature) when the signature holds.
    private static func verifiedForm(_ signed: String, signer: any PageStateSigner) -> PostedForm? {
        guard let dot = signed.lastIndex(of: ".") else { return nil }
        let payload = String(signed[..<dot])
        guard signer.isValid(String(signed[signed.index(after: dot)...]), for: payload, as: .kept) else { return nil }
        // The server wrote it and its size is the post's: no limit of a stranger's body applies.
        return try? URLEncodedFormParser.parse(
            Array(payload.utf8), limits: FormBodyLimits(maxBodyBytes: .max, maxFields: .max, maxKeyBytes: .max, maxValueBytes: .max))
    }

    /// The fields `control` posts when shown and left alone, as the page writes them.
    static func fields(of control: RowControl, key: String, row: BaseRow, names: FormFieldNames) -> [(String, String)] {
        switch control {
        case .text(let entry):
            return entry.isEditable ? [(key, entry.text)] : []
        case .toggle(let toggle):
            let marker = ToggleMarker.value(for: toggle)
            return toggle.isOn ? [(key, marker), (key, "on")] : [(key, marker)]
        case .singleChoice(let choice):
            return [(key, choice.shownSelectedIndex.map(String.init) ?? "")]
        case .multipleChoice(let choice):
            return [(key, "")] + choice.selectedIndices.sorted().map { (key, String($0)) }
        case .number(let number):
            return [(key, NumberMarkup.text(number.shownValue))]
        case .date(let entry):
            guard entry.valueParts != nil else { return [] }
            if entry.mode == .countDownTimer { return DurationFields.fields(of: entry.valueParts, key: key) }
            return [(key, DateMarkup.valueText(of: entry))] + (DateMarkup.timeOfDayField(of: entry, key: key).map { [$0] } ?? [])
        case .wheels(let wheels):
            return wheels.components.enumerated().compactMap { index, component in
                component.selectedIndex.map { ("\(key).\(index)", String($0)) }
            }
        case .inlineParent(let parent):
            return fields(of: parent.editor, key: key, row: row, names: names)
        case .selectableOption(let option):
            if !option.allowsMultipleSelection, let section = row.section {
                return option.isSelected ? [(names.key(for: section), key)] : []
            }
            return option.isSelected ? [(key, ""), (key, "on")] : [(key, "")]
        case .action, .readOnly, .presenter, .addButton, .custom:
            return []
        }
    }

    /// Percent-encodes what the urlencoded parser would read as syntax (`%&=+`) and control
    /// characters, so the payload parses back exactly; other text stays as it is, so a kept value
    /// is hardly larger than the value (the page's HTML escaping and the browser's own encoding
    /// of the hidden field do the rest).
    private static func appendPercentEncoded(_ text: String, to output: inout String) {
        let hex = Array("0123456789ABCDEF".utf8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%", "&", "=", "+", "\u{0}"..."\u{1F}", "\u{7F}":
                break
            default:
                output.unicodeScalars.append(scalar)
                continue
            }
            for byte in String(scalar).utf8 {
                output.unicodeScalars.append("%")
                output.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
                output.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 15)]))
            }
        }
    }
}
