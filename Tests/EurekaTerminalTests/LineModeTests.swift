import Eureka
import Foundation
import TerminalKit
import TerminalKitTesting
import Testing

@testable import EurekaTerminal

@Suite("Accessible line mode")
struct LineModeTests {
    private func run(_ controller: sending FormViewController, _ answers: [String]) async throws -> (FormRunResult, String) {
        let console = FakeLineConsole(input: answers)
        let result = try await TerminalFormRunner(mode: .accessible).runAccessible(controller, console: console)
        return (result, console.output)
    }

    @Test func promptsEachVisibleRowAndSkipsRowsHiddenByAnswers() async throws {
        let controller = FormViewController()
        controller.title = "Signup"
        controller.form +++ Section("Account")
            <<< TextRow("name") { $0.title = "Name" }
            <<< SwitchRow("news") { $0.title = "Newsletter" }
            <<< EmailRow("email") {
                $0.title = "Email"; $0.hidden = "$news != true"
            }
            <<< IntRow("age") { $0.title = "Age" }
        let (result, output) = try await run(controller, ["Ada", "n", "abc", "36", ""])
        #expect(result.outcome == .submitted)
        #expect(result.values["name"] == .string("Ada"))
        #expect(result.values["age"] == .int(36))
        #expect(!output.contains("Email"), "hidden by the answer to Newsletter")
        #expect(output.contains("✗"), "“abc” is re-prompted with the error")
        #expect(output.contains("== Account =="))
    }

