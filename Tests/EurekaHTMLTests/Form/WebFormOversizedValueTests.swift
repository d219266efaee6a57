import Eureka
import Foundation
import Testing

@testable import EurekaHTML

/// A text over the value limit in a body within its limits: the form comes back with every other
/// value kept, the whole text in its control and the problem under it, and the submit is
/// blocked — never accepted cut, even when posted again as shown.
@Suite("Web: an over-long text is its row's problem")
struct WebFormOversizedValueTests {
    static let limit = 16
    static let limits = FormBodyLimits(maxValueBytes: limit)

    let harness = WebFormHarness {
        ClosureFormController { form in
            form +++ Section()
                <<< TextRow("name") { $0.title = "Name" }
                <<< TextAreaRow("notes") { $0.title = "Notes" }
                <<< SwitchRow("more") {
                    $0.title = "More"; $0.value = false
                }
                <<< TextAreaRow("details") {
                    $0.title = "Details"
                    $0.hidden = "$more == false"
                }
                <<< StepperRow("guests") { $0.title = "Guests" }
        }
    }

    /// The fields posted as a browser would, parsed as the server does.
    static func posted(_ fields: [(String, String)]) throws -> PostedForm {
        let body = fields.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&")
        return try FormBodyParser.parse(body: Array(body.utf8), contentType: "application/x-www-form-urlencoded", limits: limits)
    }

    func submit(_ fields: [(String, String)]) async throws -> (WebFormSession, WebFormOutcome) {
        let session = await harness.session()
        let outcome = await session.handle(try Self.posted(fields + [("_do", "submit")]))
        return (session, outcome)
    }

    @Test(arguments: [0, 1, 15])
    func aTextAtTheLimitIsAccepted(shorter: Int) async throws {
        let notes = String(repeating: "n", count: Self.limit - shorter)
        let (_, outcome) = try await submit([("t-name", "Ada"), ("t-notes", notes)])
        #expect(outcome.submittedValues?["notes"] == .string(notes))
    }

    @Test(arguments: [1, 2, 4_000])
    func aTextOverTheLimitBlocksTheSubmitAndKeepsEverythingElse(longer: Int) async throws {
        let notes = String(repeating: "n", count: Self.limit + longer)
        let (session, outcome) = try await submit([("t-name", "Ada"), ("t-notes", notes), ("t-more", ""), ("t-more", "on")])
        #expect(outcome.submittedValues == nil, "never accepted cut")
        #expect(session.form.rowBy(tag: "name")?.baseValue as? String == "Ada")
        #expect(session.form.rowBy(tag: "more")?.baseValue as? Bool == true)
        #expect(session.form.rowBy(tag: "notes")?.baseValue as? String == String(notes.prefix(Self.limit)), "the row holds no more than the limit")
        let message =
            "This text is \(NumberWording.grouped(Self.limit + longer)) bytes long; at most 16 can be sent. Shorten it by at least \(NumberWording.grouped(longer))"
        let problems = session.blockedSubmission?.problems ?? []
        #expect(problems.map { $0.row?.tag } == ["notes"])
        #expect(problems.first?.message.hasPrefix(message) == true, "\(problems)")
        let html = harness.html(session)
        let textarea = try #require(html.range(of: "<textarea").map { html[$0.lowerBound...].prefix { $0 != ">" } })
        #expect(textarea.contains(#"aria-invalid="true""#))
        #expect(html.contains(">\(notes)</textarea>"), "the whole text is shown back")
        #expect(html.contains(message))
    }

    /// What the page shows, posted again, is refused again: only the person shortening it lets
    /// the form through.
    @Test func theTextShownBackIsRefusedAgainUntilShortened() async throws {
        let notes = "Dear " + String(repeating: "é", count: 20)
        let (first, _) = try await submit([("t-name", "Ada"), ("t-notes", notes)])
        let shown = try #require(first.bindingTexts[ObjectIdentifier(first.form.rowBy(tag: "notes")!)])
        #expect(shown == notes)
        let (second, again) = try await submit([("t-name", "Ada"), ("t-notes", shown)])
        #expect(again.submittedValues == nil && second.blockedSubmission != nil)
        let (_, shortened) = try await submit([("t-name", "Ada"), ("t-notes", "Dear " + String(repeating: "é", count: 5))])
        #expect(shortened.submittedValues?["notes"] == .string("Dear ééééé"))
    }

    @Test func theMessageCountsBytesAndTheRowHoldsWholeCharacters() async throws {
        // 15 bytes of "a", then "é" (two bytes) crossing the limit.
        let (session, _) = try await submit([("t-notes", String(repeating: "a", count: 15) + "éé")])
        #expect(session.form.rowBy(tag: "notes")?.baseValue as? String == String(repeating: "a", count: 15))
        let message = session.blockedSubmission?.problems.first?.message
        #expect(message == "This text is 19 bytes long; at most 16 can be sent. Shorten it by at least 3 bytes.")
    }

    @Test func anUpdateShowsTheProblemToo() async throws {
        let session = await harness.session()
        _ = await session.handle(try Self.posted([("t-notes", String(repeating: "n", count: 40))]))
        #expect(session.blockedSubmission == nil)
        #expect(harness.html(session).contains("This text is 40 bytes long"))
    }

    /// Rows that ignore what is posted for them ignore its length: a crafted field cannot block
    /// a submit it could not change.
    @Test(arguments: [("t-details", "a hidden row"), ("t-nobody", "no row"), ("_csrf", "a control field")])
    func aFieldNoShownRowTakesDoesNotBlock(field: String, what: String) async throws {
        let (session, outcome) = try await submit([("t-name", "Ada"), (field, String(repeating: "x", count: 100))])
        #expect(outcome.submittedValues?["name"] == .string("Ada"), "\(what)")
        #expect(session.form.rowBy(tag: "details")?.baseValue == nil)
    }

    @Test func anOverlongNumberSaysHowLongItIs() async throws {
        let (session, outcome) = try await submit([("t-guests", String(repeating: "1", count: 30))])
        #expect(outcome.submittedValues == nil)
        #expect(session.blockedSubmission?.problems.map(\.message) == ["This text is 30 bytes long; at most 16 can be sent. Shorten it by at least 14 bytes."])
        #expect(session.bindingTexts.isEmpty, "a number input is not given 30 digits back")
    }

    /// With script, the page sends a live submit first: it is refused with the row's problem,
    /// so the page never goes on to the real submit with a cut text.
    @Test func aLiveSubmitIsRefused() async throws {
        let session = await harness.session()
        let posted = try Self.posted([("_seq", "4"), ("_event", "submit"), ("t-name", "Ada"), ("t-notes", String(repeating: "n", count: 17))])
        let answer = await session.handleLive(posted, options: HTMLFormOptions(action: "/form"))
        #expect(!answer.submit)
        #expect(answer.summary?.contains("This text is 17 bytes long") == true, "\(answer.summary ?? "nil")")
    }

    @Test func aLiveEditSendsTheRowAgainWithItsProblem() async throws {
        let session = await harness.session()
        let posted = try Self.posted([
            ("_seq", "5"), ("_event", "input"), ("_row", "t-notes"), ("_fields", "t-notes"), ("_prev.t-notes", ""),
            ("t-notes", String(repeating: "n", count: 20)),
        ])
        let answer = await session.handleLive(posted, options: HTMLFormOptions(action: "/form"))
        let patch = try #require(answer.rows.first { $0.key == "t-notes" })
        #expect(patch.html.contains("This text is 20 bytes long"))
    }
}
