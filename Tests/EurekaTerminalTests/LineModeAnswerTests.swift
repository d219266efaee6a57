import Eureka
import Foundation
import TerminalKit
import TerminalKitTesting
import Testing

@testable import EurekaTerminal

/// What line mode does with answers a person types: kept as typed, refused when they cannot be
/// read, and the way back always open.
@Suite("Line mode answers")
struct LineModeAnswerTests {
    private func run(_ controller: sending FormViewController, _ console: FakeLineConsole) async throws -> FormRunResult {
        try await TerminalFormRunner(mode: .accessible).runAccessible(controller, console: console)
    }

    private func form(_ build: (Form) -> Void) -> FormViewController {
        let controller = FormViewController()
        build(controller.form)
        return controller
    }

    /// Spaces are part of a password or a name; around an email they can only be a slip.
    @Test func anAnswerIsKeptAsTypedWhereTheFieldTakesSpaces() async throws {
        let controller = form { $0 +++ Section() <<< PasswordRow("password") { $0.title = "Password" } <<< EmailRow("email") { $0.title = "Email" } }
        let console = FakeLineConsole(input: ["  pass word  ", " ada@example.org ", ""])
        let result = try await run(controller, console)
        #expect(result.values["password"] == .string("  pass word  "))
        #expect(result.values["email"] == .string("ada@example.org"))
        #expect(console.secretReads == 1, "the password is read without showing it")
        #expect(!console.output.contains("pass word"))
    }

    @Test func aLineThatIsNotUTF8IsRefusedAndAskedAgain() async throws {
        let controller = form { $0 +++ Section() <<< TextRow("name") { $0.title = "Name" } }
        let console = FakeLineConsole()
        console.queueLineThatIsNotUTF8()
        console.queue("café", "")
        let result = try await run(controller, console)
        #expect(result.values["name"] == .string("café"))
        #expect(console.output.contains("✗ That line is not UTF-8 text"))
        #expect(console.output.components(separatedBy: "Name: ").count == 3, "asked again")
    }

    @Test func aSectionsFooterIsReadBeforeItsRows() async throws {
        let controller = form { $0 +++ Section(header: "Till", footer: "Digits fill from the right: 1, 2, 5 reads 1.25.") <<< TextRow("a") { $0.title = "A" } }
        let console = FakeLineConsole(input: ["x", ""])
        _ = try await run(controller, console)
        let output = console.output
        let footer = try #require(output.range(of: "(Digits fill from the right: 1, 2, 5 reads 1.25.)"))
        let question = try #require(output.range(of: "A: "))
        #expect(output.range(of: "== Till ==")!.upperBound <= footer.lowerBound && footer.upperBound <= question.lowerBound)
    }

    @Test func lessThanAtSubmitGoesBackToTheLastRow() async throws {
        let controller = form { $0 +++ Section() <<< TextRow("a") { $0.title = "A" } <<< TextRow("b") { $0.title = "B" } }
        let console = FakeLineConsole(input: ["1", "2", "?", "maybe", "<", "3", ""])
        let result = try await run(controller, console)
        #expect(result.outcome == .submitted)
        #expect(result.values["b"] == .string("3"), "B answered again")
        #expect(console.output.contains("Enter or y submits the form, n cancels it, < goes back to its last row."))
        #expect(console.output.contains("✗ answer y, n or <"))
    }

    /// After a refused submit the first invalid row is asked again; "<" there goes back too.
    @Test func lessThanAtARowAskedAfterARefusedSubmitGoesBack() async throws {
        let controller = form {
            $0 +++ Section()
                <<< TextRow("a") { $0.title = "A" }
                <<< TextRow("b") {
                    $0.title = "B"; $0.add(rule: RuleRequired())
                }
        }
        let console = FakeLineConsole(input: ["1", "", "", "<", "", "filled", ""])
        let result = try await run(controller, console)
        #expect(result.outcome == .submitted, "\(console.output)")
        #expect(result.values["b"] == .string("filled"))
        #expect(console.output.components(separatedBy: "A [1]: ").count == 2, "A asked again after <:\n\(console.output)")
    }

