import Eureka
import EurekaHTML
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

    /// A till fills digits from the right as keys are typed, which a page without script cannot
    /// show: what was typed into it is read as written ("12.5" was submitted as 1.25).
    @Test(arguments: [("12.5", "12.5"), ("3", "3"), ("1,234.56", "1234.56")])
    func aTillPostedWithoutScriptIsReadAsWritten(typed: String, submitted: String) async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("formatters").fields
            fields.set("t-till", to: typed)
            let values = try await client.submittedValues("formatters", fields)
            #expect(values.contains(#""till" : \#(submitted)"#), "\(values)")
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

    /// A rounded field that a lock (or a condition) takes off the page keeps its exact value:
    /// it posts nothing, so its kept shown text alone would read back rounded.
    @Test func aLockedRoundedFieldKeepsItsExactValue() async throws {
        func make() async -> WebFormSession {
            await SignedFormSession.make { form in
                let percent = NumberFormatter()
                percent.locale = Locale(identifier: "en_US_POSIX")
                percent.numberStyle = .percent
                form +++ Section()
                    <<< SwitchRow("locked") {
                        $0.title = "Lock"; $0.value = false
                    }
                    <<< DecimalRow("ratio") {
                        $0.title = "Ratio"; $0.formatter = percent; $0.disabled = "$locked == true"
                    }
            }
        }
        func post(_ fields: [(String, String)]) async -> WebFormSession {
            let session = await make()
            _ = await session.handle(PostedForm(fields: fields.map { PostedForm.Field(name: $0.0, value: $0.1) }))
            return session
        }
        var page = HTMLFormScraper.fields(in: SignedFormSession.render(await make()))
        page.set("t-ratio", to: "0.123456")
        page = HTMLFormScraper.fields(in: SignedFormSession.render(await post(page.pairs + [("_do", "update")])))
        #expect(page.values(for: "t-ratio") == ["12%"])
        page.add("t-locked", "on")
        page = HTMLFormScraper.fields(in: SignedFormSession.render(await post(page.pairs + [("_do", "update")])))
        #expect(page.values(for: "t-ratio").isEmpty, "locked: not posted")
        let submitted = await post(page.pairs + [("_do", "submit")])
        #expect(submitted.form.rowBy(tag: "ratio")?.baseValue as? Double == 0.123456)
    }

    // MARK: Support

    private static func update(_ client: some TestClientProtocol, _ fields: ScrapedFields) async throws -> ScrapedFields {
        let response = try await client.post("formatters", fields.pairs + [("_do", "update")])
        #expect(response.status == .ok)
        return HTMLFormScraper.fields(in: response.text)
    }
}
