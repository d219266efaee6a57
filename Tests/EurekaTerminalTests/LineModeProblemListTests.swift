import Eureka
import Foundation
import TerminalKit
import TerminalKitTesting
import Testing

@testable import EurekaTerminal

@Suite("Line mode lists every problem")
struct LineModeProblemListTests {
    /// Four required rows left empty, and a button that validates the whole form, as the
    /// validations example's "Validate all" does.
    private func controller() -> FormViewController {
        let controller = FormViewController()
        let section = Section("Required")
        for name in ["Alpha", "Beta", "Gamma", "Delta"] {
            section
                <<< TextRow(name.lowercased()) {
                    $0.title = name; $0.add(rule: RuleRequired()); $0.validationOptions = .validatesOnDemand
                }
        }
        controller.form +++ section
            +++ Section()
            <<< ButtonRow("check") { $0.title = "Validate all" }
            .onCellSelection { [weak controller] _, _ in _ = controller?.form.validate() }
        return controller
    }

    private func run(_ answers: [String]) async throws -> String {
        let console = FakeLineConsole(input: answers)
        _ = try await TerminalFormRunner(mode: .accessible).runAccessible(controller(), console: console)
        return console.output
    }

    /// The press printed nothing of the errors it found on rows already answered.
    @Test func aPressThatValidatesListsEveryProblemWithItsRow() async throws {
        let output = try await run(["", "", "", "", "y"])
        #expect(output.contains("4 problems in the form:"), "\(output)")
        for name in ["Alpha", "Beta", "Gamma", "Delta"] { #expect(output.contains("✗ \(name): Field required!"), "\(output)") }
    }

    /// "Cannot submit" listed three and "…and 1 more": a line has room for every one.
    @Test func cannotSubmitListsEveryProblem() async throws {
        let output = try await run(["", "", "", "", "", ""])
        #expect(output.contains("Cannot submit: 4 problems"), "\(output)")
        for name in ["Alpha", "Beta", "Gamma", "Delta"] { #expect(output.contains("\(name): Field required!"), "\(output)") }
        #expect(!output.contains("more"), "\(output)")
    }

    /// After a refused submit every invalid row is asked again before "Submit?": one row per
    /// round took four rounds for four problems.
    @Test func aRefusedSubmitAsksEveryInvalidRowAgain() async throws {
        let output = try await run(["", "", "", "", "", "", "a", "b", "c", "d", ""])
        #expect(output.components(separatedBy: "Cannot submit").count == 2, "one refusal: \(output)")
        #expect(!output.contains("problems in the form"), "\(output)")
    }
}
