import Eureka
import Foundation
import Testing

/// `TextEntry.pasteReplacesText` tells renderers where a paste is an amount read whole (a till)
/// rather than text put in at the cursor.
@Suite("Text entries: where a paste replaces the text")
struct PasteReplacesTextTests {
    private static func entry(_ row: BaseRow) -> TextEntry? {
        if case .text(let entry) = row.describe().control { return entry }
        return nil
    }

    @Test func aTillReadsTypedKeysOtherwiseThanWrittenText() {
        let till = DecimalRow {
            $0.formatter = DecimalFormatter(locale: Locale(identifier: "en_US")); $0.useFormatterDuringInput = true
        }
        #expect(Self.entry(till)?.pasteReplacesText == true)
    }

    @Test func fieldsReadingTypedTextAsWrittenInsertIt() {
        let grouping = NumberFormatter()
        grouping.numberStyle = .decimal
        let rows: [BaseRow] = [
            TextRow(), IntRow(), DecimalRow { $0.formatter = DecimalFormatter(locale: Locale(identifier: "en_US")) },
            IntRow {
                $0.formatter = grouping; $0.useFormatterDuringInput = true
            },
        ]
        for row in rows { #expect(Self.entry(row)?.pasteReplacesText == false, "\(type(of: row))") }
    }
}