    @Test func aDashAtAPickerSaysItAlwaysHoldsAnOptionAndNamesNoType() async throws {
        let controller = form {
            $0 +++ Section()
                <<< PickerRow<String>("size") {
                    $0.title = "Size"; $0.options = ["S", "M"]; $0.value = "S"
                }
                <<< DoublePickerRow<String, String> {
                    $0.firstOptions = { ["a", "b"] }; $0.secondOptions = { _ in ["x", "y"] }
                }
        }
        let console = FakeLineConsole(input: ["", "-", "1", "2", ""])
        _ = try await run(controller, console)
        #expect(!console.output.contains("DoublePickerRow"), "\(console.output)")
        #expect(console.output.contains("✗ a picker always holds one of its options: choose a number"), "\(console.output)")
    }

    /// A value the row took but changed is said: nothing changes unseen.
    @Test func aNumberTheRowAdjustsIsSaidAndADashAsksForANumber() async throws {
        let controller = form {
            $0 +++ Section()
                <<< SliderRow("slider") {
                    $0.title = "Slider"; $0.minimumValue = 0; $0.maximumValue = 10; $0.steps = 10; $0.value = 5
                }
        }
        let console = FakeLineConsole(input: ["-", "7.5", ""])
        let result = try await run(controller, console)
        #expect(console.output.contains("✗ this row always holds a number: type one, or Enter to keep it"), "\(console.output)")
        #expect(console.output.contains("→ kept as 8 (it moves in steps of 1)"), "\(console.output)")
        #expect(result.values["slider"] == .double(8) || result.values["slider"] == .int(8))
    }

    @Test func aQuestionMarkIsAnsweredAtEveryKindOfPrompt() async throws {
        let controller = form {
            $0 +++ Section()
                <<< SwitchRow("on") { $0.title = "On" }
                <<< PushRow<String>("size") {
                    $0.title = "Size"; $0.options = ["S", "M"]
                }
                <<< MultipleSelectorRow<String>("langs") {
                    $0.title = "Languages"; $0.options = ["Go", "Rust"]
                }
                <<< ButtonRow("go") { $0.title = "Go" }
        }
        let console = FakeLineConsole(input: ["?", "y", "?", "2", "?", "1,2", "?", "n", ""])
        let result = try await run(controller, console)
        #expect(result.values["on"] == .bool(true) && result.values["size"] == .string("M"))
        for help in ["Answer y or n", "Type one of the numbers", "Type the numbers of every option", "y presses it"] {
            #expect(console.output.contains(help), "\(help) missing:\n\(console.output)")
        }
    }

    /// An answer that is none of a prompt's own is asked again: "yes please" at a button was
    /// taken as no, and "2" at a row's actions skipped the row, both without a word.
    @Test func anAnswerAButtonOrARowsActionsDoNotKnowIsAskedAgain() async throws {
        let controller = form {
            $0 +++ Section()
                <<< ButtonRow("go") { $0.title = "Go" }
                <<< LabelRow("mail") {
                    $0.title = "Mail"; $0.value = "unread"
                    $0.trailingSwipe.actions = [
                        SwipeAction(style: .normal, title: "Mark as read") { _, row, done in
                            (row as? LabelRow)?.value = "read"; done?(true)
                        }
                    ]
                }
        }
        let console = FakeLineConsole(input: ["yes please", "n", "2", "*", "1", "", ""])
        let result = try await run(controller, console)
        #expect(result.outcome == .submitted, "\(console.output)")
        #expect(result.values["mail"] == .string("read"), "the action was still there to take:\n\(console.output)")
        #expect(console.output.contains("✗ answer y, n or <"), "\(console.output)")
        #expect(console.output.contains("✗ answer *, Enter or < (* lists the actions)"), "\(console.output)")
    }

    /// A number control's answer is read as a page reads it: "0x8" and "0x1p2" had been taken
    /// as 8 and 4 here while the web refused them.
    @Test(arguments: ["0x8", "0x1p2", "inf", "nan"])
    func aNumberIsReadAsADecimalOnly(typed: String) async throws {
        let controller = form {
            $0 +++ Section()
                <<< SliderRow("level") {
                    $0.title = "Level"; $0.minimumValue = 0; $0.maximumValue = 10; $0.steps = 10
                }
        }
        let console = FakeLineConsole(input: [typed, "3", ""])
        let result = try await run(controller, console)
        #expect(result.values["level"] == .int(3) || result.values["level"] == .double(3), "\(console.output)")
        #expect(console.output.contains("“\(typed)” is not a number"), "\(console.output)")
    }

