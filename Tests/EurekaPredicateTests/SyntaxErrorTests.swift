import Testing

@testable import EurekaPredicate

/// One malformed predicate: the Character offset it must report and a fragment of the message.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    let format: String
    let offset: Int
    let fragment: String
    var testDescription: String { "\(format.debugDescription) @\(offset)" }

    init(_ format: String, _ offset: Int, _ fragment: String) {
        self.format = format
        self.offset = offset
        self.fragment = fragment
    }
}

@Suite("Syntax errors")
struct SyntaxErrorTests {
    static let cases: [ErrorCase] = [
        .init("$a == ", 6, "expected a value after '==' but found end of input"),
        .init("$a foo 1", 3, "expected a comparison operator after '$a' but found 'foo'"),
        .init("$a.b.count foo", 11, "expected a comparison operator after '$a.b.count' but found 'foo'"),
        .init("$a", 2, "expected a comparison operator after '$a' but found end of input"),
        .init("$a == 'abc", 6, "unterminated string literal"),
        .init("$a == \"abc", 6, "unterminated string literal"),
        .init("$a == 'abc\\", 10, "unterminated string literal"),
        .init("$a == 1)", 7, "unbalanced ')'"),
        .init(")", 0, "unbalanced ')'"),
        .init("$a == 1 AND )", 12, "unbalanced ')'"),
        .init("($a == 1 AND )", 13, "expected a predicate after 'AND' but found ')'"),
        .init("$a CONTAINS[x] 'b'", 11, "unknown modifier '[x]'"),
        .init("$a ==[cx] 'b'", 5, "unknown modifier '[cx]'"),
        .init("$a ==[] 'b'", 5, "unknown modifier '[]'"),
        .init("$a ==[c 'b'", 5, "unterminated modifier"),
        .init("($a == 1", 8, "expected ')' to close '(' after '1' but found end of input"),
        .init("(($a == 1)", 10, "expected ')' to close '('"),
        .init("", 0, "expected a predicate but found end of input"),
        .init("   ", 3, "expected a predicate but found end of input"),
        .init("$ == 1", 1, "expected a variable name after '$'"),
        .init("$a. == 1", 3, "expected a key path segment after '.'"),
        .init("$a.@sum == 1", 3, "unsupported collection operator '@sum'"),
        .init("$a == 1 AND", 11, "expected a predicate after 'AND' but found end of input"),
        .init("$a == 1 OR", 10, "expected a predicate after 'OR' but found end of input"),
        .init("$a == 1 $b == 2", 8, "expected AND, OR or end of input after '1' but found '$b'"),
        .init("$a == 'x' 'y'", 10, "expected AND, OR or end of input after ''x'' but found ''y''"),
        .init("TRUEPREDICATE == 1", 14, "expected AND, OR or end of input after 'TRUEPREDICATE'"),
        .init("$a MATCHES '('", 11, "invalid regular expression '('"),
        .init("$a MATCHES[c] 'a[b'", 14, "invalid regular expression"),
        .init("$a MATCHES $b", 11, "MATCHES needs a string literal pattern but found '$b'"),
        .init("$a BETWEEN {1}", 11, "BETWEEN needs a two-element collection"),
        .init("$a BETWEEN {1, 2, 3}", 11, "BETWEEN needs a two-element collection"),
        .init("$a BETWEEN 3", 11, "BETWEEN needs a two-element collection such as {1, 10} but found '3'"),
        .init("$a IN 3", 6, "IN needs a collection"),
        .init("$a IN nil", 6, "IN needs a collection"),
        .init("$a == {1, $b}", 10, "collection literal elements must be constants"),
        .init("$a == {1, {2}}", 10, "collection literal elements must be constants"),
        .init("$a == {1 2}", 9, "expected ',' or '}' in the collection literal after '1' but found '2'"),
        .init("$a == {1,}", 9, "expected a value after ',' but found '}'"),
        .init("$a == {1", 8, "expected ',' or '}' in the collection literal after '1' but found end of input"),
        .init("$a == 'x\\q'", 8, "unknown escape sequence '\\q'"),
        .init("$a == '\\u{110000}'", 7, "is not a valid unicode scalar"),
        .init("$a == '\\u{D800}'", 7, "is not a valid unicode scalar"),
        .init("$a == '\\u12'", 7, "malformed unicode escape"),
        .init("$a == '\\u{12'", 7, "malformed unicode escape"),
        .init("$a == 1e", 7, "expected digits in the exponent of '1e'"),
        .init("$a == 1e999", 6, "number literal '1e999' is out of range"),
        .init("$a & $b", 3, "unexpected character '&'; did you mean '&&' or AND?"),
        .init("$a | $b", 3, "did you mean '||' or OR?"),
        .init("$a == #", 6, "unexpected character '#'"),
        .init("$a == - 1", 6, "unexpected character '-'"),
        .init("NOT", 3, "expected a predicate after 'NOT' but found end of input"),
        .init("ANY == 1", 4, "expected a collection after 'ANY' but found '=='"),
        .init("$a == CAST(1, 'Date')", 14, "expected 'NSDate' (the only supported CAST type)"),
        .init("$a == CAST('x', 'NSDate')", 11, "expected a number of seconds"),
        .init("$a == CAST(1 'NSDate')", 13, "expected ','"),
        .init("foo == 1", 0, "expected a predicate but found 'foo'"),
        .init("$a == bar", 6, "expected a value after '==' but found 'bar'"),
        .init("$a LIKE", 7, "expected a value after 'LIKE' but found end of input"),
        .init("$a CONTAINS[c]", 14, "expected a value after 'CONTAINS[c]' but found end of input"),
        .init("$a == $b ==", 9, "expected AND, OR or end of input after '$b' but found '=='"),
        .init("$名前 == '東京' AND", 15, "expected a predicate after 'AND'"),
        .init("'👩‍👩‍👧' == $a $", 11, "expected a variable name after '$'"),
        .init("$café == 1 ==", 11, "expected AND, OR or end of input"),
        .init("$a == 'e\u{301}' #", 10, "unexpected character '#'"),
        .init("$a == 1 AND\n$b foo", 15, "expected a comparison operator after '$b' but found 'foo'"),
        .init(
            "$a == 'a very long string literal indeed' foo", 42,
            "after ''a very long string …' but found 'foo'"),
        .init(
            String(repeating: "(", count: 101) + "$a == 1" + String(repeating: ")", count: 101), 100,
            "nested too deeply"),
        .init(String(repeating: "NOT ", count: 101) + "$a == 1", 400, "nested too deeply"),
        // Braces spend from the same nesting budget as '(' and NOT, and never recurse past one.
        .init("$a IN " + String(repeating: "{", count: 10_000), 7, "collection literal elements must be constants"),
        .init("$a IN {1, " + String(repeating: "{", count: 4_000), 10, "collection literal elements must be constants"),
        .init(
            String(repeating: "(", count: 100) + "$a IN {1}" + String(repeating: ")", count: 100), 106,
            "nested too deeply"),
        .init(
            String(repeating: "NOT (", count: 50) + "$a IN {1}" + String(repeating: ")", count: 50), 256,
            "nested too deeply"),
    ]

