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

    /// The value of a control that posts one value under `name`: the last one posted, or nil.
    /// The one rule for a repeated name, as ``PostedForm/last(_:)`` states it: the page's empty
    /// markers (radio groups, checkboxes, option lists) come before the control's own value,
    /// so the last value is the control's; a crafted repeat is read the same way.
    func last(_ name: String) -> String? { laterValues[name]?.last ?? firstValues[name] }

    /// Every name something was posted under.
    var names: Dictionary<String, String>.Keys { firstValues.keys }

    /// How many distinct names were posted.
    var nameCount: Int { firstValues.count }

    /// Whether anything was posted under `name`.
    func contains(_ name: String) -> Bool { firstValues[name] != nil }
}