    @Test func anOptionThatTakesAnothersPlaceSaysSo() async throws {
        let controller = form {
            $0 +++ SelectableSection<ListCheckRow<String>>("Continent", selectionType: .singleSelection(enableDeselection: true))
                <<< ListCheckRow<String>("africa") {
                    $0.title = "Africa"; $0.selectableValue = "Africa"
                }
                <<< ListCheckRow<String>("asia") {
                    $0.title = "Asia"; $0.selectableValue = "Asia"
                }
        }
        let console = FakeLineConsole(input: ["y", "y", ""])
        _ = try await run(controller, console)
        #expect(console.output.contains("→ one choice in this list: “Africa” is no longer chosen"), "\(console.output)")
    }

    /// "-" at a row of a list that may lose it removes it: cleared, it stayed in the list as an
    /// empty entry (`[null, "Barbara"]`).
    @Test func aDashRemovesARowOfAListInsteadOfLeavingItEmpty() async throws {
        let controller = form {
            $0
                +++ MultivaluedSection(multivaluedOptions: .Delete, header: "Guests") { section in
                    section.tag = "guests"
                    section <<< TextRow { $0.value = "Alan" } <<< TextRow { $0.value = "Barbara" }
                }
        }
        let console = FakeLineConsole(input: ["-", "", ""])
        let result = try await run(controller, console)
        #expect(result.values["guests"] == .array([.string("Barbara")]), "\(console.output)")
        #expect(result.outcome == .submitted)
        #expect(console.output.contains("→ removed"))
    }

    @Test func starListsARowsSwipeActionsAndMovesAndPerformsOne() async throws {
        let controller = form {
            $0
                +++ MultivaluedSection(multivaluedOptions: .Reorder, header: "Podium") { section in
                    section.tag = "podium"
                    section <<< LabelRow { $0.value = "Ada" } <<< LabelRow { $0.value = "Grace" }
                }
            $0 +++ Section("Inbox")
                <<< LabelRow("mail") {
                    $0.title = "Mail"; $0.value = "unread"
                    $0.trailingSwipe.actions = [
                        SwipeAction(style: .normal, title: "Mark as read") { _, row, done in
                            (row as? LabelRow)?.value = "read"; done?(true)
                        },
                        SwipeAction(style: .destructive, title: "Delete") { _, _, done in done?(true) },
                    ]
                }
                <<< LabelRow("last") {
                    $0.title = "Last"; $0.value = "unread"
                    $0.trailingSwipe.actions = [SwipeAction(style: .destructive, title: "Delete") { _, _, done in done?(true) }]
                }
        }
        // Ada: move down; then Grace (now first) and Ada (now second) go on; Mail: mark as read,
        // go on; Last: delete.
        let console = FakeLineConsole(input: ["*", "1", "", "", "*", "1", "", "*", "1", ""])
        let result = try await run(controller, console)
        #expect(result.outcome == .submitted, "\(console.output)")
        #expect(result.values["podium"] == .array([.string("Grace"), .string("Ada")]), "\(console.output)")
        #expect(result.values["mail"] == .string("read"))
        #expect(result.values["last"] == nil, "removed, and the run went on to Submit?")
        #expect(console.output.contains("Actions for “Mail”:\n  1) Mark as read\n  2) Delete (removes it)"), "\(console.output)")
        // A move says where the row went: it was asked again without a word.
        #expect(console.output.contains("→ moved to position 2 of 2"), "\(console.output)")
    }

