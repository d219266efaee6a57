import Foundation
import Testing

@testable import EurekaPredicate

/// A String-backed enum: compares by raw value.
enum Color: String {
    case red, green, blue
}

/// An Int-backed enum: compares by raw value.
enum Priority: Int {
    case low = 1
    case medium = 2
    case high = 3
}

/// An enum without raw values: compares only through `String(describing:)` with `==`/`!=`.
enum Plain {
    case alpha, beta
}

/// Both RawRepresentable and PredicateValueConvertible: the conformance must win.
enum Status: String, PredicateValueConvertible {
    case active
    var predicateValue: PredicateValue { .string("on") }
}

/// A PredicateValueConvertible type with a numeric representation.
struct Money: PredicateValueConvertible {
    var cents: Int
    var predicateValue: PredicateValue { .double(Double(cents) / 100) }
}

struct Address {
    var city: String
    var zip: String?
}

final class Person {
    let name: String
    let age: Int
    let address: Address
    init(name: String, age: Int, address: Address) {
        self.name = name
        self.age = age
        self.address = address
    }
}

final class Employee: PersonBase {
    let company = "ACME"
}

class PersonBase {
    let id = 7
}

@propertyWrapper
struct Clamped {
    var wrappedValue: Int
}

struct Settings {
    @Clamped var volume: Int
}

/// The fixed values every table-driven case is evaluated against.
enum Fixture {
    static let today = Date(timeIntervalSinceReferenceDate: 700_000_000)
    static let yesterday = Date(timeIntervalSinceReferenceDate: 700_000_000 - 86_400)

    static func values() -> [String: Any?] {
        [
            "yes": true,
            "no": false,
            "zero": 0,
            "three": 3,
            "big": Int.max,
            "negative": -7,
            "pi": 3.14159,
            "half": 0.5,
            "float": Float(2.5),
            "int8": Int8(-3),
            "uint64": UInt64.max,
            "decimal": Decimal(string: "2.50")!,
            "cgfloat": CGFloat(1.5),
            "name": "Eureka",
            "empty": "",
            "sport": "Sport",
            "quote": "it's",
            "multiline": "a\nb",
            "cafe": "caf\u{E9}",
            "cafeDecomposed": "cafe\u{301}",
            "strasse": "Straße",
            "cjk": "東京タワー",
            "emoji": "I ❤️ Swift 👩‍👩‍👧",
            "substring": "Substring"[...] as Substring,
            "character": Character("x"),
            "nothing": nil,
            "boxedNil": Optional<Int>.none as Any,
            "boxedThree": Optional<Int>.some(3) as Any,
            "nestedOptional": Optional<String?>.some("x") as Any,
            "tags": ["swift", "ios", "linux"],
            "set": Set(["Sport", "News"]),
            "emptyList": [String](),
            "numbers": [1, 2, 3],
            "range": [1, 5],
            "hashables": Set<AnyHashable>([1, "a"]),
            "color": Color.red,
            "colors": [Color.red, Color.green],
            "priority": Priority.high,
            "plain": Plain.alpha,
            "status": Status.active,
            "money": Money(cents: 1_250),
            "topics": PredicateValue.collection([.string("Sport"), .string("News")]),
            "predicateNull": PredicateValue.null,
            "today": today,
            "yesterday": yesterday,
            "person": Person(name: "Ada", age: 36, address: Address(city: "London", zip: nil)),
            "employee": Employee(),
            "settings": Settings(volume: 5),
            "dict": ["city": "Paris"],
            "größe": 42,
            "名前": "太郎",
            "tag_1": 1,
        ]
    }
}

/// SplitMix64: a tiny, fast, deterministic generator, so every fuzz run sees the same cases.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func pick<T>(_ options: [T]) -> T {
        options[Int.random(in: 0..<options.count, using: &self)]
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }
}

/// One table row: a predicate and the result it must give against `Fixture.values()`.
struct EvaluationCase: Sendable, CustomTestStringConvertible {
    let format: String
    let expected: Bool
    var testDescription: String { "\(format) → \(expected)" }

    init(_ format: String, _ expected: Bool) {
        self.format = format
        self.expected = expected
    }
}

/// Parses and evaluates `testCase` against the fixture, recording failures at the caller.
func check(_ testCase: EvaluationCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let predicate = FormPredicate(format: testCase.format)
    guard predicate.isValid else {
        Issue.record("did not parse: \(predicate.description)", sourceLocation: sourceLocation)
        return
    }
    let values = Fixture.values()
    #expect(throws: Never.self, sourceLocation: sourceLocation) {
        let result = try predicate.evaluate(values)
        #expect(result == testCase.expected, "\(testCase.format)", sourceLocation: sourceLocation)
    }
}
