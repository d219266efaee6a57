/// A posted form's fields by name, built once per request: binding looks fields up by row,
/// and a linear search per row would make a 10,000-field page quadratic.
struct PostedFieldIndex {
    private var values: [String: [String]] = [:]

    init(_ posted: PostedForm) {
        values.reserveCapacity(posted.fields.count)
        for field in posted.fields { values[field.name, default: []].append(field.value) }
    }

    /// Every value posted under `name`, in document order.
    func values(for name: String) -> [String] { values[name] ?? [] }

    /// The first value posted under `name`.
    func first(_ name: String) -> String? { values[name]?.first }

    /// Every name something was posted under.
    var names: Dictionary<String, [String]>.Keys { values.keys }

    /// Whether anything was posted under `name`.
    func contains(_ name: String) -> Bool { values[name] != nil }
}
