import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import TerminalKit
import TerminalKitTesting
import Testing

/// The same examples without a terminal: numbered line prompts, answered from a script.
@Suite("Accessible line mode")
struct AccessibleModeTests {
    @Test func fieldCustomisationAsksForEachField() async throws {
        let console = FakeLineConsole(input: ["Dee", "", "", "", "1234", "ABC-1", "Ada Lovelace", "ada", "", "Short", "y"])
        let result = try await TerminalFormRunner().runAccessible(FieldCustomisationExample(), console: console)
        #expect(result.outcome == .submitted)
        #expect(result.values["nickname"] == .string("Dee"))
        #expect(result.values["pin"] == .string("1234"))
        #expect(result.values["highlighted"] == .string("Blue text"), "Enter keeps the current value")
        #expect(result.values["shout"] == .string("Short"))
        #expect(console.output.contains("Field Customisation"))
        #expect(console.output.contains("Nickname"))
    }

    @Test func hiddenRowsAreAskedOnlyOnceShown() async throws {
        let console = FakeLineConsole(input: ["y", "Acme", "Engineer", "1", "ada@example.com", "n", "12", "Byron", "y"])
        let result = try await TerminalFormRunner().runAccessible(HiddenRowsExample(), console: console)
        #expect(result.outcome == .submitted, "Output:\n\(console.output)")
        #expect(result.values["company"] == .string("Acme"))
        #expect(result.values["contact"] == .string("Email"))
        #expect(result.values["email"] == .string("ada@example.com"))
        #expect(result.values["newsletter"] == .bool(false))
        #expect(result.values["guardian"] == .string("Byron"))
        #expect(!console.output.contains("Number"), "the phone section stayed hidden")
    }

    @Test func runningOutOfAnswersCancels() async throws {
        let result = try await TerminalFormRunner().runAccessible(
            NewEventExample(now: Fixture.now, calendar: Fixture.calendar), console: FakeLineConsole(input: ["Launch"]))
        #expect(result.outcome == .cancelled)
    }
}
