import Foundation

/// A parsed predicate laid out flat: nodes and operands live in arrays and refer to each other by
/// index, so evaluation walks arrays instead of chasing heap-allocated boxes.
///
/// Build one with ``TreeBuilder``. Equality is structural (see `PredicateTree+Equality.swift`):
/// two trees are equal when they mean the same text, whatever order their arrays were filled in.
struct PredicateTree: Sendable {
    /// A node of the predicate: a constant, a connective or a comparison.
    enum Node: Sendable, Equatable {
        /// `TRUEPREDICATE` / `FALSEPREDICATE`.
        case constant(Bool)
        /// `NOT child`.
        case not(Int)
        /// `AND` over `children[range]`, in source order; always at least two children.
        case and(Range<Int>)
        /// `OR` over `children[range]`, in source order; always at least two children.
        case or(Range<Int>)
        case comparison(Comparison)
    }

    /// `[aggregate] lhs operator[options] rhs`; `lhs` and `rhs` index `operands`.
    struct Comparison: Sendable, Equatable {
        var aggregate: Aggregate
        var op: ComparisonOperator
        var options: ComparisonOptions
        var lhs: Int
        var rhs: Int
    }

    /// A value position in a comparison.
    enum Operand: Sendable {
        /// `tags[tag]`, then the key path `pathSegments[path]`.
        case variable(tag: Int, path: Range<Int>)
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        /// `strings[index]`, prepared for the comparison it belongs to.
        case string(Int)
        case date(Date)
        /// Elements are `operands[range]`, all constant scalars.
        case collection(Range<Int>)
    }

    var nodes: [Node] = []
    /// Child node indices of `and`/`or` nodes.
    var children: [Int] = []
    var operands: [Operand] = []
    /// Variable names in order of first appearance, unique: `FormPredicate.variables`.
    var tags: [String] = []
    var pathSegments: [String] = []
    var strings: [PreparedString] = []
    var root: Int = 0
}
