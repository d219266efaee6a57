import TerminalKit
import Testing

@testable import EurekaTerminal

@Suite("Wrapped text")
struct WrappedTextTests {
    @Test(arguments: [
        (
            "“99999999999999999999” is above the largest whole number kept, 9223372036854775807", 34,
            ["“99999999999999999999” is above", "the largest whole number kept,", "9223372036854775807"]
        ),
        ("Field value should be a valid email!", 12, ["Field value", "should be a", "valid email!"]),
        ("a  b", 10, ["a b"]),
        ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
        ("go 日本語テキスト", 6, ["go", "日本語", "テキス", "ト"]),
        ("", 5, [""]),
    ])
    func messagesBreakBetweenWords(text: String, width: Int, lines: [String]) {
        let wrapped = WrappedText.byWords(text, width: width)
        #expect(wrapped == lines)
        #expect(wrapped.allSatisfy { DisplayWidth.of($0) <= width })
    }
}
