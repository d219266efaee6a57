import EurekaExampleCatalogue
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Eureka
@testable import EurekaExamples
@testable import EurekaHTML

/// A JSON body's text reaches the form as the same text posted by the page would: a page
/// cannot carry control characters, so JSON must not slip them past the rules either.
@Suite("Web: JSON text taken as a page shows it")
struct JSONTextAsShownTests {
    private static func postJSON(_ client: some TestClientProtocol, _ name: String, _ body: String) async throws -> TestResponse {
        try await client.execute(
            uri: CatalogueWebsite.path(of: name), method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: body))
    }

    /// Text of control characters only is empty, as the page's field would be: `RuleRequired`
    /// blocks it; text around them is taken without them.
    @Test(
        arguments: [
            (#"\u0000"#, nil), (#"\u0007"#, nil), (#"\u0000\u0001\u007f\u0085"#, nil), (#"\u001b[31mred"#, "red"),
            // "Required" is a one-line field: no line break, as a browser drops them there.
            (#"a\r\nb"#, "ab"),
        ] as [(String, String?)])
    func controlCharactersCannotFillARequiredField(text: String, kept: String?) async throws {
        try await CatalogueSite.test { client in
            let answer = try await Self.postJSON(
                client, "validations", #"{"required": ""# + text + #"", "email": "a@b.co", "password": "secret12"}"#)
            if let kept {
                #expect(answer.status == .ok, "\(answer.text.prefix(300))")
                #expect(answer.text.contains(#""required":""# + kept + #"""#), "\(answer.text.prefix(300))")
            } else {
                #expect(answer.status == .unprocessableContent, "\(answer.text.prefix(300))")
                #expect(answer.text.contains(#""tag":"required""#), "\(answer.text.prefix(300))")
            }
        }
    }

    @Test func textLosesControlsAndKeepsLineBreaksAsNewlines() {
        let values = FormValues([
            "name": .string("\u{7}Ada\r\nLovelace\u{0}"), "list": .array([.string("a\rb"), .int(1)]), "n": .int(3),
        ])
        let shown = values.withTextAsShown()
        #expect(shown.values["name"] == .string("Ada\nLovelace"))
        #expect(shown.values["list"] == .array([.string("a\nb"), .int(1)]))
        #expect(shown.values["n"] == .int(3))
    }
}
