import EurekaPredicate

// The predicate language lives in its own module (it depends on nothing of the form model);
// these names make it available to anyone who writes `import Eureka`.

/// A parsed predicate condition; see `EurekaPredicate.FormPredicate`.
///
/// ```swift
/// row.hidden = .predicate(FormPredicate(format: "$segments != 'Sport'"))
/// ```
public typealias FormPredicate = EurekaPredicate.FormPredicate

/// Where and why a predicate string failed to parse; see `EurekaPredicate.PredicateSyntaxError`.
///
/// ```swift
/// print(FormPredicate(format: "$a ==").syntaxError!)   // message, source, caret
/// ```
public typealias PredicateSyntaxError = EurekaPredicate.PredicateSyntaxError

/// A value as predicates compare it; see `EurekaPredicate.PredicateValue`.
///
/// ```swift
/// extension Money: PredicateValueConvertible { var predicateValue: PredicateValue { .double(amount) } }
/// ```
public typealias PredicateValue = EurekaPredicate.PredicateValue

/// Lets app types take part in predicate comparisons; see `EurekaPredicate.PredicateValueConvertible`.
///
/// ```swift
/// extension Level: PredicateValueConvertible { var predicateValue: PredicateValue { .int(rank) } }
/// ```
public typealias PredicateValueConvertible = EurekaPredicate.PredicateValueConvertible
