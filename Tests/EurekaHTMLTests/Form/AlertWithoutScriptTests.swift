import Eureka
import EurekaHTML
import Testing

/// An alert a button presents, on a page without script: shown as a panel at the top of the
/// form whose buttons press the row again and choose, in a fresh form as every request is.
@Suite("Alerts on a page without script")
struct AlertWithoutScriptTests {
    final class AlertingController: FormViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            form +++ Section()
                <<< TextRow("result") { $0.title = "Result" }
                <<< ButtonRow("ask") { $0.title = "Delete…" }.onCellSelection { [unowned self] _, _ in
                    let alert = AlertController(title: "Delete it?", message: "This cannot be undone.", preferredStyle: .alert)
                    alert.addAction(
                        AlertAction(title: "Delete", style: .destructive) { _ in
                            (self.form.rowBy(tag: "result") as? TextRow)?.value = "deleted"
                        })
                    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
                    self.present(alert, style: .overlay)
                }
        }
    }

    let harness = WebFormHarness { AlertingController() }

    @Test func aPressThatPresentsAnAlertShowsItAsAPanel() async {
        let (session, _) = await harness.post([("t-result", "draft"), ("_action", "t-ask")])
        let html = harness.html(session)
        #expect(html.contains(#"role="alertdialog""#) && html.contains("Delete it?") && html.contains("This cannot be undone."))
        #expect(html.contains(#"name="_alertChoice" value="t-ask 0""#) && html.contains(#"name="_alertChoice" value="t-ask 1""#))
        #expect(html.contains(#"value="draft""#), "what was typed stays")
    }

    @Test func choosingAnActionRunsItsHandlerAndClosesThePanel() async {
        let (session, _) = await harness.post([("t-result", "draft"), ("_alertChoice", "t-ask 0")])
        #expect((session.form.rowBy(tag: "result") as? TextRow)?.value == "deleted")
        #expect(!harness.html(session).contains("alertdialog"))
    }

    @Test(arguments: ["t-ask 9", "t-ask -1", "t-ask", "t-result 0", "nothing 0", "t-ask 99999999999999999999", ""])
    func craftedAnswersChangeNothing(_ answer: String) async {
        let (session, _) = await harness.post([("t-result", "draft"), ("_alertChoice", answer)])
        #expect((session.form.rowBy(tag: "result") as? TextRow)?.value == "draft")
    }

    @Test func noPanelWithoutAnAlert() async {
        let (session, _) = await harness.post([("t-result", "draft")])
        #expect(!harness.html(session).contains("alertdialog"))
    }
}
