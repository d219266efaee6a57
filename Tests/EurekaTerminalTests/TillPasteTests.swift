import Eureka
import EurekaTerminalTesting
import Foundation
import TerminalKit
import Testing

@testable import EurekaTerminal

/// A till (a number field filling digits from the right as keys are typed) takes a paste as an
/// amount written out: read whole, as a posted page or a line-mode answer is, in place of the
/// amount shown. "12.5" pasted into "0.00" was refused (the separator shown was in the way),
/// and into an empty till it was read as the keys 1, 2, 5: 1.25.
@Suite("Terminal: pasting into a till")
struct TillPasteTests {
    private func till(_ start: Double?) -> (DecimalRow, TerminalFormDriver) {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< DecimalRow("till") {
                $0.title = "Till"; $0.formatter = DecimalFormatter(locale: Locale(identifier: "en_US")); $0.useFormatterDuringInput = true
                $0.value = start
            }
            <<< IntRow("population") {
                $0.title = "Population"
                let grouping = NumberFormatter()
                grouping.locale = Locale(identifier: "en_US"); grouping.numberStyle = .decimal; grouping.maximumFractionDigits = 0
                $0.formatter = grouping; $0.useFormatterDuringInput = true; $0.value = 4567
            }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 50, rows: 10))
        return (controller.form.rowBy(tag: "till") as! DecimalRow, driver)
    }

    @Test(
        arguments: [
            (nil, "12.5", 12.5, "12.50"), (0, "12.5", 12.5, "12.50"), (1.25, "12.5", 12.5, "12.50"), (1.25, "125", 125, "125.00"),
            (nil, "1,234.5", 1234.5, "1,234.50"), (0, " 7 ", 7, "7.00"), (3, "-2.5", -2.5, "-2.50"),
        ] as [(Double?, String, Double, String)])
    func aPastedAmountReplacesTheOneShown(start: Double?, pasted: String, value: Double, shown: String) {
        let (row, driver) = till(start)
        driver.paste(pasted)
        #expect(row.value == value, "\(driver.screen)")
        #expect(driver.screen.contains("Till               \(shown)"), "\(driver.screen)")
        #expect(!driver.screen.contains("Not pasted"))
    }

    /// After the paste the field is still being edited, at its end: a key typed goes on from
    /// the pasted amount as it does from a typed one.
    @Test func typingGoesOnFromThePastedAmount() {
        let (row, driver) = till(0)
        driver.paste("12.5")
        driver.type("7")
        #expect(row.value == 125.07, "\(driver.screen)")
        driver.press(.backspace, times: 2)
        #expect(row.value == 1.25, "\(driver.screen)")
    }

    /// Typed keys still fill from the right, and what no number is stays refused, the amount
    /// shown kept.
    @Test func keysStillFillFromTheRightAndTextIsStillRefused() {
        let (row, driver) = till(nil)
        driver.type("125")
        #expect(row.value == 1.25)
        driver.paste("12a")
        #expect(row.value == 1.25)
        #expect(driver.screen.contains("Not pasted: this field does not take “a”"), "\(driver.screen)")
        driver.paste("1.2.3")
        #expect(row.value == 1.25)
    }

    /// A field that reformats while typing but reads typed text as written (grouping) still
    /// takes a paste at the cursor, as a text field does.
    @Test func aGroupingFieldStillInsertsAtTheCursor() {
        let (_, driver) = till(nil)
        driver.press(.tab)
        driver.paste("8")
        #expect(driver.screen.contains("45,678"), "\(driver.screen)")
    }
}
