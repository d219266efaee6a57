import Eureka
import Foundation
import Testing

@testable import EurekaHTML

@Suite("JSON bodies: the byte-level parser")
struct JSONValueParserTests {
    @Test(
        arguments: [
            (
                #"{"a": 1, "b": [true, false, null], "c": {"d": "e"}}"#,
                FormValue.object(["a": .int(1), "b": .array([.bool(true), .bool(false), .null]), "c": .object(["d": .string("e")])])
            ),
            (#"  [ -0, 2.5, 1e3, -12E-1 ]  "#, .array([.int(0), .double(2.5), .double(1000), .double(-1.2)])),
            (#""tab\tquote\"slash\/back\\nl\nuni\u00e9\ud83d\ude00""#, .string("tab\tquote\"slash/back\\nl\nunié😀")),
            (#"9223372036854775807"#, .int(Int.max)),
            (#"9223372036854775807"#, .int(9_223_372_036_854_775_807)),
            (#""<b>&amp;""#, .string("<b>&amp;")),
            ("{}", .object([:])), ("[]", .array([])), (#""""#, .string("")),
        ] as [(String, FormValue)])
    func readsWhatJSONAllows(text: String, expected: FormValue) throws {
        #expect(try JSONValueParser.parse(Array(text.utf8)) == expected)
    }

    @Test(arguments: [
        "", " ", "{", "[1,]", "[1 2]", #"{"a" 1}"#, #"{"a": 1,}"#, #"{a: 1}"#, "01", "1.", ".5", "-", "1e", "tru", "nul", "NaN", "Infinity",
        #""unterminated"#, "\"control \u{01} char\"", #""\x""#, #""\u12""#, #""\ud800""#, #""\udc00x""#, #"{"a": 1, "a": 2}"#, "[1] 2",
    ])
    func refusesWhatItDoesNotAllowWithAnOffset(text: String) {
        #expect(throws: JSONValueParser.Failure.self) { try JSONValueParser.parse(Array(text.utf8)) }
    }

    @Test(arguments: [
        "-9223372036854775809", "123456789012345678901", "-9223372036854775808.5", "1234567890.12345678", "99999999999999999999",
        // Exactly a Double, but shown back as 9223372036854775808's shortest form, other digits.
        "9223372036854775808",
        // Too close to zero: it would read as 0; too large: infinity; subnormal, rounded.
        "1e-400", "1e309", "-1e400", "3e-324", "1.23456789e-320",
    ])
    func aNumberWithDigitsADoubleCannotKeepIsRefused(text: String) {
        #expect {
            try JSONValueParser.parse(Array(text.utf8))
        } throws: { error in
            (error as? JSONValueParser.Failure)?.reason == "A number that cannot be kept exactly (\(text))"
        }
    }

    @Test(arguments: [
        ("9223372036854776000", 9_223_372_036_854_775_808.0), ("1e23", 1e23), ("0.30000000000000004", 0.30000000000000004),
        ("100000000000000000000", 1e20), ("1e-320", Double("1e-320")!), ("2.2250738585072014e-308", 2.2250738585072014e-308),
    ])
    func aNumberADoubleKeepsIsRead(text: String, value: Double) throws {
        #expect(try JSONValueParser.parse(Array(text.utf8)) == .double(value))
    }

    @Test func invalidUTF8InAStringIsRefused() {
        #expect(throws: JSONValueParser.Failure.self) { try JSONValueParser.parse([UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\"")]) }
    }

    @Test(arguments: [1, 31, 32, 33, 10_000])
    func nestingIsRefusedPastTheLimitWithoutRecursingFurther(depth: Int) {
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        if depth <= JSONValueParser.defaultMaximumDepth {
            #expect(throws: Never.self) { try JSONValueParser.parse(Array(text.utf8)) }
        } else {
            #expect {
                try JSONValueParser.parse(Array(text.utf8))
            } throws: { ($0 as? JSONValueParser.Failure)?.isTooDeep == true }
        }
    }

    @Test func agreesWithFoundationOnExportedValues() throws {
        let values = FormValues([
            "name": .string("Tom & \"Jerry\" <b>"), "age": .int(36), "score": .double(9.5), "tags": .array([.string("a"), .string("b")]),
            "news": .bool(false), "nothing": .null,
        ])
        let bytes = Array(try values.jsonData())
        #expect(try JSONValueParser.parse(bytes) == .object(values.values))
        #expect(try JSONDecoder().decode(FormValues.self, from: Data(bytes)) == values)
    }
}
