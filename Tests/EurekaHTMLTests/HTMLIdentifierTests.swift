import EurekaHTML
import Testing

@Suite("Identifier sanitiser")
struct HTMLIdentifierTests {
    @Test(
        arguments: [
            ("email", "", "email"),
            ("first name", "", "first_20name"),
            ("a_b", "", "a_5fb"),
            ("1st", "", "_31st"),
            ("-x", "", "_2dx"),
            ("", "", "_"),
            ("\"><script>", "", "_22_3e_3cscript_3e"),
            ("é", "", "_c3_a9"),
            ("1st", "row-", "row-1st"),
            ("", "row-", "row-"),
        ] as [(String, StaticString, String)])
    func sanitises(raw: String, prefix: StaticString, expected: String) {
        #expect(HTMLIdentifier(sanitizing: raw, prefix: prefix).value == expected)
        #expect(HTMLIdentifier.decode(expected, prefix: prefix) == raw)
    }

    @Test(arguments: ["a b", "a_20b", "A-Z_09", "ünï cödé 👩‍💻", "<>&\"'`", "_", "__", "1", "-", "row-x"])
    func roundTripsAndStaysInTheSafeAlphabet(raw: String) {
        let token = HTMLIdentifier(sanitizing: raw).value
        #expect(
            token.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || byte == 0x2D || byte == 0x5F
            })
        #expect(HTMLIdentifier.decode(token) == raw)
    }

    /// A clean tag takes a shortcut (no byte array); it must give what the writer's byte path writes.
    @Test(arguments: ["email", "field-3", "A9", "x", "1st", "-x", "a b", "", "é", "a_b", "row-x"])
    func theCleanTagShortcutAgreesWithTheWriter(raw: String) {
        for prefix: StaticString in ["", "t-"] {
            var html = HTMLWriter()
            html.void(.input) { $0.identifier(.id, raw, prefix: prefix) }
            #expect(html.string == #"<input id="\#(HTMLIdentifier(sanitizing: raw, prefix: prefix).value)">"#)
        }
    }

    @Test func distinctInputsNeverCollide() {
        let inputs = ["a b", "a_b", "a-b", "a_20b", "a_5fb", "ab", "a", "b", "_", "", "1", "_31"]
        let tokens = Set(inputs.map { HTMLIdentifier(sanitizing: $0).value })
        #expect(tokens.count == inputs.count)
    }

    @Test(arguments: ["row-a_zz", "a_2", "a b", "_61", "row-_"])
    func refusesTokensItCouldNotHaveMade(token: String) {
        #expect(HTMLIdentifier.decode(token, prefix: token.hasPrefix("row-") ? "row-" : "") == nil)
    }
}
