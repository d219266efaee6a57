import Eureka

/// What a page showed in its fields, posted back in one hidden field (`_shown`) so that binding
/// can tell the values the user changed from the values the page already held.
///
/// A page without script posts every field at once. Applying them in document order replays
/// the user's changes *and* the page's stale values: when a changed "Starts" moves "Ends" through
/// its `onChange`, the "Ends" the page still holds would overwrite the move. Binding therefore
/// restores the fields the user left as shown first, and applies the changed ones after, in
/// document order, so their callbacks have the last word.
///
/// The field holds either ``definitionMarker`` (the page showed the form as its definition
/// builds it: a field is unchanged when it asks nothing of the freshly built row) or one
/// `key:digest` per field, the digest a short stable hash of what the field posts untouched
/// (``FieldDigest``); a large page splits them over several `_shown` fields.
/// The page's list also says which rows it showed: a row the page showed takes its posted
/// value even when a change earlier in the same post hides it (the person typed into it, then
/// flipped the switch above it; the row keeps the text, hidden, as in the terminal). Only a
/// signed list (``PageStateSigner``) is trusted for that, since it lets a post set a row that is
/// hidden now; unsigned, or with a bad signature, a list only orders the binding, and a forged
/// or stale digest can only move a field from one pass to the other.
///
/// ```swift
/// if let shown = ShownFields(PostedFieldIndex(posted)) {   // nil when the page sent no `_shown`
///     binding.restoreUnchanged(in: session, reader: reader, shown: shown)
/// }
/// ```
struct ShownFields {
    /// The hidden field's name.
    static let fieldName = "_shown"
    /// The value saying the page showed the definition's state.
    static let definitionMarker = "definition"

    /// What the page said it showed.
    enum Basis {
        /// The definition's state: the freshly built form.
        case definition
        /// One digest per field key.
        case digests([String: UInt64])
    }

    let basis: Basis
    /// Whether every digest came with a valid signature, so the keys name rows the page showed.
    let isSigned: Bool

    /// The posted `_shown`, or nil when the page sent none (a script's live request, a client
    /// of its own): binding then applies every field in document order. With a signer, a
    /// value whose signature fails is dropped whole.
    init?(_ posted: PostedFieldIndex, signer: (any PageStateSigner)?) {
        let values = posted.values(for: Self.fieldName)
        guard let first = values.first else { return nil }
        if first == Self.definitionMarker {
            basis = .definition
            isSigned = false
            return
        }
        var digests: [String: UInt64] = [:]
        var allSigned = signer != nil
        for value in values {
            var payload = value[...]
            if let signer {
                // "<entries> !<signature>" (`PageStateSigner.signed(_:as:)`).
                guard let verified = signer.verifiedPayload(of: value, as: .shown) else {
                    allSigned = false
                    continue
                }
                payload = verified
            }
            for entry in payload.split(separator: " ") {
                guard let colon = entry.lastIndex(of: ":"), let digest = FieldDigest.decode(entry[entry.index(after: colon)...]) else { continue }
                digests[String(entry[..<colon])] = digest
            }
        }
        basis = .digests(digests)
        isSigned = allSigned
    }

    /// The most one `_shown` value holds before the next begins: a 10,000-row page's digests
    /// would pass the body parser's limit for one value (64 KiB by default).
    static let maximumValueBytes = 16 << 10

    /// The `_shown` values for a page whose shown, enabled rows' digests are `digests` (worked
    /// out by the renderer as it writes each row, its description at hand), each with the field
    /// key it posts under; as many values as ``maximumValueBytes`` asks, each holding whole
    /// entries, and each ending with ` !<signature>` when there is a signer.
    static func values(for digests: [(key: String, digest: UInt64)], signer: (any PageStateSigner)?) -> [String] {
        let values = unsignedValues(for: digests)
        guard let signer else { return values }
        return values.map { signer.signed($0, as: .shown) }
    }

