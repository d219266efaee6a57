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
}
