import EurekaExampleCatalogue
import EurekaHTML
import EurekaServerTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Eureka
@testable import EurekaExamples
@testable import EurekaServer

/// Issue 16: every mounted form also takes the JSON `exportValues()` writes, through the same
/// binding and validation as its page, and serves its JSON Schema.
@Suite("Web: the JSON face of every form")
struct JSONAPITests {
    private struct Problem: Decodable {
        struct FieldError: Decodable, Hashable {
            var tag: String?
            var rule: String?
            var message: String
        }
        var status: Int
        var title: String
        var detail: String
        var errors: [FieldError]?
    }

    private static let jsonHeaders: HTTPFields = [.contentType: "application/json"]

    private static func postJSON(_ client: some TestClientProtocol, _ name: String, _ body: String) async throws -> TestResponse {
        try await client.execute(uri: CatalogueWebsite.path(of: name), method: .post, headers: jsonHeaders, body: ByteBuffer(string: body))
    }

    @Test(arguments: CatalogueSite.names.filter { !CatalogueRouterTests.blockedWhenUntouched.contains($0) })
    func thePagesSubmittedValuesPostedAsJSONGiveTheSameValues(_ name: String) async throws {
        try await CatalogueSite.test { client in
            let page = try await client.page(name)
            let submit = try await client.post(name, page.fields.pairs + [("_do", "submit")])
            let html = try #require(CatalogueSite.submittedJSON(in: submit.text), "\(name): no values page")
            let fromPage = try JSONDecoder().decode(FormValues.self, from: Data(html.utf8))
            let answer = try await Self.postJSON(client, name, html)
            #expect(answer.status == .ok, "\(name): \(answer.status) \(answer.text.prefix(600))")
            let fromJSON = try JSONDecoder().decode(FormValues.self, from: Data(answer.text.utf8))
            #expect(fromJSON == fromPage, "\(name): the JSON submission differs from the page's")
        }
    }

    @Test func invalidValuesGetTheSameErrorsAsThePage() async throws {
        try await CatalogueSite.test { client in
            let page = try await client.page("validations")
            let blocked = try await client.post("validations", page.fields.pairs + [("_do", "submit")])
            #expect(blocked.status == .unprocessableContent)
            let answer = try await Self.postJSON(client, "validations", "{}")
            #expect(answer.status == .unprocessableContent)
            #expect(answer.headers[.contentType] == "application/problem+json")
            let problem = try JSONDecoder().decode(Problem.self, from: Data(answer.text.utf8))
            let errors = try #require(problem.errors)
            #expect(!errors.isEmpty)
            for error in errors {
                let escaped = error.message.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                    .replacingOccurrences(of: "\"", with: "&quot;")
                #expect(blocked.text.contains(escaped), "the page shows “\(error.message)” too")
                #expect(error.rule != nil)
            }
        }
    }