    private static func unsignedValues(for rows: [(key: String, digest: UInt64)]) -> [String] {
        var values: [String] = []
        var value = ""
        for row in rows {
            let digest = row.digest
            if value.utf8.count + row.key.utf8.count + 8 > maximumValueBytes, !value.isEmpty {
                values.append(value)
                value = ""
            }
            if !value.isEmpty { value.append(" ") }
            value.append(row.key)
            value.append(":")
            FieldDigest.encode(digest, into: &value)
        }
        if !value.isEmpty || values.isEmpty { values.append(value) }
        return values
    }

    // MARK: Digests

    /// The digest of what `control` shows: what its fields post when the user leaves them alone.
    /// Nil for controls that post nothing a binder reads.
    /// `showsNoValue`: the row's own markup shows a number control without a value as holding
    /// none (`HTMLCustomRow.showsNoValue`), so it posts nothing then.
    static func digest(shown control: RowControl, refusedText: String?, showsNoValue: Bool = false) -> UInt64? {
        var digest = FieldDigest()
        switch control {
        case .text(let entry):
            guard entry.isEditable else { return nil }
            digest.add(HTMLEscaping.textAsShown(refusedText ?? entry.rejectedText ?? entry.text, oneLine: !entry.isMultiline))
        case .toggle(let toggle):
            digest.add(toggle.isOn)
        case .singleChoice(let choice):
            digest.add(choice.shownSelectedIndex.map(String.init) ?? "")
        case .multipleChoice(let choice):
            for index in choice.selectedIndices.map(String.init).sorted() { digest.add(index) }
        case .number(let number):
            digest.add(showsNoValue && number.value == nil && refusedText == nil ? "" : NumberMarkup.shownText(of: number, refusedText: refusedText))
        case .date(let entry):
            digest.add(
                entry.mode == .countDownTimer ? DurationFields.isoTime(of: entry.valueParts) : DateMarkup.valueText(of: entry, refusedText: refusedText))
        case .wheels(let wheels):
            for component in wheels.components { digest.add(component.selectedIndex.map(String.init) ?? "") }
        case .inlineParent(let parent):
            return Self.digest(shown: parent.editor, refusedText: refusedText)
        case .selectableOption(let option):
            digest.add(option.isSelected)
        case .action, .readOnly, .presenter, .addButton, .custom:
            return nil
        }
        return digest.value
    }

    /// The digest of what was posted for `row` (whose control is `control`), computed as
    /// ``digest(shown:refusedText:)`` computes it from a control, so the two are equal exactly
    /// when the fields post what the page showed.
    static func digest(posted: PostedFieldIndex, control: RowControl, key: String, row: BaseRow, names: FormFieldNames) -> UInt64? {
        var digest = FieldDigest()
        switch control {
        case .text(let entry):
            guard entry.isEditable, let text = posted.last(key) else { return nil }
            digest.add(HTMLEscaping.textAsShown(text, oneLine: !entry.isMultiline))
        case .toggle:
            digest.add(posted.last(key) == "on")
        case .singleChoice:
            digest.add(posted.last(key) ?? "")
        case .multipleChoice:
            for value in posted.values(for: key).filter({ !$0.isEmpty }).sorted() { digest.add(value) }
        case .date(let entry) where entry.mode == .countDownTimer:
            digest.add(DurationFields.isoTime(posted, key: key, shown: nil) ?? "")
        case .number, .date:
            digest.add(posted.last(key) ?? "")
        case .wheels(let wheels):
            for index in wheels.components.indices { digest.add(posted.last("\(key).\(index)") ?? "") }
        case .inlineParent(let parent):
            return Self.digest(posted: posted, control: parent.editor, key: key, row: row, names: names)
        case .selectableOption(let option):
            if !option.allowsMultipleSelection, let section = row.section {
                digest.add(posted.last(names.key(for: section)) == key)
            } else {
                digest.add(posted.last(key) == "on")
            }
        case .action, .readOnly, .presenter, .addButton, .custom:
            return nil
        }
        return digest.value
    }
}
