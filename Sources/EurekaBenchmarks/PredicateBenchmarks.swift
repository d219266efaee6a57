import Eureka
import EurekaPredicate

/// Parse and evaluation cost of the predicate language, the figures quoted in the README.
/// Evaluation reads already-boxed values, as the form core does, so any allocation counted
/// is the evaluator's own.
func runPredicateBenchmarks() {
    let format = "$a == 'x' AND ($b > 3 OR $c CONTAINS[c] 'y')"
    let predicate = FormPredicate(format: format)
    precondition(predicate.isValid, predicate.description)

    let values: [String: Any] = ["a": "x", "b": 2, "c": "Every Year"]
    let unicodeValues: [String: Any] = ["a": "x", "b": 2, "c": "Ünïcödé Year"]
    let lookup: (String) -> Any? = { values[$0] }
    let unicodeLookup: (String) -> Any? = { unicodeValues[$0] }
    precondition((try? predicate.evaluate(reading: lookup)) == true)
    precondition((try? predicate.evaluate(reading: unicodeLookup)) == true)

    let parse = measure("parse", iterations: 20_000, notes: "`\(format)`") {
        blackHole(FormPredicate(format: format))
    }
    let evaluate = measure("evaluate", iterations: 200_000, notes: "ASCII values; all 3 comparisons run") {
        blackHole(try? predicate.evaluate(reading: lookup))
    }
    let evaluateUnicode = measure(
        "evaluate (non-ASCII `$c`)", iterations: 100_000, notes: "`[c]` folds the non-ASCII string"
    ) {
        blackHole(try? predicate.evaluate(reading: unicodeLookup))
    }

    let setPredicate = FormPredicate(format: "ANY $topics IN {'Sport', 'News'} AND 'Sport' IN $topics")
    let topics: Any = Set(["Music", "Sport"])
    let setLookup: (String) -> Any? = { _ in topics }
    let evaluateSet = measure("evaluate (Set IN / ANY)", iterations: 100_000, notes: "multiple-selector value") {
        blackHole(try? setPredicate.evaluate(reading: setLookup))
    }

    // Worst case for the parser's bookkeeping: 200 distinct tags (linear tag search), a
    // third of them with folded string literals, AND and OR alternating.
    let longFormat = (0..<200).map { index in
        let term = index % 3 == 0 ? "$v\(index) CONTAINS[c] 'Value\(index)'" : "$v\(index) >= \(index)"
        return index == 0 ? term : (index % 2 == 0 ? " AND " : " OR ") + term
    }.joined()
    precondition(FormPredicate(format: longFormat).variables.count == 200)
    let long = measure(
        "parse, 200 terms", iterations: 200, notes: "\(longFormat.count) characters, 200 distinct tags"
    ) {
        blackHole(FormPredicate(format: longFormat))
    }

    printTable(title: "Predicate language", [parse, evaluate, evaluateUnicode, evaluateSet, long])
    runRegexBenchmarks()
}

/// Regular expressions (`MATCHES` and `RuleRegExp` share the engine): the patterns that make a
/// backtracking engine take exponential time on a near miss, each against inputs that miss.
/// A backtracking engine needs about 60 s for `(a+)+b` against 20 `a`s; these must stay far
/// under a millisecond, growing linearly with the input.
private func runRegexBenchmarks() {
    let adversarial: [(pattern: String, input: String)] = [
        ("(a+)+b", String(repeating: "a", count: 30)),
        ("(a|a)*b", String(repeating: "a", count: 30)),
        ("(a*)*b", String(repeating: "a", count: 30)),
        ("((a+)+)+b", String(repeating: "a", count: 40)),
        ("(a|aa)+$", String(repeating: "a", count: 40) + "!"),
        ("(x+x+)+y", String(repeating: "x", count: 50)),
        ("(\\w+\\s?)+$", String(repeating: "word ", count: 20) + "!"),
        ("(.*a){12}", String(repeating: "a", count: 40) + "b"),
    ]
    var results: [Measurement] = []
    for (pattern, input) in adversarial {
        let regex: LinearRegex
        do { regex = try LinearRegex(pattern) } catch { fatalError("\(error)") }
        precondition(!regex.wholeMatch(input))
        results.append(
            measure(
                "`\(pattern)`, \(input.count) characters", iterations: 2_000,
                notes: "no match; \(regex.programSize) instructions"
            ) {
                blackHole(regex.wholeMatch(input))
            })
    }
    do {
        let regex = try LinearRegex("(a+)+b")
        let long = String(repeating: "a", count: 3_000)
        results.append(
            measure("`(a+)+b`, 3,000 characters", iterations: 20, notes: "linear: 100× the input, ~100× the time") {
                blackHole(regex.wholeMatch(long))
            })
    } catch { fatalError("\(error)") }

    let condition = FormPredicate(format: "$a MATCHES '(a+)+b'")
    let typed = String(repeating: "a", count: 20)
    let lookup: (String) -> Any? = { _ in typed }
    results.append(
        measure("condition `$a MATCHES '(a+)+b'`, 20 typed `a`s", iterations: 2_000, notes: "what a keystroke re-runs") {
            blackHole(try? condition.evaluate(reading: lookup))
        })

    let email = RuleEmail()
    precondition(email.isValid(value: "ada.lovelace@example.co.uk") == nil)
    results.append(
        measure("`RuleEmail` on `ada.lovelace@example.co.uk`", iterations: 2_000, notes: "valid address") {
            blackHole(email.isValid(value: "ada.lovelace@example.co.uk"))
        })
    let nearMiss = String(repeating: "a.", count: 30) + "@" + String(repeating: "b-", count: 30)
    results.append(
        measure("`RuleEmail` on a 121-character near miss", iterations: 500, notes: "`a.a.…@b-b-…`, invalid") {
            blackHole(email.isValid(value: nearMiss))
        })
    results.append(
        measure("compile the email pattern", iterations: 200, notes: "once per rule") {
            blackHole(RuleEmail())
        })
    printTable(title: "Regular expressions (automaton engine)", results)
}
