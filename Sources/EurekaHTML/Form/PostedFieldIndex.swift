/// A posted form's text fields by name, built once per request so that reading every row's
/// value costs one lookup per row instead of a scan of the whole body (a 1,000-field page
/// would otherwise compare names a million times).
struct PostedFieldIndex {
    private var valuesByName: [String: [String]] = [:]

    /// Indexes `posted`'s fields; each name's values stay in document order.
    init(_ posted: PostedForm) {
        valuesByName.reserveCapacity(posted.fields.count)
        for field in posted.fields {
            valuesByName[field.name, default: []].append(field.value)
        }
    }

    /// Every value posted under `name`, in document order.
    func values(for name: String) -> [String] {
        valuesByName[name] ?? []
    }

    /// The first value posted under `name`, or nil.
    func first(_ name: String) -> String? {
        valuesByName[name]?.first
    }
}
