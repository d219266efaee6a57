import Foundation
import Testing

@testable import EurekaPredicate

/// `variables`, `canonicalFormat`, `description`, lookups and the value-level API.
@Suite("Public API")
struct PredicateAPITests {
    @Test(arguments: [
        ("$a == 1 AND $b == $a OR $c.count > 0", ["a", "b", "c"]),
        ("$person.address.city == 'x'", ["person"]),
        ("ANY $tags == $tags", ["tags"]),
        ("TRUEPREDICATE", []),
        ("$名前 == '太郎' AND $größe > 1", ["名前", "größe"]),
        ("'x' IN $b AND $a BETWEEN $b", ["b", "a"]),
        ("$a ==", []),
    ])
    func variablesAreUniqueInOrderOfAppearance(format: String, expected: [String]) {
        #expect(FormPredicate(format: format).variables == expected)
    }

    @Test func manyTagsStayUniqueAndOrdered() throws {
        let tags = (0..<40).map { "t\($0)" }
        let format = (tags + tags.reversed()).map { "$\($0) == 1" }.joined(separator: " OR ")
        let predicate = try FormPredicate.parse(format)
        #expect(predicate.variables == tags)
        #expect(try predicate.evaluate(["t39": 1]))
        #expect(try FormPredicate.parse(predicate.canonicalFormat).tree == predicate.tree)
    }

    @Test(arguments: [
        ("$a = 1 and not ($b <> \"x\")", "$a == 1 AND NOT $b != 'x'"),
        ("SOME $t =< 3", "ANY $t <= 3"),
        ("none $t => 3", "NONE $t >= 3"),
        ("$a == 1 OR ($b == 2 OR $c == 3)", "$a == 1 OR ($b == 2 OR $c == 3)"),
        ("($a == 1 OR $b == 2) AND $c == 3", "($a == 1 OR $b == 2) AND $c == 3"),
        ("$a == 1 AND $b == 2 OR $c == 3", "$a == 1 AND $b == 2 OR $c == 3"),
        ("(($a == 1))", "$a == 1"),
        ("NOT ($a == 1 AND $b == 2)", "NOT ($a == 1 AND $b == 2)"),
        ("! ! $a == 1", "NOT NOT $a == 1"),
        ("$s contains[cd] 'it\\'s'", "$s CONTAINS[cd] 'it\\'s'"),
        ("$s ==[dc] \"a\\tb\\\\\"", "$s ==[cd] 'a\\tb\\\\'"),
        ("$d == CAST(1.5, 'NSDate')", "$d == CAST(1.5, 'NSDate')"),
        ("$a IN {1, 2.5, 'x', NULL, YES}", "$a IN {1, 2.5, 'x', nil, true}"),
        ("$a.@count > 1e3", "$a.@count > 1000.0"),
        ("truepredicate || falsepredicate && truepredicate", "TRUEPREDICATE OR FALSEPREDICATE AND TRUEPREDICATE"),
        ("$x == '\\u{1}'", "$x == '\\u{1}'"),
        ("$a = 1 and not ($b <> \"x\") || SOME $t =< 3", "$a == 1 AND NOT $b != 'x' OR ANY $t <= 3"),
    ])
    func canonicalFormat(format: String, expected: String) throws {
        let predicate = try FormPredicate.parse(format)
        #expect(predicate.canonicalFormat == expected)
        #expect(predicate.description == expected)
        let reparsed = try FormPredicate.parse(expected)
        #expect(reparsed.tree == predicate.tree)
    }

    @Test func equalityAndHashingFollowTheSourceText() {
        let a: FormPredicate = "$a == 1"
        #expect(a == FormPredicate(format: "$a == 1"))
        #expect(a != FormPredicate(format: "$a = 1"))
        #expect(Set([a, "$a == 1", "$b == 1"]).count == 2)
    }

    @Test func eachOccurrenceIsReadAtMostOnce() throws {
        var reads: [String: Int] = [:]
        let predicate: FormPredicate = "$a == 1 OR $a == 2 OR ANY $tags == $b"
        let result = try predicate.evaluate { tag in
            reads[tag, default: 0] += 1
            return ["a": 3, "b": "y", "tags": ["x", "y", "z"]][tag]
        }
        #expect(result)
        #expect(reads == ["a": 2, "tags": 1, "b": 1])
    }

    @Test func connectivesShortCircuit() throws {
        var reads: [String] = []
        let predicate: FormPredicate = "$a == 1 AND $b == 2 OR $c == 3"
        _ = try predicate.evaluate { tag in
            reads.append(tag)
            return tag == "c" ? 3 : 0
        }
        #expect(reads == ["a", "c"])
    }

    @Test func readsPredicateValuesDirectly() throws {
        let predicate: FormPredicate = "ANY $topics == 'Sport' AND $count > 1.5"
        let values: [String: Any?] = [
            "topics": PredicateValue.collection([.string("Sport")]),
            "count": PredicateValue.int(2),
        ]
        #expect(try predicate.evaluate(values))
    }

    @Test func evaluatesConcurrently() async {
        let predicate: FormPredicate = "$name MATCHES[c] 'e[a-z]+' AND $name CONTAINS[c] 'REK'"
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let name = index.isMultiple(of: 2) ? "Eureka" : "Nope"
                    return (try? predicate.evaluate(["name": name])) ?? false
                }
            }
            var results: [Bool] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.filter { $0 }.count == 32)
    }

    @Test func unknownValuesNeverCrash() throws {
        struct Opaque {}
        let values: [String: Any?] = ["o": Opaque(), "f": { () -> Int in 1 }, "t": (1, "a")]
        for format in [
            "$o == 'x'", "$o < 1", "$o CONTAINS 'x'", "ANY $o == 1", "$f == nil", "$t.count == 2",
            "$o.missing.deeper == nil", "$t IN {1}", "$o BETWEEN {1, 2}", "$o LIKE '*'",
        ] {
            _ = try FormPredicate.parse(format).evaluate(values)
        }
        #expect(try FormPredicate.parse("$o == 'Opaque()'").evaluate(values))
    }

    @Test func emptyLookupReadsAsNil() throws {
        #expect(try FormPredicate.parse("$anything == nil").evaluate { _ in nil })
    }
}
