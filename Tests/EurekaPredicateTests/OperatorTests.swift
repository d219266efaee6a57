import Testing

@testable import EurekaPredicate

/// Every comparison operator and alias, the connectives and their precedence.
@Suite("Operators")
struct OperatorTests {
    static let comparisons: [EvaluationCase] = [
        .init("$three == 3", true),
        .init("$three = 3", true),
        .init("$three != 3", false),
        .init("$three <> 4", true),
        .init("$three < 4", true),
        .init("$three < 3", false),
        .init("$three <= 3", true),
        .init("$three =< 2", false),
        .init("$three > 2", true),
        .init("$three > 3", false),
        .init("$three >= 4", false),
        .init("$three => 3", true),
        .init("$three BETWEEN {1, 3}", true),
        .init("$three BETWEEN {3, 3}", true),
        .init("$three BETWEEN {4, 10}", false),
        .init("$pi BETWEEN {3, 4}", true),
        .init("$name BETWEEN {'A', 'F'}", true),
        .init("$three BETWEEN $range", true),
        .init("$three BETWEEN $numbers", false),
        .init("$three IN {1, 2, 3}", true),
        .init("$three IN {1, 2}", false),
        .init("$three IN {}", false),
        .init("$name IN {'Eureka', 'Other'}", true),
        .init("'ure' IN $name", true),
        .init("'x' IN $name", false),
        .init("$sport IN $set", true),
        .init("'swift' IN $tags", true),
        .init("'go' IN $tags", false),
        .init("3 IN $numbers", true),
        .init("$name BEGINSWITH 'Eur'", true),
        .init("$name BEGINSWITH 'ur'", false),
        .init("$name ENDSWITH 'ka'", true),
        .init("$name ENDSWITH 'k'", false),
        .init("$name CONTAINS 'rek'", true),
        .init("$name CONTAINS 'REK'", false),
        .init("$name CONTAINS ''", true),
        .init("$name LIKE 'E*a'", true),
        .init("$name LIKE 'E?reka'", true),
        .init("$name LIKE 'E??reka'", false),
        .init("$name LIKE 'e*'", false),
        .init("$name LIKE '*'", true),
        .init("$name LIKE '*r*k*'", true),
        .init("$empty LIKE '*'", true),
        .init("$empty LIKE '?'", false),
        .init("'a*b' LIKE 'a\\\\*b'", true),
        .init("'axb' LIKE 'a\\\\*b'", false),
        .init("$name MATCHES 'E[a-z]+'", true),
        .init("$name MATCHES 'e[a-z]+'", false),
        .init("$name MATCHES 'ure'", false),
        .init("$name MATCHES '.*rek.*'", true),
        .init("$tags CONTAINS 'ios'", true),
        .init("$tags CONTAINS 'go'", false),
        .init("$set CONTAINS 'News'", true),
        .init("$numbers CONTAINS 4", false),
        .init("'abc' CONTAINS 'b'", true),
        .init("1 < 2", true),
        .init("nil == nil", true),
    ]

    static let connectives: [EvaluationCase] = [
        .init("$yes == true AND $no == false", true),
        .init("$yes == true && $no == true", false),
        .init("$yes == false OR $no == false", true),
        .init("$yes == false || $no == true", false),
        .init("NOT $yes == true", false),
        .init("! $yes == false", true),
        .init("!($yes == false)", true),
        .init("NOT $yes == true AND $no == true OR $three == 3", true),
        .init("NOT $yes == true AND ($no == true OR $three == 3)", false),
        .init("NOT ($yes == true AND $no == true)", true),
        .init("$three == 1 OR $three == 2 OR $three == 3", true),
        .init("$three == 3 AND $three == 3 AND $three == 4", false),
        .init("FALSEPREDICATE OR TRUEPREDICATE AND FALSEPREDICATE", false),
        .init("TRUEPREDICATE OR TRUEPREDICATE AND FALSEPREDICATE", true),
        .init("(TRUEPREDICATE OR TRUEPREDICATE) AND FALSEPREDICATE", false),
        .init("TRUEPREDICATE OR FALSEPREDICATE AND FALSEPREDICATE", true),
        .init("NOT FALSEPREDICATE AND FALSEPREDICATE", false),
        .init("NOT (FALSEPREDICATE AND FALSEPREDICATE)", true),
        .init("NOT NOT TRUEPREDICATE", true),
        .init("TRUEPREDICATE", true),
        .init("FALSEPREDICATE", false),
        .init("((($three == 3)))", true),
        .init("$three == 3 AND ($name == 'x' OR ($yes == true AND NOT $no == true))", true),
    ]

    static let keywordCase: [EvaluationCase] = [
        .init("truepredicate and not falsepredicate", true),
        .init("$name beginswith 'E'", true),
        .init("$name Contains[c] 'e'", true),
        .init("any $tags == 'ios'", true),
        .init("$three between {1, 5}", true),
        .init("$three in {3}", true),
        .init("$yes == yes", true),
        .init("$no == No", true),
        .init("$nothing == Nil", true),
        .init("$three == 3 and $three == 3 or $three == 4", true),
        .init("$name EndsWith 'A'", false),
        .init("$name like[C] 'EUREKA'", true),
        .init("$name matches '.+'", true),
    ]

    @Test(arguments: comparisons)
    func comparison(_ testCase: EvaluationCase) {
        check(testCase)
    }

    @Test(arguments: connectives)
    func connective(_ testCase: EvaluationCase) {
        check(testCase)
    }

    @Test(arguments: keywordCase)
    func keywordsAreCaseInsensitive(_ testCase: EvaluationCase) {
        check(testCase)
    }
}
