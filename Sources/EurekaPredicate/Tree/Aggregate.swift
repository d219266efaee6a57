/// How a comparison treats a collection on its left side.
///
/// `SOME` is an alias of `ANY`, so the tree (and `canonicalFormat`) only knows `any`.
enum Aggregate: UInt8, Sendable {
    /// No prefix: the left operand is compared as a whole.
    case single
    /// `ANY`/`SOME`: at least one element satisfies the comparison.
    case any
    /// `ALL`: every element satisfies it (vacuously true for an empty collection).
    case all
    /// `NONE`: no element satisfies it.
    case noElement

    /// The keyword `canonicalFormat` prints before the left operand, if any.
    var keyword: String? {
        switch self {
        case .single: nil
        case .any: "ANY"
        case .all: "ALL"
        case .noElement: "NONE"
        }
    }
}
