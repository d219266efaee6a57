import Eureka
import EurekaTerminalTesting
import TerminalKit
import Testing

@testable import EurekaTerminal

@Suite("Interactive session through the driver")
struct DriverTests {
    private func makeController() -> FormViewController {
        let controller = FormViewController()
        controller.title = "Demo"
        controller.form +++ Section("Main")
            <<< PlainRow("a") {
                $0.title = "Alpha"; $0.value = "1"
            }
            <<< PlainRow("b") { $0.title = "Beta" }
            <<< PlainRow("c") {
                $0.title = "Gamma"; $0.disabled = true
            }
            <<< PlainRow("d") { $0.title = "Delta" }
        return controller
    }

    @Test func arrowsMoveFocusSkippingDisabledRows() {
        let driver = TerminalFormDriver(controller: makeController(), size: TerminalSize(columns: 40, rows: 12))
        #expect(driver.focusedRow?.tag == "a")
        #expect(driver.screen.contains("▸ Alpha"))
        driver.press(.down)
        #expect(driver.focusedRow?.tag == "b")
        driver.press(.down)
        #expect(driver.focusedRow?.tag == "d")
        driver.press(.up, times: 5)
        #expect(driver.focusedRow?.tag == "a")
        #expect(driver.screen.contains("1/4"))
    }

