import Eureka
import TerminalKit
import Testing

@testable import EurekaTerminal

final class PlainRow: Row<Eureka.Cell<String>>, RowType {
    required init(tag: String? = nil) { super.init(tag: tag) }
}

@Suite("Screen renderer")
struct ScreenRendererTests {
    func render(
        _ controller: FormViewController, columns: Int = 40, rows: Int = 12, help: [KeyBinding] = [], status: [String] = []
    ) -> String {
        let screen = FormScreen(controller: controller, theme: .standard)
        let renderer = ScreenRenderer(theme: .standard)
        screen.prepare(height: rows)
        let frame = renderer.render(
            screen, size: TerminalSize(columns: columns, rows: rows),
            chrome: .init(title: controller.title ?? "Form", position: nil, status: status, help: help))
        return frame.grid.textDump
    }

    @Test func drawsHeadersRowsFootersAndGaps() {
        let controller = FormViewController()
        controller.title = "Profile"
        controller.form +++ Section(header: "About you", footer: "Shown publicly")
            <<< PlainRow("name") {
                $0.title = "Name"; $0.value = "Ada"
            }
            <<< PlainRow("city") { $0.title = "City" }
            +++ Section("More")
            <<< PlainRow("x") {
                $0.title = "X"; $0.value = "1"
            }
        let text = render(controller, help: [KeyBinding("Tab", "next")])
        print(text)
        #expect(text.contains(" Profile"))
        #expect(text.contains(" ABOUT YOU"))
        #expect(text.contains("  Name                               Ada"))
        #expect(text.contains(" Shown publicly"))
        #expect(text.contains(" MORE"))
    }

    /// Disabling a row only dims it: its padding spans, rebuilt from their empty text, lost their width,
    /// so "Account ID    ACC-0042" read "Account IDACC-0042" and buttons were no longer centred.
    @Test func aDisabledRowKeepsItsLayout() {
        func build(disabled: Bool) -> FormViewController {
            let controller = FormViewController()
            controller.title = "Profile"
            controller.form +++ Section("Account")
                <<< PlainRow("id") {
                    $0.title = "Account ID"; $0.value = "ACC-0042"; $0.disabled = Condition(booleanLiteral: disabled)
                }
                <<< ButtonRow("delete") {
                    $0.title = "Delete"; $0.disabled = Condition(booleanLiteral: disabled)
                }
            for row in controller.form.allRows { row.evaluateDisabled() }
            controller.interaction.focus(nil)
            return controller
        }
        let enabled = render(build(disabled: false))
        let disabled = render(build(disabled: true))
        #expect(disabled.contains("  Account ID                    ACC-0042"), "\(disabled)")
        #expect(disabled == enabled, "only the style differs")
    }

    /// A status message wraps between words above the help bar rather than being cut at the
    /// edge (a Tab message at 40 columns lost its end), up to a quarter of the screen's lines;
    /// beyond that the last line kept ends with "…".
    @Test(arguments: [
        (
            rows: 12,
            expected: [" Tab: “Membership” is disabled, and Tab", " stops there; ↓ goes to it"]
        ),
        (rows: 6, expected: [" Tab: “Membership” is disabled, and Tab…"]),
    ])
    func statusMessagesWrapBetweenWords(rows: Int, expected: [String]) {
        let controller = FormViewController()
        controller.form +++ Section() <<< PlainRow("a") { $0.title = "A" }
        let message = "Tab: “Membership” is disabled, and Tab stops there; ↓ goes to it"
        let lines = render(controller, columns: 40, rows: rows, help: [KeyBinding("?", "help")], status: [message])
            .split(separator: "\n", omittingEmptySubsequences: false).map { String($0).replacing(/\s+$/, with: "") }
        #expect(Array(lines[(rows - 1 - expected.count)..<(rows - 1)]) == expected, "\(lines)")
        #expect(lines[rows - 1].contains("help"), "the help bar stays on the last line")
    }

    @Test func keepsTheFocusedRowInViewOnATallForm() {
        let controller = FormViewController()
        let section = Section("Many")
        controller.form +++ section
        for index in 0..<500 { section <<< PlainRow("r\(index)") { $0.title = "Row \(index)" } }
        let screen = FormScreen(controller: controller, theme: .standard)
        let renderer = ScreenRenderer(theme: .standard)
        func render() -> String {
            screen.prepare(height: 10)
            return renderer.render(screen, size: TerminalSize(columns: 30, rows: 10), chrome: .init(title: "T", position: nil, status: [], help: [])).grid
                .textDump
        }
        controller.interaction.focus(controller.form.rowBy(tag: "r250"))
        #expect(render().contains("▸ Row 250"))
        controller.interaction.focus(controller.form.rowBy(tag: "r3"))
        #expect(render().contains("▸ Row 3"))
        controller.interaction.focus(controller.form.rowBy(tag: "r0"))
        #expect(render().contains(" MANY"), "the header comes back into view with the first row")
    }
}
