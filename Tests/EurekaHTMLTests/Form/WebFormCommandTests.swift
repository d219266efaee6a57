import Eureka
import EurekaHTML
import Foundation
import Testing

@Suite("Commands a page's buttons carry")
struct WebFormCommandTests {
    let harness = WebFormHarness {
        ClosureFormController { form in
            form +++ Section()
                <<< TextRow("invoice") {
                    $0.title = "Invoice"
                    $0.trailingSwipe.actions = [SwipeAction(style: .destructive, title: "Delete") { _, _, completion in completion?(true) }]
                }
        }
    }

    @Test(arguments: ["t-invoice sideways 0", "t-invoice Trailing 0", "t-invoice trailing", "t-invoice trailing -1", "t-invoice trailing 1"])
    func aSwipeCommandNamingNoActionRunsNone(_ command: String) async {
        let (session, _) = await harness.post([("_swipe", command), ("_do", "update")])
        #expect(session.form.rowBy(tag: "invoice") != nil, "“\(command)” deleted the row")
    }

    @Test func theSwipeActionTheButtonNamesRuns() async {
        let (session, _) = await harness.post([("_swipe", "t-invoice trailing 0"), ("_do", "update")])
        #expect(session.form.rowBy(tag: "invoice") == nil)
    }
}
