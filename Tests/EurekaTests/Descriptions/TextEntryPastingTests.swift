import Testing

@testable import Eureka

/// A number pasted as a field shows it goes in; a separator that may be a decimal one stays,
/// so the paste is refused rather than read as another number.
@Suite("Pasted numbers made fit")
struct TextEntryPastingTests {
    static func entry(decimalSeparator: String) -> TextEntry {
        var entry = TextEntry(text: "", keyboardType: .decimalPad)
        entry.decimalSeparator = decimalSeparator
        return entry
    }

    @Test(arguments: [
        (".", "1,234,567", "1234567"), (".", "1,234,567.50", "1234567.50"), (".", "-1,234", "-1234"), (".", " 42 ", "42"),
        (",", "1.234,5", "1234,5"), (",", "1 234 567", "1234567"),
    ])
    func groupingBeyondDoubtIsTakenOut(separator: String, pasted: String, fitted: String) {
        #expect(Self.entry(decimalSeparator: separator).pasteFitted(pasted) == fitted)
    }

    @Test(arguments: [
        (".", "1,5"), (".", "12.345,678"), (".", "1,23,456"), (".", "0,125"),
        (",", "0.125"), (",", "1,234.567"), (",", "1.234.56"),
    ])
    func aSeparatorThatMayBeDecimalStays(separator: String, pasted: String) {
        #expect(Self.entry(decimalSeparator: separator).pasteFitted(pasted) == nil)
    }
}
