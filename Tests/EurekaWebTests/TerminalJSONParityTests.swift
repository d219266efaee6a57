import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TerminalKit
import Testing

@testable import EurekaExamples

/// Issue 16's parity: what the terminal submits, posted as JSON to the same example on the web,
/// is accepted with the same values; what blocks the terminal's submit is what the JSON answer
/// lists, with the same tags and messages.
@Suite("Web: the terminal and the JSON API agree")
struct TerminalJSONParityTests {
    private static func terminal(_ name: String) throws -> (TerminalFormDriver, FormViewController) {
        CatalogueClock.pin(Date(timeIntervalSince1970: 1_795_000_000))
        let controller = try #require(ExampleCatalogue.example(named: name)).makeController()
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 100, rows: 40))
        driver.press(.character("s"), modifiers: .control)
        return (driver, controller)
    }

    private static func postJSON(_ client: some TestClientProtocol, _ name: String, _ body: [UInt8]) async throws -> TestResponse {
        try await client.execute(
            uri: CatalogueWebsite.path(of: name), method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(bytes: body))
    }

    @Test(arguments: CatalogueSite.names.filter { !CatalogueRouterTests.blockedWhenUntouched.contains($0) })
    func theTerminalsValuesPostedAsJSONAreAcceptedUnchanged(_ name: String) async throws {
        let (driver, _) = try Self.terminal(name)
        let submitted = try #require(driver.result?.outcome == .submitted ? driver.result?.values : nil, "\(name): the terminal did not submit")
        let body = Array(try submitted.jsonData())
        // Compared as JSON: dates are ISO 8601 text there, and 0.0 is 0.
        let values = try JSONDecoder().decode(FormValues.self, from: Data(body))
        try await CatalogueSite.test { client in
            let answer = try await Self.postJSON(client, name, body)
            #expect(answer.status == .ok, "\(name): \(answer.status) \(answer.text.prefix(600))")
            let back = try JSONDecoder().decode(FormValues.self, from: Data(answer.text.utf8))
            let differing = Set(back.values.keys).union(values.values.keys).filter { back.values[$0] != values.values[$0] }.sorted()
            #expect(
                back == values,
                "\(name): the handler got other values than the terminal submitted: \(differing.map { "\($0): \(String(describing: values.values[$0])) → \(String(describing: back.values[$0]))" })"
            )
        }
    }

    @Test func whatBlocksTheTerminalIsWhatTheJSONAnswerLists() async throws {
        let (driver, controller) = try Self.terminal("validations")
        #expect(driver.result == nil, "the untouched form must not submit")
        let terminal = controller.form.submission().problems.map { "\($0.row?.tag ?? "-"): \($0.message)" }
        #expect(!terminal.isEmpty)
        try await CatalogueSite.test { client in
            let answer = try await Self.postJSON(client, "validations", Array("{}".utf8))
            #expect(answer.status == .unprocessableContent)
            struct Problem: Decodable {
                struct FieldError: Decodable { var tag: String?, message: String }
                var errors: [FieldError]
            }
            let problem = try JSONDecoder().decode(Problem.self, from: Data(answer.text.utf8))
            #expect(problem.errors.map { "\($0.tag ?? "-"): \($0.message)" } == terminal)
        }
    }
}
