import ArgumentParser
import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import TerminalKit
import TerminalKitTesting
import Testing

@testable import EurekaExamples

@Suite("The eureka-examples command")
struct CommandTests {
    /// Runs the command with `arguments`, answering forms from `answers` in line mode.
    private func run(_ arguments: [String], answers: [String] = []) async throws -> (ExitCode, [String], [(FormViewController.Type, TerminalFormRunner.Mode)]) {
        let command = try EurekaExamplesCommand.parse(arguments)
        var written: [String] = []
        // The type, not the controller: the controller is sent to line mode's thread.
        var shown: [(FormViewController.Type, TerminalFormRunner.Mode)] = []
        let status = try await command.run(
            present: { controller, mode in
                shown.append((type(of: controller), mode))
                return try await TerminalFormRunner(mode: .accessible).runAccessible(controller, console: FakeLineConsole(input: answers))
            }, write: { written.append($0) })
        return (status, written, shown)
    }

    @Test func listPrintsEveryNameWithItsSummary() async throws {
        let (status, written, shown) = try await run(["--list"])
        #expect(status == .success)
        #expect(shown.isEmpty)
        let lines = written.joined(separator: "\n").split(separator: "\n")
        #expect(lines.count == ExampleCatalogue.all.count)
        for (line, example) in zip(lines, ExampleCatalogue.all) {
            #expect(line.hasPrefix(example.name + " "))
            #expect(line.hasSuffix(example.summary))
        }
    }

    /// Standard output refusing the list (`--list > /dev/full`) must not lose it: the failure
    /// carries every line to standard error, where it carried only the first.
    @Test func aListStandardOutputRefusesGoesWholeToStandardError() async throws {
        let command = try EurekaExamplesCommand.parse(["--list"])
        do {
            _ = try await command.run(
                present: { _, _ in
                    Issue.record("no form is shown")
                    return FormRunResult(outcome: .cancelled, values: FormValues([:]))
                },
                write: { text in throw StandardOutputWriter.Failure(code: 28, text: text) })  // 28: ENOSPC
            Issue.record("the write failed")
        } catch {
            let failure = CommandFailure(error)
            #expect(failure.status == .outputFailed)
            for example in ExampleCatalogue.all { #expect(failure.message.contains(example.summary), "\(example.name)") }
        }
    }

    @Test func anUnknownExampleIsAUsageErrorListingTheNames() {
        do {
            _ = try EurekaExamplesCommand.parse(["--example", "rows-tuor"])
            Issue.record("parsing should fail")
        } catch {
            #expect(EurekaExamplesCommand.exitCode(for: error).rawValue == 64)
            let message = EurekaExamplesCommand.message(for: error)
            #expect(message.contains("rows-tuor"))
            for example in ExampleCatalogue.all { #expect(message.contains(example.name)) }
        }
    }

    @Test func withoutOptionsTheHomeFormOpensAutomatically() async throws {
        let command = try EurekaExamplesCommand.parse([])
        var shown: [(FormViewController.Type, TerminalFormRunner.Mode)] = []
        var written: [String] = []
        let status = try await command.run(
            present: { controller, mode in
                shown.append((type(of: controller), mode))
                return FormRunResult(outcome: .submitted, values: FormValues([:]))
            }, write: { written.append($0) })
        #expect(shown.first?.0 == CatalogueHomeController.self)
        #expect(shown.first?.1 == .automatic)
        #expect(status == .success)
        #expect(written.isEmpty, "without --json nothing goes to standard output")
    }

    @Test func jsonPrintsTheSubmittedValues() async throws {
        let answers = ["Dee", "Stay curious", "", "", "1234", "ABC-1", "Ada Lovelace", "ada", "", "", "y"]
        let (status, written, shown) = try await run(["--example", "field-customisation", "--accessible", "--json"], answers: answers)
        #expect(shown.first?.0 == FieldCustomisationExample.self)
        #expect(shown.first?.1 == .accessible)
        #expect(status == .success)
        let json = try #require(written.first)
        #expect(json.contains(#""nickname" : "Dee""#))
        #expect(json.contains(#""fullName" : "Ada Lovelace""#))
    }

    @Test func cancellingExitsWithOneAndPrintsNothing() async throws {
        let (status, written, _) = try await run(["--example", "hidden-rows", "--json"], answers: [])
        #expect(status == ExitCode(1))
        #expect(written.isEmpty)
    }
}
