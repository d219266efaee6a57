import Foundation

/// An operand as the parser (or a test generator) describes it, before the tree builder lays it
/// out and prepares its strings for the comparison's operator and modifiers.
enum OperandSyntax: Equatable, Sendable {
    /// `$tag` followed by key path segments (`count`, `@count` or a property label).
    case variable(tag: String, path: [String])
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// `CAST(seconds, 'NSDate')`, seconds counted from the reference date as NSPredicate does.
    case date(Date)
    /// `{a, b, c}`; elements are constants so a collection never reads a variable repeatedly.
    case collection([OperandSyntax])

    /// Whether this operand may appear inside a collection literal.
    var isConstantScalar: Bool {
        switch self {
        case .variable, .collection: false
        default: true
        }
    }
}
