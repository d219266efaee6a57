/// Follows the segments after a variable's tag: `$tag.count`, `$tag.@count`, `$tag.name`.
enum KeyPathReader {
    /// The value at `segments` below `base`; nil as soon as a step finds nothing.
    static func follow(_ base: Any?, _ segments: ArraySlice<String>) -> Any? {
        var current = base
        for segment in segments {
            guard let value = current.flatMap(flattenOptional) else { return nil }
            if segment == "@count" || segment == "count", let count = count(of: value) {
                current = count
            } else if segment == "@count" {
                return nil
            } else {
                current = child(named: segment, of: value)
            }
        }
        return current
    }

    /// Character count of strings, element count of collections.
    static func count(of value: Any) -> Int? {
        if let string = value as? String { return string.count }
        if let convertible = value as? any PredicateValueConvertible {
            switch convertible.predicateValue {
            case .string(let string): return string.count
            case .collection(let values): return values.count
            default: return nil
            }
        }
        if let collection = value as? any Collection { return collection.count }
        return nil
    }

    /// A dictionary entry or a stored property found by reflection.
    private static func child(named name: String, of value: Any) -> Any? {
        if let dictionary = value as? [String: Any] { return dictionary[name] }
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            for child in current.children {
                if child.label == name { return child.value }
                // A property wrapper is reflected as its storage "_name"; authors mean the
                // wrapped value.
                if child.label == "_" + name {
                    let wrapper = Mirror(reflecting: child.value)
                    return wrapper.children.first { $0.label == "wrappedValue" }?.value ?? child.value
                }
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}