    /// A one-line field holds no line break, on the page (the browser drops them) and so in
    /// JSON: "1234\n" is four characters for the ZIP code's "exactly 5", not five.
    @Test(arguments: [#""1234\n""#, #""12\r\n34""#, #""\n1234""#])
    func lineBreaksInAOneLineFieldAreDroppedAsThePageDropsThem(_ zip: String) async throws {
        try await CatalogueSite.test { client in
            let answer = try await Self.postJSON(client, "validations", #"{"zip": \#(zip)}"#)
            let problem = try JSONDecoder().decode(Problem.self, from: Data(answer.text.utf8))
            let zipErrors = (problem.errors ?? []).filter { $0.tag == "zip" }
            #expect(zipErrors.map(\.rule) == ["exactLength"], "\(problem.errors ?? [])")
        }
    }

    /// README's example: `password` fails two rules and is one field of the two.
    @Test func theDetailCountsFieldsNotErrors() async throws {
        try await CatalogueSite.test { client in
            let body = #"{"required": "x", "email": "ada@example.com", "age": "old", "password": "secret"}"#
            let answer = try await Self.postJSON(client, "validations", body)
            #expect(answer.status == .unprocessableContent)
            let problem = try JSONDecoder().decode(Problem.self, from: Data(answer.text.utf8))
            #expect(problem.errors?.count == 3, "\(problem.errors ?? [])")
            #expect(problem.detail == "2 fields have errors.")
        }
    }

    @Test(
        arguments: [
            ([("age", "wrongType")], "1 field has an error."),
            ([("password", "minLength"), ("password", "custom")], "1 field has errors."),
            ([("age", "wrongType"), ("password", "minLength"), ("password", "custom")], "2 fields have errors."),
            ([("tags[0]", "required"), ("tags[1]", "required")], "2 fields have errors."),
            ([(nil, "custom")], "The form has an error."),
            ([(nil, "custom"), (nil, "custom"), ("age", "wrongType")], "1 field has an error, and the form has 2 errors."),
        ] as [([(String?, String)], String)])
    func theDetailSaysHowManyFieldsHaveErrors(errors: [(String?, String)], detail: String) {
        let fieldErrors = errors.map { WebFormSession.JSONFieldError(tag: $0.0, rule: $0.1, message: "") }
        #expect(FormPageResponder.detail(of: fieldErrors) == detail)
    }

    @Test func aValueOfTheWrongTypeIsAFieldErrorNotABadRequest() async throws {
        try await CatalogueSite.test { client in
            let answer = try await Self.postJSON(client, "new-event", #"{"title": 42, "nonsense": true}"#)
            #expect(answer.status == .unprocessableContent)
            let problem = try JSONDecoder().decode(Problem.self, from: Data(answer.text.utf8))
            let errors = problem.errors ?? []
            #expect(errors.contains { $0.tag == "title" && $0.rule == "wrongType" }, "\(errors)")
            #expect(errors.contains { $0.tag == "nonsense" && $0.rule == "unknownKey" }, "\(errors)")
        }
    }

    @Test(arguments: [
        ("not json", "JSON not understood"), ("[1, 2]", "JSON not understood"), (#"{"a": "#, "JSON not understood"),
        (String(repeating: "[", count: 33) + String(repeating: "]", count: 33), "JSON nested too deeply"),
    ])
    func malformedBodiesAreClearBadRequests(body: String, title: String) async throws {
        try await CatalogueSite.test { client in
            let answer = try await Self.postJSON(client, "new-event", body)
            #expect(answer.status == .badRequest)
            let problem = try JSONDecoder().decode(Problem.self, from: Data(answer.text.utf8))
            #expect(problem.title == title)
        }
    }

    /// JSON is UTF-8 (RFC 8259 §8.1): another declared charset is a 415 that says so, not a
    /// 400 about a byte somewhere in the middle.
    @Test(arguments: ["latin1", "utf-16", "ISO-8859-1", "\"utf-16le\""])
    func aCharsetOtherThanUTF8IsUnsupported(charset: String) async throws {
        try await CatalogueSite.test { client in
            let answer = try await client.execute(
                uri: CatalogueWebsite.path(of: "rows-tour"), method: .post, headers: [.contentType: "application/json; charset=\(charset)"],
                body: ByteBuffer(string: #"{"name": "Zoë"}"#))
            #expect(answer.status == .unsupportedMediaType)
            #expect(answer.headers[.contentType] == "application/problem+json")
            let problem = try JSONDecoder().decode(Problem.self, from: Data(answer.text.utf8))
            #expect(problem.title == "Unsupported character set")
            #expect(answer.headers[.connection] == "close", "a body not taken is not read on")
            #expect(problem.detail.contains("JSON is read only as UTF-8"), "\(problem.detail)")
        }
    }

    /// A compressed body is refused as such: it used to be read as the bytes it was (a plain
    /// body labelled gzip was taken, a real gzip one was "not JSON at byte 0").
    @Test(arguments: ["gzip", "br", "deflate"])
    func aCompressedBodyIsUnsupported(coding: String) async throws {
        try await CatalogueSite.test { client in
            let answer = try await client.execute(
                uri: CatalogueWebsite.path(of: "rows-tour"), method: .post,
                headers: [.contentType: "application/json", .contentEncoding: coding], body: ByteBuffer(string: #"{"name": "Zoë"}"#))
            #expect(answer.status == .unsupportedMediaType)
            let problem = try JSONDecoder().decode(Problem.self, from: Data(answer.text.utf8))
            #expect(problem.title == "Compressed body not accepted")
            #expect(answer.headers[.connection] == "close", "a body not taken is not read on")
            #expect(problem.detail.contains("Content-Encoding: \(coding)"), "\(problem.detail)")
        }
    }

    @Test(arguments: ["utf-8", "UTF-8", "utf8"])
    func utf8SaidInAnyCaseIsRead(charset: String) async throws {
        try await CatalogueSite.test { client in
            let answer = try await client.execute(
                uri: CatalogueWebsite.path(of: "new-event"), method: .post, headers: [.contentType: "application/json; charset=\(charset)"],
                body: ByteBuffer(string: #"{"title": 42}"#))
            #expect(answer.status == .unprocessableContent, "read, and its value refused: \(answer.text)")
        }
    }

    /// RFC 8259 lets a parser ignore a UTF-8 byte-order mark; a UTF-16 one is named.
    @Test func aByteOrderMarkIsSkippedOrNamed() throws {
        let limits = FormBodyLimits()
        let body = try JSONBodyReader.decode([0xEF, 0xBB, 0xBF] + Array(#"{"age": 36}"#.utf8), limits: limits)
        #expect(body.values.values["age"] == .int(36))
        for mark: [UInt8] in [[0xFE, 0xFF], [0xFF, 0xFE]] {
            #expect {
                try JSONBodyReader.decode(mark + Array("{}".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, limits: limits)
            } throws: { error in
                (error as? ProblemDetails)?.detail.contains("UTF-16 byte-order mark; JSON is read only as UTF-8") == true
            }
        }
        #expect(throws: ProblemDetails.self, "a mark only at the start") {
            try JSONBodyReader.decode(Array(#"{"age": 36}"#.utf8) + [0xEF, 0xBB, 0xBF], limits: limits)
        }
    }

    @Test func nestingAtTheLimitIsReadAndOneMoreLevelIsRefused() throws {
        let limits = FormBodyLimits()
        func nested(_ depth: Int) -> [UInt8] {
            Array(("{\"a\": " + String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1) + "}").utf8)
        }
        #expect(throws: Never.self) { try JSONBodyReader.decode(nested(JSONBodyReader.maximumDepth), limits: limits) }
        #expect(throws: ProblemDetails.self) { try JSONBodyReader.decode(nested(JSONBodyReader.maximumDepth + 1), limits: limits) }
        #expect(throws: Never.self, "brackets inside strings do not count") {
            try JSONBodyReader.decode(Array(("{\"a\": \"" + String(repeating: "[", count: 40) + "\"}").utf8), limits: limits)
        }
    }

    @Test func bodyAndFieldLimitsHoldAtTheBoundary() async throws {
        var limits = CatalogueWebsite.limits
        limits.maxBodyBytes = 64
        limits.maxFields = 2
        try await CatalogueSite.test(limits: limits) { client in
            let fits = #"{"title": "x"}"# + String(repeating: " ", count: 64 - 14)
            let atLimit = try await Self.postJSON(client, "new-event", fits)
            let overLimit = try await Self.postJSON(client, "new-event", fits + " ")
            let twoFields = try await Self.postJSON(client, "new-event", #"{"a": 1, "b": 2}"#)
            let threeFields = try await Self.postJSON(client, "new-event", #"{"a": 1, "b": 2, "c": 3}"#)
            #expect(atLimit.status != .contentTooLarge)
            #expect(overLimit.status == .contentTooLarge)
            #expect(twoFields.status != .contentTooLarge)
            #expect(threeFields.status == .contentTooLarge)
        }
    }

    @Test func valueLengthAndListElementsAreBoundedAsInAFormBody() throws {
        var limits = FormBodyLimits()
        limits.maxValueBytes = 8
        limits.maxFields = 4
        func decode(_ json: String) -> Result<JSONBody, ProblemDetails> {
            Result { () throws(ProblemDetails) in try JSONBodyReader.decode(Array(json.utf8), limits: limits) }
        }
        func refused(_ json: String) -> [WebFormSession.RefusedJSONValue]? { try? decode(json).get().oversizedTexts }
        func problem(_ json: String) -> ProblemDetails? {
            guard case .failure(let problem) = decode(json) else { return nil }
            return problem
        }
        #expect(refused(#"{"a": "12345678"}"#) == [])
        // A string over the value limit is its field's error, as under its row on a page; its
        // key is set aside, the others are bound.
        let long = try decode(#"{"a": "123456789", "b": 1, "c": "ééééé"}"#).get()
        let message = "This text is 9 bytes long; at most 8 can be sent."
        let cMessage = "This text is 10 bytes long; at most 8 can be sent."
        #expect(
            long.oversizedTexts == [
                .init(key: "a", error: .init(tag: "a", rule: "valueTooLong", message: message)),
                .init(key: "c", error: .init(tag: "c", rule: "valueTooLong", message: cMessage)),
            ])
        #expect(long.values.values == ["a": .string("12345678"), "b": .int(1), "c": .string("éééé")], "each cut to its start, as a page's field")
        #expect(refused(#"{"a": ["x", "123456789"]}"#)?.map(\.error.tag) == ["a[1]"], "a long string inside a list is found and named")
        #expect(refused(#"{"a": ["x", "123456789"]}"#)?.map(\.key) == ["a"], "under its list's key")
        #expect(refused(#"{"a": {"b": "123456789"}}"#)?.map(\.error.tag) == ["a.b"])
        #expect(refused(#"{"b": "123456789", "a": "é1234567"}"#)?.map(\.error.tag) == ["a", "b"], "every one, in order; bytes, not characters: é is two")
        let list = "[" + (0..<12).map { [2, 10].contains($0) ? #""123456789""# : #""x""# }.joined(separator: ", ") + "]"
        var listLimits = limits
        listLimits.maxFields = 20
        let listed = try JSONBodyReader.decode(Array(#"{"tags": \#(list)}"#.utf8), limits: listLimits)
        #expect(listed.oversizedTexts.map(\.error.tag) == ["tags[2]", "tags[10]"], "indices in reading order")
        #expect(problem(#"{"a": "123456789", "b": 1, "c": 2, "d": 3, "e": 4}"#)?.status == .contentTooLarge, "a limit of the whole body first")
        #expect(refused(#"{"a": [1, 2, 3], "b": 4}"#) == [])
        let tooMany = problem(#"{"a": [1, 2, 3], "b": 4, "c": null}"#)
        #expect(tooMany?.title == "Too many fields", "each element of a list is a field")
        #expect(tooMany?.detail == "The form has more than 4 fields. Each element of a list counts as one. Nothing was saved.")
        #expect(problem(#"{"a": [[], [], [], []], "b": []}"#)?.title == "Too many fields", "an empty list still counts")
        #expect(problem(#"{"a": [{}, {}, {}, {}], "b": {}}"#)?.title == "Too many fields", "so does an empty object")
        #expect(problem("{\"a\": {\"" + String(repeating: "k", count: 257) + "\": 1}}")?.title == "Field name too long")
    }

    @Test func anOverlongValueIsItsFieldsErrorOverHTTPWithNothingSaved() async throws {
        try await CatalogueSite.test { client in
            let limit = CatalogueWebsite.limits.maxValueBytes
            let value = String(repeating: "a", count: limit + 1)
            let answer = try await Self.postJSON(client, "new-event", #"{"title": "Launch", "notes": ""# + value + #""}"#)
            #expect(answer.status == .unprocessableContent)
            let problem = try JSONDecoder().decode(Problem.self, from: Data(answer.text.utf8))
            #expect(problem.title == "The values were not accepted")
            let message = "This text is \(NumberWording.grouped(limit + 1)) bytes long; at most \(NumberWording.grouped(limit)) can be sent."
            #expect(problem.errors == [.init(tag: "notes", rule: "valueTooLong", message: message)])
            let atLimit = try await Self.postJSON(client, "new-event", #"{"title": "Launch", "notes": ""# + String(value.dropFirst()) + #""}"#)
            #expect(atLimit.status == .ok, "at the limit the text is taken: \(atLimit.text.prefix(300))")
        }
    }

    /// An over-long text does not hide the other fields' errors: one answer lists them all, as
    /// the page shows every row's error at once.
    @Test func anOverlongValueComesWithTheOtherFieldsErrors() async throws {
        try await CatalogueSite.test { client in
            let limit = CatalogueWebsite.limits.maxValueBytes
            let long = String(repeating: "a", count: limit + 1)
            let answer = try await Self.postJSON(client, "validations", #"{"required": ""# + long + #"", "email": "not an email"}"#)
            #expect(answer.status == .unprocessableContent)
            let problem = try JSONDecoder().decode(Problem.self, from: Data(answer.text.utf8))
            let errors = try #require(problem.errors)
            let tags = errors.map(\.tag)
            #expect(tags.first == "required", "the over-long text first: \(tags)")
            // The page holds the text's start, and so does the row here: the same errors as the page.
            let page = try await client.page("validations")
            let others = page.fields.pairs.filter { !["t-required", "t-email"].contains($0.0) }
            let posted = try await client.post("validations", others + [("t-required", long), ("t-email", "not an email"), ("_do", "submit")])
            #expect(posted.status == .unprocessableContent)
            #expect(errors.filter { $0.tag == "required" }.map(\.rule) == ["valueTooLong"], "its row is not judged on a value it never took")
            #expect(errors.contains { $0.tag == "email" && $0.rule != "valueTooLong" }, "the e-mail's own rule ran: \(errors)")
            #expect(problem.detail.hasPrefix("\(Set(tags.compactMap { $0 }).count) fields have errors"))
        }
    }

    @Test func hiddenAndDisabledRowsIgnoreTheirKeys() async throws {
        try await CatalogueSite.test { client in
            let page = try await client.page("disabled-rows")
            let submit = try await client.post("disabled-rows", page.fields.pairs + [("_do", "submit")])
            let values = try #require(CatalogueSite.submittedJSON(in: submit.text))
            var object = try JSONDecoder().decode(FormValues.self, from: Data(values.utf8))
            let form = ExampleCatalogue.example(named: "disabled-rows")!.makeController()
            form.loadViewIfNeeded()
            let disabled = form.form.rows.filter { $0.isDisabled }.compactMap(\.tag)
            try #require(!disabled.isEmpty)
            for tag in disabled { object.values[tag] = .string("crafted") }
            let answer = try await Self.postJSON(client, "disabled-rows", String(decoding: try object.jsonData(), as: UTF8.self))
            #expect(answer.status == .ok, "\(answer.text.prefix(500))")
            #expect(!answer.text.contains("crafted"))
        }
    }

    @Test(arguments: CatalogueSite.names)
    func everyExampleServesItsSchema(_ name: String) async throws {
        try await CatalogueSite.test { client in
            let answer = try await client.execute(uri: CatalogueWebsite.path(of: name) + "/schema.json", method: .get)
            #expect(answer.status == .ok)
            #expect(answer.headers[.contentType] == "application/schema+json")
            let schema = try JSONDecoder().decode(FormValue.self, from: Data(answer.text.utf8))
            guard case .object(let object) = schema, case .object(let properties)? = object["properties"] else {
                Issue.record("\(name): not a schema object")
                return
            }
            #expect(object["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
            let form = ExampleCatalogue.example(named: name)!.makeController()
            form.loadViewIfNeeded()
            for tag in form.form.exportValues(includeHidden: true).values.keys {
                #expect(properties[tag] != nil, "\(name): \(tag) is missing from the schema")
            }
        }
    }

    @Test func aCrossSiteJSONPostIsRefusedAndAnAPIClientNeedsNoToken() async throws {
        try await CatalogueSite.test { client in
            let crossSite = try await client.execute(
                uri: CatalogueWebsite.path(of: "new-event"), method: .post,
                headers: [.contentType: "application/json", HTTPField.Name("Sec-Fetch-Site")!: "cross-site"], body: ByteBuffer(string: "{}"))
            #expect(crossSite.status == .forbidden)
            // An API client is told why in its own language, not with an HTML page.
            #expect(crossSite.headers[.contentType] == "application/problem+json")
            let refusal = try JSONDecoder().decode([String: FormValue].self, from: Data(buffer: crossSite.body))
            #expect(refusal["status"] == .int(403))
            guard case .string(let detail)? = refusal["detail"] else {
                Issue.record("a refusal says why: \(refusal)")
                return
            }
            #expect(!detail.isEmpty)
            let unknownPath = try await client.execute(
                uri: "/nowhere", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: "{}"))
            #expect(unknownPath.status == .notFound)
            #expect(unknownPath.headers[.contentType] == "application/problem+json")
            let apiClient = try await Self.postJSON(client, "new-event", "{}")
            #expect(apiClient.status == .ok)
        }
    }

    @Test func everyExamplePageShowsItsSchemaAndACurlLine() async throws {
        try await CatalogueSite.test { client in
            let page = try await client.page("new-event")
            #expect(page.text.contains(#"href="/examples/new-event/schema.json""#))
            #expect(
                page.text.contains("curl -X POST -H &#39;Content-Type: application/json&#39;")
                    || page.text.contains("curl -X POST -H 'Content-Type: application/json'"))
            #expect(page.text.contains("&#39;http://localhost/examples/new-event&#39;"), "the address is quoted for the shell")
        }
    }

    /// The curl line's address comes from the Host header: only a plain host[:port] is shown
    /// (else the default), and the address is quoted for the shell like the body.
    @Test(arguments: [
        ("forms.example:8443", true), ("127.0.0.1:8080", true), ("[::1]:8080", true), ("x';touch /tmp/pwned;'", false),
        ("a b", false), ("", false), ("evil.example/$(id)", false), ("h`id`", false), (String(repeating: "a", count: 256), false),
    ])
    func onlyAPlainHostReachesTheCurlLine(_ host: String, _ shown: Bool) {
        #expect(FormPageResponder.isPlainAuthority(host) == shown)
    }

    @Test(arguments: [("plain", "'plain'"), ("it's", #"'it'\''s'"#), ("$(id) `id` \"x\"", "'$(id) `id` \"x\"'")])
    func shellQuotingKeepsTextLiteral(_ text: String, _ quoted: String) {
        #expect(FormPageResponder.shellQuoted(text) == quoted)
    }
}
