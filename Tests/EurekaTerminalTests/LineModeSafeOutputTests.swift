import Eureka
import Foundation
import TerminalKit
import TerminalKitTesting
import Testing

@testable import EurekaTerminal

/// Everything line mode prints of a form or of what a person typed goes through
/// `ControlCharacterFilter.oneLine` (`LineText`): a right-to-left override in a title reversed
/// the rest of the terminal's line, and an option holding a line break printed on two lines,
/// breaking the numbered list.
@Suite("Line mode: what reaches the terminal is made safe")
struct LineModeSafeOutputTests {
    private static let bidiControls: [Unicode.Scalar] = (0x202A...0x202E).map { Unicode.Scalar($0)! } + (0x2066...0x2069).map { Unicode.Scalar($0)! }

    private func run(_ controller: sending FormViewController, _ answers: [String]) async throws -> String {
        let console = FakeLineConsole(input: answers)
        _ = try await TerminalFormRunner(mode: .accessible).runAccessible(controller, console: console)
        return console.output
    }

    private func expectSafe(_ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!output.unicodeScalars.contains(where: Self.bidiControls.contains), "\(output.debugDescription)", sourceLocation: sourceLocation)
        #expect(!output.unicodeScalars.contains { ControlCharacterFilter.isControl($0.value) && $0 != "\n" }, sourceLocation: sourceLocation)
    }

    @Test func titlesOptionsHeadersAndFootersStayOnTheirLines() async throws {
        let controller = FormViewController()
        controller.title = "Order \u{202E}evil"
        controller.form +++ Section(header: "Pick\u{2066}up", footer: "First line\nsecond \u{1B}[31mred")
            <<< PushRow<String>("size") {
                $0.title = "Size\u{202E} of it"
                $0.options = ["Small\nor tiny", "Large\u{202D}"]
            }
            <<< MultipleSelectorRow<String>("extras") {
                $0.title = "Extras"
                $0.options = ["Cheese\r\nand more", "Ham\u{2028}too"]
            }
        let output = try await run(controller, ["1", "1,2", ""])
        expectSafe(output)
        #expect(output.contains("Order evil\n=========="), "\(output)")
        #expect(output.contains("== Pickup =="))
        #expect(output.contains("(First line second red)"), "a footer's lines are joined by a space, as before")
        #expect(output.contains("Size of it:\n  1) Small⏎or tiny\n  2) Large\n"), "\(output)")
        #expect(output.contains("  1) Cheese⏎and more\n  2) Ham⏎too\n"), "\(output)")
    }

    @Test func valuesAndErrorsStayOnTheirLines() async throws {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< TextRow("name") {
                $0.title = "Name"; $0.value = "Ada\u{202E}\nLovelace"
                $0.add(rule: RuleClosure { value in value == "ok" ? nil : ValidationError(msg: "not\u{202E} ok\nreally") })
            }
            <<< LabelRow("shown") {
                $0.title = "Shown"; $0.value = "line\none\u{2069}"
            }
        let output = try await run(controller, ["", "ok", ""])
        expectSafe(output)
        #expect(output.contains("Name [Ada⏎Lovelace]: "), "\(output)")
        #expect(output.contains("  ✗ not ok⏎really"), "\(output)")
        #expect(output.contains("Shown: line⏎one"), "\(output)")
    }

    @Test(arguments: [
        ("a\u{202E}b", "ab"), ("one\ntwo", "one⏎two"), ("one\r\ntwo\rthree", "one⏎two⏎three"), ("tab\there", "tab here"),
        ("\u{1B}[2Jclear", "clear"), ("\u{2067}isolate\u{2069}", "isolate"), ("plain", "plain"), ("نص\u{200F}", "نص\u{200F}"),
    ])
    func oneLineMakesTextSafe(text: String, shown: String) {
        #expect(ControlCharacterFilter.oneLine(text) == shown)
    }
}