    @Test(arguments: cases)
    func reportsPositionAndReason(_ testCase: ErrorCase) {
        let predicate = FormPredicate(format: testCase.format)
        guard let error = predicate.syntaxError else {
            Issue.record("parsed unexpectedly as \(predicate.canonicalFormat)")
            return
        }
        #expect(!predicate.isValid)
        #expect(error.format == testCase.format)
        #expect(error.offset == testCase.offset, "\(error.description)")
        #expect(error.message.contains(testCase.fragment), "\(error.message)")
        #expect(predicate.variables.isEmpty)
        #expect(predicate.canonicalFormat == testCase.format)
        #expect(predicate.description == error.description)
        #expect(throws: error) { try predicate.evaluate([:]) }
        #expect(throws: error) { try FormPredicate.parse(testCase.format) }
    }

    @Test func caretSitsUnderTheEndOfInput() {
        let error = FormPredicate(format: "$a == ").syntaxError
        #expect(
            error?.description == """
                expected a value after '==' but found end of input
                  $a == 
                        ^
                """)
    }

    @Test func caretSitsUnderTheOffendingToken() {
        let error = FormPredicate(format: "$a foo 1").syntaxError
        #expect(
            error?.description == """
                expected a comparison operator after '$a' but found 'foo'
                  $a foo 1
                     ^
                """)
    }

    @Test func caretShowsOnlyTheLineWithTheProblem() {
        let error = FormPredicate(format: "$a == 1 AND\n  $b foo\nOR $c == 2").syntaxError
        #expect(
            error?.description == """
                expected a comparison operator after '$b' but found 'foo'
                    $b foo
                       ^
                """)
    }

    @Test func caretKeepsTabsAligned() {
        let error = FormPredicate(format: "\t$a ?").syntaxError
        #expect(error?.description == "unexpected character '?'\n  \t$a ?\n  \t   ^")
    }

    @Test func caretCountsCharactersNotBytes() {
        let error = FormPredicate(format: "'東京' == 'é' foo").syntaxError
        #expect(error?.offset == 12)
        #expect(error?.description.hasSuffix("\n  '東京' == 'é' foo\n              ^") == true)
    }

    @Test func strictEntryReturnsTheSamePredicate() throws {
        let predicate = try FormPredicate.parse("$a == 1")
        #expect(predicate == FormPredicate(format: "$a == 1"))
        #expect(predicate.syntaxError == nil)
    }
}