    /// What follows the last row (a footer, read-only rows) comes into view on Down, Page Down
    /// or End at the last row, as far as the focused row stays on screen; it was out of reach.
    @Test(arguments: [Key.down, .pageDown, .end])
    func theTextAfterTheLastRowComesIntoView(key: Key) {
        let controller = FormViewController()
        let rows = Section("Rows")
        for index in 0..<12 { rows <<< PlainRow("r\(index)") { $0.title = "Row \(index)" } }
        let guide = Section(header: "Guide", footer: "The very last line")
        for index in 0..<3 {
            guide
                <<< LabelRow("g\(index)") {
                    $0.title = "Guide line \(index)"; $0.disabled = true
                }
        }
        controller.form +++ rows +++ guide
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 40, rows: 12))
        driver.press(.down, times: 11)
        #expect(driver.focusedRow?.tag == "r11")
        #expect(!driver.screen.contains("The very last line"), "not yet:\n\(driver.screen)")
        driver.press(key)
        #expect(driver.focusedRow?.tag == "r11")
        #expect(driver.screen.contains("▸ Row 11"), "\(driver.screen)")
        #expect(driver.screen.contains("Guide line 2") && driver.screen.contains("The very last line"), "\(driver.screen)")
    }

    /// A title's colour and font reach the terminal (set in cellUpdate, as every update sets
    /// the title's colour), and a field's alignment places its value when not editing.
    @Test func titleStylesAndValueAlignmentAreShown() throws {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< PlainRow("first") { $0.title = "First" }
            <<< TextRow("styled") {
                $0.title = "Styled"; $0.value = "v"
            }
            .cellUpdate { cell, _ in
                cell.textLabel?.textColor = .systemPurple
                cell.textLabel?.font = .boldSystemFont(ofSize: 17)
            }
            <<< TextRow("left") {
                $0.title = "Left"; $0.value = "L"
            }
            .cellSetup { cell, _ in cell.textField.textAlignment = .left }
            <<< TextRow("right") {
                $0.title = "Right"; $0.value = "R"
            }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 40, rows: 10))
        let lines = driver.screen.components(separatedBy: "\n")
        let styledLine = try #require(lines.firstIndex { $0.contains("Styled") })
        let titleColumn = try #require(lines[styledLine].range(of: "Styled")).lowerBound.utf16Offset(in: lines[styledLine])
        let cell = driver.frame[styledLine, titleColumn]
        #expect(cell.style.foreground == .ansi16(.magenta))
        #expect(cell.style.bold)
        driver.press(.down)
        let focusedCell = driver.frame[styledLine, titleColumn]
        #expect(focusedCell.style.bold && focusedCell.style.inverse, "focused, the title keeps its font")
        let left = try #require(lines.first { $0.contains("Left") })
        let right = try #require(lines.first { $0.contains("Right") })
        #expect(left.trimmingCharacters(in: .whitespaces).hasSuffix("L") && !left.hasSuffix("L"), "left-aligned: \(left)")
        #expect(right.hasSuffix("R"), "right-aligned: \(right)")
    }

    @Test func submitAndCancelEndTheRun() {
        let driver = TerminalFormDriver(controller: makeController())
        driver.press(.character("s"), modifiers: .control)
        #expect(driver.result?.outcome == .submitted)
        #expect(driver.result?.values["a"] == .string("1"))
        let other = TerminalFormDriver(controller: makeController())
        other.press(.escape)
        #expect(other.result?.outcome == .cancelled)
    }

    @Test func unknownKeysAndSequencesSayWhatHappened() {
        let driver = TerminalFormDriver(controller: makeController(), size: TerminalSize(columns: 70, rows: 12))
        driver.send(.unknown([0x1B, 0x5B, 0x39, 0x39, 0x7E]))
        #expect(driver.screen.contains("Unknown key sequence ESC [ 9 9 ~"))
        // A Latin-1 terminal's é is not typed as "�": the screen says why.
        let latin = TerminalFormDriver(controller: makeController(), size: TerminalSize(columns: 110, rows: 12))
        latin.send(.unknown([0xE9]))
        #expect(latin.screen.contains("Not typed: the terminal sent 0xE9, which is not UTF-8 text"), "\(latin.screen)")
        driver.press(.function(9))
        #expect(driver.screen.contains("F9 does nothing here"), "named as the help bar names keys")
        driver.press(.down)
        #expect(!driver.screen.contains("does nothing here"), "status messages last until the next key")
    }

    @Test func helpOverlayListsKeysAndClosesWithEscape() {
        let driver = TerminalFormDriver(controller: makeController(), size: TerminalSize(columns: 60, rows: 20))
        driver.press(.character("?"))
        #expect(driver.screen.contains("Keys"))
        #expect(driver.screen.contains("suspend"))
        driver.press(.escape)
        #expect(!driver.screen.contains("suspend"))
        #expect(driver.result == nil)
    }

    /// A driver over a form with a change, so Esc asks before discarding it.
    private func changedFormDriver() -> TerminalFormDriver {
        let controller = makeController()
        let driver = TerminalFormDriver(controller: controller)
        (controller.form.rowBy(tag: "b") as! PlainRow).value = "changed"
        return driver
    }

    @Test func escapeAfterChangesAsksBeforeDiscarding() {
        let driver = changedFormDriver()
        driver.press(.escape)
        #expect(driver.screen.contains("Discard changes?"))
        driver.press(.escape)
        #expect(driver.result == nil)
        driver.press(.escape)
        driver.press(.character("d"))
        #expect(driver.result == nil, "a letter only selects a destructive choice")
        driver.press(.character("d"), modifiers: .control)
        driver.press(.character("d"), modifiers: .alt)
        #expect(driver.result == nil, "Ctrl and Alt letters pick nothing")
        driver.press(.enter)
        #expect(driver.result?.outcome == .cancelled)
    }

    /// An arrow key cut in two (Esc, then "[D" after the Esc timeout) opens "Discard changes?"
    /// and then types "D": that must not throw the form away.
    @Test func anArrowCutInTwoDoesNotDiscardTheForm() {
        let driver = changedFormDriver()
        driver.press(.escape)
        driver.press(.character("["))
        driver.press(.character("D"))
        #expect(driver.result == nil)
        #expect(driver.screen.contains("▸ Discard"), "Discard is selected, waiting for Enter")
    }

    @Test func controlCCancelsEvenOverADialog() {
        let driver = changedFormDriver()
        driver.press(.escape)
        #expect(driver.screen.contains("Discard changes?"))
        driver.press(.character("z"), modifiers: .control)
        #expect(driver.suspensionRequests == 1, "Ctrl-Z suspends over a dialog too")
        driver.press(.character("c"), modifiers: .control)
        #expect(driver.result?.outcome == .cancelled)
    }

    @Test func controlZAsksToSuspend() {
        let driver = TerminalFormDriver(controller: makeController())
        driver.press(.character("z"), modifiers: .control)
        #expect(driver.suspensionRequests == 1)
    }

    @Test func typingPastTheBottomOfATallTextAreaKeepsTheCursorOnScreen() throws {
        let controller = FormViewController()
        controller.form +++ Section("Notes")
            <<< PlainRow("before") { $0.title = "Before" }
            <<< TextAreaRow("notes") { $0.title = "Notes" }
            <<< PlainRow("after") { $0.title = "After" }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 40, rows: 12))
        driver.press(.down)
        #expect(driver.focusedRow?.tag == "notes")
        for line in 1...30 {
            driver.type("Line \(line)")
            driver.press(.enter)
            #expect(driver.cursor.isVisible, "the cursor stays on screen after line \(line)")
            let cursorRow = driver.cursor.row
            let rows = driver.screen.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(
                rows.indices.contains(cursorRow - 1) && rows[cursorRow - 1].contains("Line \(line)"), "the line just typed is above the cursor (line \(line))")
            #expect(driver.screen.contains("Notes"), "the row's title stays on screen (line \(line)):\n\(driver.screen)")
        }
        #expect(driver.screen.split(separator: "\n")[1].contains("↑ 22 lines"), "how much is above:\n\(driver.screen)")
        // Up walks back through the lines, never under the pinned title, and on out of the text.
        for line in stride(from: 30, through: 1, by: -1) {
            driver.press(.up)
            #expect(driver.focusedRow?.tag == "notes")
            #expect(driver.cursor.isVisible && driver.cursor.row > 1, "below the title (line \(line))")
            let rows = driver.screen.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(rows[driver.cursor.row].contains("Line \(line)"), "the cursor is on line \(line):\n\(driver.screen)")
        }
        #expect(!driver.screen.contains("↑"), "back at the top, nothing is above")
        driver.press(.down, times: 30)
        #expect(driver.focusedRow?.tag == "notes")
        #expect(driver.screen.contains("↑"))
        driver.type("Last words")
        #expect(driver.screen.contains("Last words"))
        // Deleting lines from the end: the screen stays full of the text, never half blank.
        for _ in 1...12 {
            driver.press(.character("u"), modifiers: .control)
            driver.press(.backspace)
            let rows = driver.screen.split(separator: "\n", omittingEmptySubsequences: false)
            let body = rows.dropFirst().dropLast(2)
            #expect(body.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty }, "no blank line in:\n\(driver.screen)")
        }
        // Down from the last line leaves the text area; Up comes back to that line, and
        // Page Up moves by rows, to the row above, which shows the text area's first line again.
        driver.press(.down)
        #expect(driver.focusedRow?.tag == "after")
        #expect(driver.screen.contains("▸ After"))
        driver.press(.up)
        #expect(driver.focusedRow?.tag == "notes")
        #expect(driver.cursor.isVisible)
        driver.press(.pageUp)
        #expect(driver.focusedRow?.tag == "before")
        #expect(driver.screen.contains("▸ Before"))
    }
    private func textAreaForm(value: String? = nil) -> FormViewController {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< PlainRow("before") { $0.title = "Before" }
            <<< TextAreaRow("notes") {
                $0.title = "Notes"; $0.value = value
            }
            <<< PlainRow("after") { $0.title = "After" }
        return controller
    }

    @Test func upAndDownFollowTheLinesOnScreenThroughAWrappedParagraph() {
        let driver = TerminalFormDriver(controller: textAreaForm(), size: TerminalSize(columns: 30, rows: 14))
        driver.press(.down)
        // At 30 columns the text wraps at 24: sixty characters are three lines on screen.
        driver.type(String(repeating: "abcdefghij", count: 6))
        let end = driver.cursor
        for linesUp in 1...2 {
            driver.press(.up)
            #expect(driver.focusedRow?.tag == "notes", "still inside the paragraph")
            #expect(driver.cursor.row == end.row - linesUp && driver.cursor.column == end.column, "\(driver.cursor)")
        }
        driver.press(.up)
        #expect(driver.focusedRow?.tag == "before", "on from the paragraph's first line")
    }

    @Test func upAndDownKeepTheColumnAcrossShorterLines() {
        let driver = TerminalFormDriver(controller: textAreaForm(value: "abcdefghij\n中文\nx\n0123456789"), size: TerminalSize(columns: 40, rows: 14))
        driver.press(.down)
        #expect(driver.focusedRow?.tag == "notes")
        let start = driver.cursor
        driver.press(.end)
        let columnTen = driver.cursor
        #expect(columnTen.column == start.column + 10)
        driver.press(.down, times: 3)
        #expect(driver.cursor.row == start.row + 3 && driver.cursor.column == columnTen.column, "at column 10 on the last line")
        driver.press(.up, times: 3)
        #expect(driver.cursor == columnTen, "and back at column 10 on the first")
        driver.press(.down)
        driver.press(.left)
        driver.press(.down, times: 2)
        #expect(driver.cursor.column == start.column + 2, "a move along the line (to after 中) sets a new goal: column 2")
    }

    @Test func enteringATextAreaFromAboveStartsAtItsFirstLineAndFromBelowAtItsEnd() {
        let driver = TerminalFormDriver(controller: textAreaForm(value: "one\ntwo\nthree"), size: TerminalSize(columns: 40, rows: 14))
        driver.press(.down)
        let rows = driver.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[driver.cursor.row].contains("one"))
        driver.press(.down, times: 3)
        #expect(driver.focusedRow?.tag == "after")
        driver.press(.up)
        #expect(driver.screen.split(separator: "\n", omittingEmptySubsequences: false)[driver.cursor.row].contains("three"))
    }

    @Test(arguments: ["one\r\ntwo\r\nthree", "one\u{2028}two\u{2028}three", "one\ntwo\nthree"])
    func everyKindOfLineBreakInAValueStartsALine(_ value: String) throws {
        let driver = TerminalFormDriver(controller: textAreaForm(value: value), size: TerminalSize(columns: 40, rows: 14))
        driver.press(.down)
        let rows = driver.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let first = try #require(rows.firstIndex(of: "one"), "\(driver.screen)")
        #expect(rows[first + 1] == "two" && rows[first + 2] == "three")
        driver.press(.down)
        #expect(driver.focusedRow?.tag == "notes")
        #expect(driver.cursor.row == driver.screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("two") })
    }

    @Test func aTabInATextAreaShowsAsASpace() {
        let controller = textAreaForm(value: "a\tb")
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 40, rows: 14))
        driver.press(.down)
        #expect(driver.screen.contains("    a b"))
        driver.press(.end)
        driver.press(.left)
        let beforeB = driver.cursor.column
        driver.press(.left)
        #expect(driver.cursor.column == beforeB - 1, "the tab is one visible step")
        #expect(controller.form.rowBy(tag: "notes")?.baseValue as? String == "a\tb", "the value keeps the tab")
    }
    @Test func leavingATallTextAreaDownwardsKeepsItsEndInView() {
        let text = (1...20).map { "L\($0)" }.joined(separator: "\n")
        let driver = TerminalFormDriver(controller: textAreaForm(value: text), size: TerminalSize(columns: 40, rows: 8))
        driver.press(.down, times: 21)  // in, through its 20 lines, and out
        #expect(driver.focusedRow?.tag == "after")
        let rows = driver.screen.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let body = rows.dropFirst().dropLast()
        #expect(body.allSatisfy { !$0.isEmpty }, "no blank line:\n\(driver.screen)")
        #expect(body.last == "▸ After" && body.dropLast().last == "L20", "the text's end just above:\n\(driver.screen)")
        #expect(body.first?.hasPrefix("Notes") == true, "its title pinned:\n\(driver.screen)")
    }
    @Test func aLongTitleGivesWayToHowManyLinesAreAbove() {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< TextAreaRow("notes") {
                $0.title = "Notes for the meeting with the whole team"
                $0.value = (1...20).map { "L\($0)" }.joined(separator: "\n")
            }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 30, rows: 8))
        let pinned = driver.screen.split(separator: "\n")[1]
        #expect(pinned.hasPrefix("▸ Notes for the") && pinned.hasSuffix(" ↑ 15 lines "), "\(driver.screen)")
    }

    @Test(arguments: [("name", "F1"), ("switch", "?")])
    func theHelpKeyShownIsOneThatIsNotTyped(tag: String, key: String) {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< TextRow("name") { $0.title = "Name" }
            <<< SwitchRow("switch") { $0.title = "Switch" }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 160, rows: 8))
        if tag == "switch" { driver.press(.down) }
        #expect(driver.focusedRow?.tag == tag)
        let helpBar = String(driver.screen.split(separator: "\n").last ?? "")
        #expect(helpBar.contains(" \(key)  help"), "\(helpBar)")
    }
    @Test func theKeyListScrollsInAShortWindow() {
        let driver = TerminalFormDriver(controller: makeController(), size: TerminalSize(columns: 60, rows: 14))
        driver.press(.function(1))
        #expect(driver.screen.contains("Close"), "\(driver.screen)")
        #expect(!driver.screen.contains("redraw"))
        #expect(driver.screen.contains("PgUp/PgDn  more"), "the help bar says how")
        driver.press(.pageDown, times: 3)
        #expect(driver.screen.contains("redraw") && driver.screen.contains("Close"), "\(driver.screen)")
    }
}