    /// A required row says so when asked, and a time its zone: an empty answer moved on without
    /// a word, and the problem came only at "Cannot submit".
    @Test func requiredRowsAndTimeZonesAreSaidInTheQuestion() async throws {
        let controller = form {
            $0 +++ Section()
                <<< TextRow("name") {
                    $0.title = "Name"; $0.add(rule: RuleRequired())
                }
                <<< TimeRow("at") {
                    $0.title = "At"; $0.timeZone = TimeZone(identifier: "Asia/Tokyo")!
                }
        }
        let console = FakeLineConsole(input: ["Ada", "", "y"])
        _ = try await run(controller, console)
        #expect(console.output.contains("Name (required):"), "\(console.output)")
        #expect(console.output.contains("time zone Asia/Tokyo)"), "\(console.output)")
    }

    /// "<" never stops at a row with nothing to answer (it would only come forward again), at a
    /// row or at Submit?.
    @Test func goingBackSkipsRowsThatAskNothing() async throws {
        let controller = form {
            $0 +++ Section()
                <<< TextRow("name") { $0.title = "Name" }
                <<< LabelRow("note") {
                    $0.title = "Note"; $0.value = "read only"
                }
                <<< TextRow("city") { $0.title = "City" }
                <<< LabelRow("footer") {
                    $0.title = "Count"; $0.value = "0"
                }
        }
        let console = FakeLineConsole(input: ["Ada", "<", "Grace", "Paris", "<", "Lyon", ""])
        let result = try await run(controller, console)
        #expect(result.values["name"] == .string("Grace"), "\(console.output)")
        #expect(result.values["city"] == .string("Lyon"), "< at Submit? went to City, not the label after it")
    }

    @Test func goingBackWithNoRowLeftSaysSo() async throws {
        let controller = form {
            $0 +++ Section()
                <<< LabelRow("note") {
                    $0.title = "Note"; $0.value = "read only"
                }
        }
        let console = FakeLineConsole(input: ["<", "y"])
        let result = try await run(controller, console)
        #expect(result.outcome == .submitted)
        #expect(console.output.contains("✗ no row is left to go back to"))
    }

    /// A secret is taken as typed: blanks alone are a value, a tab is refused, never turned into a space.
    @Test func aPasswordOfBlanksIsAValueAndATabIsRefused() async throws {
        let controller = form { $0 +++ Section() <<< PasswordRow("password") { $0.title = "Password" } }
        let console = FakeLineConsole(input: ["a\tb", "   ", ""])
        let result = try await run(controller, console)
        #expect(result.values["password"] == .string("   "))
        #expect(console.output.contains("✗ a password cannot hold a tab"))
    }

    /// A time typed as it is shown needs no note (blanks compared as people read them: a
    /// 12-hour clock writes a narrow no-break space before PM); an answer is read whole, so a
    /// till that fills digits from the right while keys are typed reads "12.5" as 12.5 (it read
    /// 1.25, with a note).
    @Test func notesOnlyWhatChanged() async throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let controller = form {
            $0 +++ Section()
                <<< TimeRow("time") {
                    $0.title = "Time"; $0.calendar = calendar; $0.timeZone = calendar.timeZone
                    $0.value = Date(timeIntervalSince1970: 1_700_000_040)
                }
                <<< DecimalRow("till") {
                    $0.title = "Till"; $0.formatter = DecimalFormatter(locale: Locale(identifier: "en_US")); $0.useFormatterDuringInput = true
                }
        }
        let console = FakeLineConsole()
        console.queue("22:14", "12.5", "")
        let result = try await run(controller, console)
        #expect(!console.output.contains("→ kept as"), "\(console.output)")
        #expect(!console.output.contains("→ read as"), "\(console.output)")
        #expect(result.values["till"] == .double(12.5))
    }

    @Test func helpSaysOnlyWhatThePromptTakes() async throws {
        let controller = form {
            $0 +++ Section()
                <<< StepperRow("count") {
                    $0.title = "Count"; $0.value = 1
                }
                <<< DoublePickerRow<String, String>("pair") {
                    $0.title = "Pair"; $0.firstOptions = { ["a", "b"] }; $0.secondOptions = { _ in ["x", "y"] }
                }
        }
        let console = FakeLineConsole(input: ["?", "", "?", "1", "2", ""])
        _ = try await run(controller, console)
        #expect(console.output.contains("Type a number and press Enter. Enter alone keeps the current one."))
        #expect(console.output.contains("Type one of the numbers; Enter keeps the current choice, < goes back."), "\(console.output)")
    }
}
