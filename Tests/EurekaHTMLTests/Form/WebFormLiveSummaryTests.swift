import Eureka
import Testing

@testable import EurekaHTML

/// After a blocked submit the page keeps its summary of problems. Live changes left it as it was:
/// it went on linking to fields already fixed and missed errors that appeared since. With the
/// page saying it shows one (`_summary`), each answer brings it up to date, quietly.
@Suite("Web: the error summary follows live changes")
struct WebFormLiveSummaryTests {
    private func makeSession() async -> WebFormSession {
        let session = WebFormSession(
            controller: ClosureFormController { form in
                form +++ Section()
                    <<< TextRow("name") {
                        $0.title = "Name"; $0.add(rule: RuleRequired())
                    }
                    <<< IntRow("age") {
                        $0.title = "Age"; $0.add(rule: RuleRequired())
                    }
            })
        await session.load()
        return session
    }

    /// A live change of `tag` to `text`, from a page showing `ages` in Age and `names` in Name.
    private func change(_ tag: String, to text: String, page: [String: String], summary: Bool = true) async -> LiveAnswer {
        let session = await makeSession()
        let key = session.fieldNames.key(for: session.form.rowBy(tag: tag)!)
        var fields: [PostedForm.Field] = [
            .init(name: "_seq", value: "4"), .init(name: "_event", value: "blur"), .init(name: "_fields", value: key),
            .init(name: "_row", value: key), .init(name: "_blurred", value: key),
        ]
        for (name, value) in page where name != tag { fields.append(.init(name: "t-" + name, value: value)) }
        fields.append(.init(name: key, value: text))
        if summary { fields.append(.init(name: "_summary", value: "1")) }
        return await session.handleLive(PostedForm(fields: fields), options: HTMLFormOptions(action: "/form"))
    }

    @Test func aFixedFieldLeavesTheSummaryAndANewErrorJoinsIt() async throws {
        let fixed = await change("name", to: "Ada", page: ["age": ""])
        let update = try #require(fixed.summaryUpdate)
        #expect(update.contains(##"href="#f-t-age""##) && !update.contains(##"href="#f-t-name""##), "\(update)")
        #expect(!update.contains("role=\"alert\"") && !update.contains("autofocus"), "an update is not read out again")
        let wrong = await change("age", to: "12a", page: ["name": "Ada"])
        #expect(try #require(wrong.summaryUpdate).contains("Age: “12a” is not a whole number"))
    }

    /// Rows the blocked submit marked invalid, never left since, stay in it: the rebuilt form has
    /// not validated them, and the summary lost every row but the one just left.
    @Test func rowsTheSubmitFlaggedStayUntilFixed() async throws {
        let session = WebFormSession(
            controller: ClosureFormController { form in
                form +++ Section()
                    <<< TextRow("a") {
                        $0.title = "A"; $0.add(rule: RuleRequired())
                    }
                    <<< TextRow("b") {
                        $0.title = "B"; $0.add(rule: RuleRequired())
                    }
                    <<< TextRow("c") {
                        $0.title = "C"; $0.add(rule: RuleRequired())
                    }
            })
        await session.load()
        let fields: [PostedForm.Field] = [
            .init(name: "_seq", value: "2"), .init(name: "_event", value: "blur"), .init(name: "_fields", value: "t-a"),
            .init(name: "_row", value: "t-a"), .init(name: "_blurred", value: "t-a"), .init(name: "t-a", value: "fixed"),
            .init(name: "t-b", value: ""), .init(name: "t-c", value: ""), .init(name: "_summary", value: "1"),
        ]
        let answer = await session.handleLive(PostedForm(fields: fields), options: HTMLFormOptions(action: "/form"))
        let update = try #require(answer.summaryUpdate)
        #expect(update.contains(##"href="#f-t-b""##) && update.contains(##"href="#f-t-c""##) && !update.contains(##"href="#f-t-a""##), "\(update)")
    }

    @Test func noProblemLeftEmptiesIt() async throws {
        let answer = await change("age", to: "40", page: ["name": "Ada"])
        #expect(answer.summaryUpdate == "")
    }

    @Test func aPageWithoutASummaryGetsNone() async {
        let answer = await change("name", to: "Ada", page: ["age": ""], summary: false)
        #expect(answer.summaryUpdate == nil)
    }
}
