import Testing

@testable import EurekaPredicate

/// `$tag op literal` with a String, Int or Bool value takes a shortcut in the evaluator; the
/// same comparison with a Substring, Int8 or boxed value takes the general path. Both must agree.
@Suite("Quick path agrees with the general path")
struct QuickPathTests {
    static let operators = [
        "==", "!=", "<", "<=", ">", ">=", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE",
        "IN", "==[c]", "!=[cd]", "<[c]", "CONTAINS[c]", "LIKE[cd]", "IN[c]", "BEGINSWITH[d]",
    ]

    @Test(arguments: operators)
    func strings(op: String) throws {
        for literal in ["'Eureka'", "'eur'", "'EKA'", "'É*'", "''", "'Straße'", "'z'"] {
            for value in ["Eureka", "eureka", "Straße", "STRASSE", "É", ""] {
                let predicate = try FormPredicate.parse("$v \(op) \(literal)")
                let quick = try predicate.evaluate(["v": value])
                let general = try predicate.evaluate(["v": Substring(value)])
                #expect(quick == general, "\(value) \(op) \(literal)")
            }
        }
    }

    @Test(arguments: ["==", "!=", "<", "<=", ">", ">=", "CONTAINS", "LIKE", "BEGINSWITH"])
    func integersAndBooleans(op: String) throws {
        for literal in ["-1", "0", "3", "true", "false", "'3'"] {
            for value in [-1, 0, 3, 100] {
                let predicate = try FormPredicate.parse("$v \(op) \(literal)")
                let quick = try predicate.evaluate(["v": value])
                let general = try predicate.evaluate(["v": Int8(value)])
                #expect(quick == general, "\(value) \(op) \(literal)")
            }
            for flag in [true, false] {
                let predicate = try FormPredicate.parse("$v \(op) \(literal)")
                let quick = try predicate.evaluate(["v": flag])
                let general = try predicate.evaluate(["v": PredicateValue.bool(flag)])
                #expect(quick == general, "\(flag) \(op) \(literal)")
            }
        }
    }
}
