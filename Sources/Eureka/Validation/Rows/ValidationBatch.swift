/// Collects the rows one validation pass touches, with their errors before it, and fires
/// `onRowValidationChanged` once per row whose errors actually changed, after every change of
/// the pass is in place (so a callback reading another row sees that row's new errors too).
struct ValidationBatch {
    private var touched: [(row: BaseRow, before: [ValidationError])] = []
    private var seen: Set<ObjectIdentifier> = []

    /// Remembers `row`'s current errors; call before changing them.
    mutating func touch(_ row: BaseRow) {
        guard seen.insert(ObjectIdentifier(row)).inserted else { return }
        touched.append((row, row.validationErrors))
    }

    /// Notifies every touched row whose errors differ from before, in the order touched.
    func finish() {
        for (row, before) in touched where row.validationErrors != before {
            row.validationErrorsDidChange()
        }
    }
}

/// Which rows a validation pass covers.
struct ValidationScope {
    var includeHidden = false
    var includeDisabled = true

    /// What a row's own triggers (change, blur) use: visible rows, disabled ones included.
    static let standard = ValidationScope()

    func includes(_ row: BaseRow) -> Bool {
        if !includeHidden, row.isHidden || row.section?.isHidden == true { return false }
        if !includeDisabled, row.isDisabled { return false }
        return true
    }
}
