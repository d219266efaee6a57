import Eureka
import EurekaTerminal
import Foundation
import Synchronization
import TerminalKit
import TerminalKitTesting
import Testing

@Suite("Line mode goes through the interaction layer")
struct LineModeInteractionTests {
    @Test func anInvalidEmailIsReportedRightAfterItIsAnsweredWithValidatesOnBlur() async throws {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< EmailRow("email") {
                $0.title = "Email"; $0.add(rule: RuleEmail()); $0.validationOptions = .validatesOnBlur
            }
            <<< TextRow("name") { $0.title = "Name" }
        let console = FakeLineConsole(input: ["not-an-email", "ada@example.com", "Ada", ""])
        let result = try await TerminalFormRunner(mode: .accessible).runAccessible(controller, console: console)
        #expect(result.outcome == .submitted)
        #expect(result.values["email"] == .string("ada@example.com"))
        let output = console.output
        let error = try #require(output.range(of: "✗ Field value should be a valid email!"))
        let namePrompt = try #require(output.range(of: "Name: "))
        #expect(error.upperBound < namePrompt.lowerBound, "reported before the next question:\n\(output)")
    }

    @Test func answersGoThroughTheFieldsKeyboardAsAPasteWould() async throws {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< TextRow("pin") { $0.title = "PIN" }.cellSetup { cell, _ in cell.textField.keyboardType = .numberPad }
            <<< ZipCodeRow("zip") { $0.title = "Postcode" }
            <<< IntRow("count") { $0.title = "Count" }
        let console = FakeLineConsole(input: ["-12ab", "1234", "sw1a 1aa", "-7", ""])
        let result = try await TerminalFormRunner(mode: .accessible).runAccessible(controller, console: console)
        #expect(result.outcome == .submitted)
        #expect(result.values["pin"] == .string("1234"))
        #expect(result.values["zip"] == .string("SW1A 1AA"), "codes take capitals, as typed in full screen")
        #expect(result.values["count"] == .int(-7))
        #expect(console.output.contains("✗ this field does not take “-ab”"), "\(console.output)")
    }

    @Test func anAnswerOfOnlyControlKeysIsAskedAgainAndATabPartsWords() async throws {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< TextRow("name") {
                $0.title = "Name"; $0.value = "Ada"
            }
            <<< TextRow("full") { $0.title = "Full name" }
        let console = FakeLineConsole(input: ["\u{1B}[A", "\t", "ada\tlovelace", ""])
        let result = try await TerminalFormRunner(mode: .accessible).runAccessible(controller, console: console)
        #expect(result.outcome == .submitted)
        #expect(result.values["name"] == .string("Ada"), "an arrow key does not clear the value:\n\(console.output)")
        #expect(result.values["full"] == .string("ada lovelace"), "\(console.output)")
        #expect(console.output.contains("only control keys were typed"))
    }

    /// Highlight changes, recorded from the line-mode thread and read back by the test.
    final class HighlightLog: Sendable {
        let entries = Mutex<[String]>([])
        func record(_ row: BaseRow) { entries.withLock { $0.append("\(row.tag!) \(row.isHighlighted)") } }
    }

    @Test func eachPromptFocusesItsRowAndAnsweringBlursIt() async throws {
        let log = HighlightLog()
        let controller = FormViewController()
        controller.form +++ Section()
            <<< TextRow("a") { $0.title = "A" }.onCellHighlightChanged { _, row in log.record(row) }
            <<< TextRow("b") { $0.title = "B" }.onCellHighlightChanged { _, row in log.record(row) }
        let console = FakeLineConsole(input: ["x", "y", ""])
        _ = try await TerminalFormRunner(mode: .accessible).runAccessible(controller, console: console)
        #expect(log.entries.withLock { $0 } == ["a true", "a false", "b true", "b false"])
    }

    @Test func hugeAndSignedNumbersAreClearProblems() async throws {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< PushRow<String>("pick") {
                $0.title = "Pick"; $0.options = ["one", "two"]
            }
            <<< MultipleSelectorRow<String>("many") {
                $0.title = "Many"; $0.options = ["x", "y"]
            }
        let console = FakeLineConsole(input: ["-9223372036854775808", "99999999999999999999", "2", "1,-9223372036854775808", "1,2", ""])
        let result = try await TerminalFormRunner(mode: .accessible).runAccessible(controller, console: console)
        #expect(result.values["pick"] == .string("two"))
        #expect(console.output.contains("is not one of 1-2"))
        #expect(console.output.contains("answer with numbers from 1 to 2"))
    }

    @Test func theQuestionAskedAgainShowsTheKeptAnswer() async throws {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< IntRow("age") { $0.title = "Age" }
            <<< TextRow("name") {
                $0.title = "Name"; $0.add(rule: RuleMinLength(minLength: 3))
            }
        let console = FakeLineConsole(input: ["99999999999999999999", "", "Al", "Alan", ""])
        let result = try await TerminalFormRunner(mode: .accessible).runAccessible(controller, console: console)
        let output = console.output
        #expect(output.contains("Age [99999999999999999999]: "), "the refused text is what Enter keeps:\n\(output)")
        #expect(output.contains("Name [Al]: "), "a value its rules refused is shown too:\n\(output)")
        #expect(result.values["name"] == .string("Alan"))
        #expect(result.outcome != .submitted, "the age is still refused at the submit")
    }

    @Test func lazyOptionsAreAwaitedBeforeTheyAreListed() async throws {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< PushRow<String>("mirror") {
                $0.title = "Mirror"; $0.optionsProvider = .lazy { ["Oslo", "Lima"] }
            }
        let console = FakeLineConsole(input: ["2", ""])
        let result = try await TerminalFormRunner(mode: .accessible).runAccessible(controller, console: console)
        #expect(result.values["mirror"] == .string("Lima"))
        #expect(console.output.contains("Loading options…"))
    }
}
