import Eureka
import EurekaTerminalTesting
import TerminalKit
import Testing

@testable import EurekaTerminal

@Suite("Section headers and footers wrap instead of being cut")
struct SectionTextWrapTests {
    private static let footer = "Editing starts from the plain number; it is shown formatted once you leave the field, as a bank app does."
    private static let header = "Try next and previous here (Tab in a terminal, Enter on the web)"

    private func controller(rows: Int = 2) -> FormViewController {
        let controller = FormViewController()
        controller.title = "Formatters"
        let section = Section(header: Self.header, footer: Self.footer)
        for index in 0..<rows { section <<< TextRow("r\(index)") { $0.title = "Row \(index)" } }
        controller.form +++ section +++ Section("After") <<< TextRow("after") { $0.title = "After" }
        return controller
    }

    /// Every word of the header and footer is on screen, whole, and no line was cut with "…".
    @Test(arguments: [80, 60, 40, 24])
    func everyWordIsShownWhole(columns: Int) {
        let driver = TerminalFormDriver(controller: controller(), size: TerminalSize(columns: columns, rows: 30))
        let lines = driver.screen.split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.contains("…") }, "\(driver.screen)")
        let words = Set(lines.flatMap { $0.split(separator: " ").map(String.init) })
        for word in Self.footer.split(separator: " ") { #expect(words.contains(String(word)), "“\(word)”:\n\(driver.screen)") }
        for word in Self.header.uppercased().split(separator: " ") { #expect(words.contains(String(word)), "“\(word)”:\n\(driver.screen)") }
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= columns })
    }

    @Test func aFooterThatFitsKeepsItsSpacing() {
        let controller = FormViewController()
        controller.form +++ Section(header: "Keys", footer: "1, 2, 5    reads 1.25") <<< TextRow("a") { $0.title = "A" }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 40, rows: 10))
        #expect(driver.screen.contains(" 1, 2, 5    reads 1.25"), "\(driver.screen)")
    }

    /// A wrapped footer is as tall as its lines: moving down to the next section's row on a
    /// short screen still brings that row, and its header, into view.
    @Test func scrollingAndFocusAllowForTheWrappedLines() {
        let driver = TerminalFormDriver(controller: controller(rows: 3), size: TerminalSize(columns: 30, rows: 10))
        driver.press(.down, times: 3)
        #expect(driver.focusedRow?.tag == "after")
        #expect(driver.screen.contains("▸ After"), "\(driver.screen)")
        #expect(driver.screen.contains(" AFTER"), "\(driver.screen)")
        driver.press(.up, times: 3)
        #expect(driver.focusedRow?.tag == "r0")
        #expect(driver.screen.contains("▸ Row 0"), "\(driver.screen)")
    }
}
