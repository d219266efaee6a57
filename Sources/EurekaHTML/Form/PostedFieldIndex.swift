/// A posted form's fields by name, built once per request: binding looks fields up by row,
/// and a linear search per row would make a 10,000-field page quadratic.
///
/// A name's first value is stored apart from any later ones, so the usual page (one value per
/// name) costs no array per field.
struct PostedFieldIndex {
    private var firstValues: [String: String] = [:]
    private var laterValues: [String: [String]] = [:]

    init(_ posted: PostedForm) {
        firstValues.reserveCapacity(posted.fields.count)
        for field in posted.fields {
            if firstValues[field.name] == nil {
                firstValues[field.name] = field.value
            } else {
                laterValues[field.name, default: []].append(field.value)
            }
        }
    }

    /// Every value posted under `name`, in document order.
    func values(for name: String) -> [String] {
        guard let first = firstValues[name] else { return [] }
        return [first] + (laterValues[name] ?? [])
    }

    /// The first value posted under `name`.
    func first(_ name: String) -> String? { firstValues[name] }

    /// Some value posted under `name`: the last that is not empty, or "" when every one is
    /// empty; nil when nothing was posted under it.
    func lastNonEmpty(_ name: String) -> String? {
        guard let first = firstValues[name] else { return nil }
        return laterValues[name]?.last(where: { !$0.isEmpty }) ?? first
    }

    /// Every name something was posted under.
    var names: Dictionary<String, String>.Keys { firstValues.keys }

    /// How many distinct names were posted.
    var nameCount: Int { firstValues.count }

    /// Whether anything was posted under `name`.
    func contains(_ name: String) -> Bool { firstValues[name] != nil }

    /// Whether `value` is among the values posted under `name`.
    func contains(_ name: String, value: String) -> Bool {
        guard let first = firstValues[name] else { return false }
        return first == value || (laterValues[name]?.contains(value) ?? false)
    }
}
