import Foundation

/// A value in the form the predicate language compares: the representation an app type chooses
/// through ``PredicateValueConvertible``.
///
/// Numbers compare numerically across `int` and `double`, strings compare as Unicode text,
/// dates compare chronologically, and a `collection` takes part in `IN`, `CONTAINS`, `@count`
/// and the `ANY`/`ALL`/`NONE` aggregates.
///
/// ```swift
/// let value: PredicateValue = .collection([.string("Sport"), .string("News")])
/// try FormPredicate(format: "ANY $topics == 'Sport'").evaluate(["topics": value])  // true
/// ```
public enum PredicateValue: Sendable, Hashable {
    /// No value; equal only to `nil`/`NULL`.
    ///
    /// ```swift
    /// try FormPredicate(format: "$a == nil").evaluate(["a": PredicateValue.null])  // true
    /// ```
    case null
    /// A Boolean; compares with `true`/`false`/`YES`/`NO`.
    ///
    /// ```swift
    /// PredicateValue.bool(true)
    /// ```
    case bool(Bool)
    /// An integer; compares numerically with `int` and `double`.
    ///
    /// ```swift
    /// PredicateValue.int(42)
    /// ```
    case int(Int)
    /// A floating-point number; compares numerically with `int` and `double`.
    ///
    /// ```swift
    /// PredicateValue.double(2.5)
    /// ```
    case double(Double)
    /// Text; compares with string literals and the string operators.
    ///
    /// ```swift
    /// PredicateValue.string("Sport")
    /// ```
    case string(String)
    /// A point in time; orders chronologically against other dates and `CAST(…, 'NSDate')`.
    ///
    /// ```swift
    /// PredicateValue.date(Date(timeIntervalSinceReferenceDate: 0))
    /// ```
    case date(Date)
    /// Several values; the right side of `IN`, the left side of `CONTAINS` and of aggregates.
    ///
    /// ```swift
    /// PredicateValue.collection([.int(1), .int(2)])
    /// ```
    case collection([PredicateValue])
}

extension PredicateValue: PredicateValueConvertible {
    /// The value itself, so a `PredicateValue` can be passed wherever app values go.
    ///
    /// ```swift
    /// PredicateValue.int(3).predicateValue  // .int(3)
    /// ```
    public var predicateValue: PredicateValue { self }
}