    /// A time whose typed text did not read shows its value in the hint; Enter keeps that value
    /// (the refused text goes) instead of repeating the error until the submit sends one back.
    /// Kept exactly: a value with seconds, which the hint does not show, lost them.
    @Test(arguments: [1_700_000_040, 1_700_000_052] as [TimeInterval])
    func enterAfterARefusedTimeKeepsTheValueShown(seconds: TimeInterval) async throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = Date(timeIntervalSince1970: seconds)
        let controller = FormViewController()
        controller.form +++ Section()
            <<< TimeRow("time") {
                $0.title = "Time"; $0.calendar = calendar; $0.timeZone = calendar.timeZone; $0.value = start
            }
        let (result, output) = try await run(controller, ["xyz", "", ""])
        #expect(result.outcome == .submitted, "\(output)")
        #expect(result.values["time"] == .date(start))
        #expect(output.components(separatedBy: "is not a time").count == 2, "the error once, for the answer that did not read")
    }

    @Test func anAnswerKeepsNoControlCharacters() async throws {
        let controller = FormViewController()
        controller.form +++ Section() <<< TextRow("name") { $0.title = "Name" }
        let (result, _) = try await run(controller, ["he\u{1B}[2Jllo\u{0} 👩‍💻\tq", ""])
        #expect(result.values["name"] == .string("hello 👩‍💻 q"), "a tab parts words, as in a paste")
    }

    @Test func conditionsAreReevaluatedBetweenPrompts() async throws {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< SwitchRow("news") { $0.title = "Newsletter" }
            <<< EmailRow("email") {
                $0.title = "Email"; $0.hidden = "$news != true"
            }
        let (result, output) = try await run(controller, ["y", "ada@example.com", "y"])
        #expect(output.contains("Email"))
        #expect(result.values["email"] == .string("ada@example.com"))
    }

    /// Rows sharing a selector's question are told apart by their titles; rows without a title
    /// are asked by their placeholder or section, not by their tag.
    @Test func everyQuestionNamesItsRow() async throws {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< PushRow<String>("size") {
                $0.title = "Shirt"; $0.selectorTitle = "Pick a size"; $0.options = ["S", "M"]
            }
            <<< ActionSheetRow<String>("cup") {
                $0.title = "Cup"; $0.selectorTitle = "Pick a size"; $0.options = ["S", "M"]
            }
        controller.form +++ Section("Notes") <<< TextAreaRow("textArea") { $0.placeholder = "Anything else?" }
        controller.form +++ Section("Delivery") <<< SegmentedRow<String>("speed") { $0.options = ["Slow", "Fast"] }
        let (_, output) = try await run(controller, ["1", "2", "", "", ""])
        #expect(output.contains("Shirt — Pick a size"))
        #expect(output.contains("Cup — Pick a size"))
        #expect(output.contains("Anything else?"))
        #expect(!output.contains("textArea") && !output.contains("speed"), "\(output)")
        #expect(output.contains("Delivery"))
    }

    @Test func optionRowsBecomeNumberedChoices() async throws {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< PushRow<String>("country") {
                $0.title = "Country"; $0.options = ["Chile", "Peru"]
            }
            <<< MultipleSelectorRow<String>("langs") {
                $0.title = "Languages"; $0.options = ["en", "es", "pt"]
            }
            <<< ActionSheetRow<String>("size") {
                $0.title = "Size"; $0.options = ["S", "L"]
            }
            <<< SegmentedRow<String>("seg") {
                $0.title = "Tier"; $0.options = ["Free", "Pro"]
            }
        let (result, output) = try await run(controller, ["2", "1,3", "2", "2", "y"])
        #expect(output.contains("1) Chile"))
        #expect(result.values["country"] == .string("Peru"))
        #expect(result.values["langs"] == .array([.string("en"), .string("pt")]) || result.values["langs"] == .array([.string("pt"), .string("en")]))
        #expect(result.values["size"] == .string("L"))
        #expect(result.values["seg"] == .string("Pro"))
    }

    /// A value that is none of the options (loaded by the app) is listed last as the current
    /// choice; choosing it keeps the value, and another number changes it.
    @Test func aValueThatIsNoneOfTheOptionsIsListedAsTheCurrentChoice() async throws {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< PushRow<String>("country") {
                $0.title = "Country"; $0.options = ["Chile", "Peru"]; $0.value = "Atlantis"
            }
            <<< SegmentedRow<String>("seg") {
                $0.title = "Tier"; $0.options = ["Free", "Pro"]; $0.value = "Gold"
            }
        let (result, output) = try await run(controller, ["3", "1", "y"])
        #expect(output.contains("3) Atlantis"), "\(output)")
        #expect(result.values["country"] == .string("Atlantis"))
        #expect(result.values["seg"] == .string("Free"))
    }

    @Test func validationBlocksSubmissionAndAsksAgain() async throws {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< TextRow("name") {
                $0.title = "Name"; $0.add(rule: RuleRequired())
            }
        let (result, output) = try await run(controller, ["", "y", "Grace", "y"])
        #expect(output.contains("Cannot submit"))
        #expect(result.outcome == .submitted)
        #expect(result.values["name"] == .string("Grace"))
    }

    @Test func endOfInputCancels() async throws {
        let controller = FormViewController()
        controller.form +++ Section() <<< TextRow("name") { $0.title = "Name" }
        let (result, _) = try await run(controller, [])
        #expect(result.outcome == .cancelled)
    }

    /// An arrow key or a control typed into a numbered or y/n answer is no part of it, as in a
    /// text answer: "\e[A2" chose nothing and was refused as “2” is not one of 1-3. A line of
    /// control keys alone is asked again, not taken for Enter.
    @Test func controlKeysInAChoiceOrYesNoAreNoPartOfTheAnswer() async throws {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< PushRow<String>("size") {
                $0.title = "Size"; $0.options = ["S", "M", "L"]
            }
            <<< SwitchRow("news") { $0.title = "News" }
            <<< MultipleSelectorRow<String>("extras") {
                $0.title = "Extras"; $0.options = ["Milk", "Sugar"]
            }
        let (result, output) = try await run(controller, ["\u{1B}[A", "\u{1B}[A2", "y\u{1B}[D", "\u{01}1,\u{1B}[B2", ""])
        #expect(result.outcome == .submitted, "\(output)")
        #expect(result.values["size"] == .string("M"))
        #expect(result.values["news"] == .bool(true))
        #expect(result.values["extras"] == .array([.string("Milk"), .string("Sugar")]))
        #expect(output.contains("only control keys were typed"))
        #expect(!output.contains("is not one of"), "\(output)")
    }

    /// A text area takes several lines: one ending with a backslash goes on to the next, as in
    /// a shell; two backslashes end it with one. Its tabs stay.
    @Test func aTextAreaTakesSeveralLines() async throws {
        let controller = FormViewController()
        controller.form +++ Section() <<< TextAreaRow("notes") { $0.title = "Notes" }
        let (result, output) = try await run(controller, ["first\tline\\", "second \\", "C:\\\\", ""])
        #expect(result.values["notes"] == .string("first\tline\nsecond \nC:\\"), "\(output)")
        #expect(output.contains("… "))
        // An arrow key after the backslash does not hide it; input ending after a backslash
        // ends the text, which is kept.
        let again = FormViewController()
        again.form +++ Section() <<< TextAreaRow("notes") { $0.title = "Notes" }
        let (cut, _) = try await run(again, ["one \\\u{1B}[A", "two\\"])
        #expect(cut.values["notes"] == .string("one \ntwo"), "\(cut.values)")
    }
}
