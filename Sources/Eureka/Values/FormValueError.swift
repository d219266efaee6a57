/// A value that cannot be assigned: wrong type or unknown tag. Nothing is changed.
///
/// ```swift
/// do { try form.assignValues(["age": "forty"]) }
/// catch { print(error) }   // value for "age" has type String, but the row holds Int
/// ```
public enum FormValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value's type is not the row's value type.
    case typeMismatch(tag: String?, expected: String, actual: String)
    /// No row or section has this tag.
    case unknownTag(String)

    public var description: String {
        switch self {
        case .typeMismatch(let tag, let expected, let actual):
            return "value for \(tag.map { "\"\($0)\"" } ?? "untagged row") has type \(actual), but the row holds \(expected)"
        case .unknownTag(let tag):
            return "no row has the tag \"\(tag)\""
        }
    }
}
