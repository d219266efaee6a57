import EurekaServerTesting
import Foundation
import HummingbirdTesting
import Testing

/// Showing a value does not round it: a field whose formatter shows fewer digits than the value
/// has ("12%" for 0.123456) gets its value back whole on the next post when the person left it
/// alone, as in the terminal, where the value never went through the shown text.
@Suite("Formatted values keep their precision on the web")
struct ExactValuesWebTests {
    @Test(arguments: [("t-ratio", "0.123456", "0.123456"), ("t-price", "19.999", "19.999"), ("t-price", "0.005", "0.005")])
    func aValueShownRoundedIsSubmittedWhole(field: String, typed: String, submitted: String) async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("formatters").fields
            fields.set(field, to: typed)
            fields = try await Self.update(client, fields)
            #expect(fields.values(for: field).first != typed, "the page shows it formatted")
            fields = try await Self.update(client, fields)
            let values = try await client.submittedValues("formatters", fields)
            #expect(values.contains(#""\#(field.dropFirst(2))" : \#(submitted)"#), "\(values)")
        }
    }

    /// The page says what an edit starts from, for its script to put in on focus.
    @Test func aRoundedFieldCarriesItsPlainTextForEditing() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("formatters").fields
            fields.set("t-ratio", to: "0.123456")
            let page = try await client.post("formatters", fields.pairs + [("_do", "update")])
            #expect(page.text.contains(#"data-edit="0.123456" data-shown="12%""#), "\(page.text)")
        }
    }

    @Test func aFieldChangedAfterwardsTakesItsNewText() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("formatters").fields
            fields.set("t-ratio", to: "0.123456")
            fields = try await Self.update(client, fields)
            fields.set("t-ratio", to: "0.5")
            let values = try await client.submittedValues("formatters", fields)
            #expect(values.contains(#""ratio" : 0.5"#), "\(values)")
        }
    }

    // MARK: Support

    private static func update(_ client: some TestClientProtocol, _ fields: ScrapedFields) async throws -> ScrapedFields {
        let response = try await client.post("formatters", fields.pairs + [("_do", "update")])
        #expect(response.status == .ok)
        return HTMLFormScraper.fields(in: response.text)
    }
}
