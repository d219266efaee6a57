import Eureka
import Testing

@testable import EurekaHTML

/// What a live answer says it did names what it did: "2 hidden" and "Delete: done" told a
/// listener nothing of which rows went, or which message an action took.
@Suite("Web: live announcements name their rows")
struct WebFormLiveAnnouncementTests {
    private func answer(to fields: [(String, String)], build: @escaping (Form) -> Void) async -> LiveAnswer {
        let session = WebFormSession(controller: ClosureFormController(build))
        await session.load()
        let posted = PostedForm(fields: ([("_seq", "1")] + fields).map { PostedForm.Field(name: $0.0, value: $0.1) })
        return await session.handleLive(posted, options: HTMLFormOptions(action: "/form"))
    }

    @Test func rowsAndSectionsHiddenAreNamed() async throws {
        let answer = await answer(to: [("_event", "change"), ("_row", "t-details"), ("_fields", "t-details"), ("t-details", "")]) { form in
            form +++ Section()
                <<< SwitchRow("details") {
                    $0.title = "Show details"; $0.value = true
                }
                <<< TextRow("company") {
                    $0.title = "Company"; $0.hidden = "$details == false"
                }
                <<< TextRow("job") {
                    $0.title = "Job title"; $0.hidden = "$details == false"
                }
            form +++ Section("Phone") { $0.hidden = "$details == false" } <<< PhoneRow("phone") { $0.title = "Number" }
        }
        #expect(answer.announce == "Hidden: Number, Company, Job title" || answer.announce == "Hidden: Company, Job title, Number", "\(answer.announce ?? "")")
    }

    @Test func aSwipeActionNamesItsRow() async throws {
        let answer = await answer(to: [("_event", "command"), ("_swipe", "t-invoice trailing 0")]) { form in
            form +++ Section()
                <<< LabelRow("invoice") { row in
                    row.title = "Your invoice"
                    row.trailingSwipe.actions = [
                        SwipeAction(style: .normal, title: "Archive") { _, row, completion in
                            row.title = "Archived"
                            completion?(true)
                        }
                    ]
                }
        }
        #expect(answer.announce?.hasPrefix("Archive on “Your invoice”") == true, "\(answer.announce ?? "")")
    }

    /// A button whose press validates the form ("Validate all") marked rows invalid and said
    /// nothing: the problems are said, by row.
    @Test func aPressThatFindsProblemsSaysThem() async throws {
        let answer = await answer(to: [("_event", "command"), ("_action", "t-check")]) { form in
            form +++ Section()
                <<< TextRow("user") {
                    $0.title = "Username"
                    $0.add(rule: RuleRequired())
                    $0.validationOptions = .validatesOnDemand
                }
                <<< ButtonRow("check") { $0.title = "Validate all" }.onCellSelection { _, row in row.section?.form?.validate() }
        }
        #expect(answer.announce == "1 row has a problem: Username: Field required!", "\(answer.announce ?? "")")
    }
}
