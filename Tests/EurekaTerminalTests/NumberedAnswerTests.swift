import Eureka
import TerminalKit
import TerminalKitTesting
import Testing

@testable import EurekaTerminal

@Suite("Line mode: numbered answers and numbers shown in prompts")
struct NumberedAnswerTests {
    @Test(arguments: [("1", 0), ("3", 2), (" 2 ", 1), ("02", 1), ("\t3\t", 2)])
    func aNumberInRangeNamesItsOption(text: String, index: Int) {
        #expect(NumberedAnswer.choice(text, optionCount: 3) == .success(index))
    }

    static let refusedChoices = [
        "0", "4", "-1", "+1", "1.0", "1e0", "one", "1,2", "1 2", "", " ", "３", "١",
        "-9223372036854775808", "9223372036854775807", "9223372036854775808", "18446744073709551617",
        String(repeating: "9", count: 10_000), "1\u{301}",
    ]

    @Test(arguments: refusedChoices)
    func anythingElseIsRefusedWithAMessage(text: String) throws {
        let result = NumberedAnswer.choice(text, optionCount: 3)
        guard case .failure(let problem) = result else {
            Issue.record("accepted \(text.debugDescription) as \(result)")
            return
        }
        #expect(problem.message.contains("1-3"))
        #expect(problem.message.count < 60, "a long answer is shortened in the message")
    }

    @Test(arguments: [
        ("1,3", [0, 2]), ("3,1", [0, 2]), ("1, 3", [0, 2]), (" 2 ,3 ", [1, 2]), ("1,,3,", [0, 2]),
        ("2,2,2", [1]), ("1 3", [0, 2]),
    ])
    func multipleChoicesNameEachOption(text: String, indices: [Int]) {
        #expect(NumberedAnswer.choices(text, optionCount: 3) == .success(Set(indices)))
    }

    @Test(arguments: ["1,-9223372036854775808", "1,0", "4", "1,x", ",", "1;3", "1,9223372036854775808"])
    func multipleChoicesRefuseAnyBadPart(text: String) {
        guard case .failure(let problem) = NumberedAnswer.choices(text, optionCount: 3) else {
            Issue.record("accepted \(text.debugDescription)")
            return
        }
        #expect(problem.message.contains("like 1,3"))
    }

    @Test func withNoOptionsNothingCanBeChosen() {
        #expect(NumberedAnswer.choice("1", optionCount: 0) == .failure(.init(message: "there is nothing to choose")))
        #expect(NumberedAnswer.choices("1", optionCount: 0) == .failure(.init(message: "there is nothing to choose")))
    }

    @Test func hugeOptionCountsDoNotOverflowEither() {
        #expect(NumberedAnswer.choice("9223372036854775807", optionCount: .max) == .success(.max - 1))
        #expect(NumberedAnswer.choice("92233720368547758070", optionCount: .max).isFailure)
    }

    @Test(arguments: [
        (5.0, "5"), (-3.0, "-3"), (2.5, "2.5"), (0.0, "0"), (-0.0, "0"), (1e15, "1000000000000000"),
        (9_007_199_254_740_992.0, "9007199254740992.0"), (1e300, "1e+300"), (-1e300, "-1e+300"),
        (.infinity, "inf"), (-.infinity, "-inf"), (Double(Float.greatestFiniteMagnitude), "3.4028234663852886e+38"),
    ])
    func promptNumbersPrintAnyDouble(number: Double, text: String) {
        #expect(PromptNumberText.text(number) == text)
    }

    @Test func promptNumbersPrintNaN() {
        #expect(PromptNumberText.text(.nan) == "nan")
    }

    // MARK: Through a line-mode session

    private func run(_ controller: sending FormViewController, _ answers: [String]) async throws -> (FormRunResult, String) {
        let console = FakeLineConsole(input: answers)
        let result = try await TerminalFormRunner(mode: .accessible).runAccessible(controller, console: console)
        return (result, console.output)
    }

    @Test func theSmallestIntegerIsRefusedAndAskedAgain() async throws {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< PushRow<String>("country") {
                $0.title = "Country"; $0.options = ["Chile", "Peru"]
            }
            <<< MultipleSelectorRow<String>("langs") {
                $0.title = "Languages"; $0.options = ["en", "es", "pt"]
            }
        let answers = ["-9223372036854775808", "2", "1,-9223372036854775808", "1,3", "y"]
        let (result, output) = try await run(controller, answers)
        #expect(result.outcome == .submitted)
        #expect(result.values["country"] == .string("Peru"))
        #expect(output.contains("is not one of 1-2"))
        #expect(output.contains("like 1,3"))
    }

    @Test func hugeSliderAndStepperBoundsArePrompted() async throws {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< SliderRow("slider") {
                $0.title = "Slider"; $0.minimumValue = -.greatestFiniteMagnitude; $0.maximumValue = .greatestFiniteMagnitude; $0.value = 1e30
            }
            <<< StepperRow("stepper") {
                $0.title = "Stepper"; $0.minimumValue = -1e300; $0.maximumValue = 1e300; $0.value = 1e300
            }
        let (result, output) = try await run(controller, ["", "", "y"])
        #expect(result.outcome == .submitted)
        #expect(output.contains("Slider (-3.4028234663852886e+38–3.4028234663852886e+38)"))
        #expect(output.contains("Stepper (-1e+300–1e+300) [1e+300]"), "\(output)")
    }
}

private extension Result {
    var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
