/// Lets an app type choose how it takes part in predicate comparisons.
///
/// Without a conformance, `RawRepresentable` values compare by raw value and any other value
/// compares only by `String(describing:)` against a string literal with `==`/`!=`.
///
/// ```swift
/// struct Money: PredicateValueConvertible {
///     var cents: Int
///     var predicateValue: PredicateValue { .double(Double(cents) / 100) }
/// }
/// try FormPredicate(format: "$price > 9.99").evaluate(["price": Money(cents: 1_000)])  // true
/// ```
public protocol PredicateValueConvertible {
    /// The representation predicates compare.
    ///
    /// ```swift
    /// var predicateValue: PredicateValue { .string(name) }
    /// ```
    var predicateValue: PredicateValue { get }
}
