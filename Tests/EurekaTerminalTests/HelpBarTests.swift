import Eureka
import EurekaTerminalTesting
import TerminalKit
import Testing

@testable import EurekaTerminal

@Suite("The help bar at narrow widths")
struct HelpBarTests {
    /// A text field's bar, as the session builds it.
    private static let textFieldBar = [
        KeyBinding("type", "edit"), KeyBinding("←→", "cursor"), KeyBinding("^W/^U", "delete word/start"),
        KeyBinding("Tab", "next"), KeyBinding("↑↓", "move"), KeyBinding("Esc", "quit"), KeyBinding("^S", "submit"),
        KeyBinding("F1", "help"),
    ]

    /// Help and Esc were the first to go, as the last on the bar; now they always stay, and
    /// the hints that do not fit go instead, the bar keeping its order.
    @Test(arguments: [100, 80, 60, 40, 30, 22])
    func helpAndEscapeAreAlwaysKept(width: Int) {
        let bar = Self.textFieldBar
        let essential = InteractiveFormSession.essentialHelp(in: bar)
        #expect(essential == [KeyBinding("Esc", "quit"), KeyBinding("F1", "help")])
        let shown = HelpBarLayout.fitted(bar, keeping: essential, width: width)
        #expect(essential.isSubset(of: Set(shown)), "\(shown)")
        let used = shown.map(HelpBarLayout.width(of:)).reduce(0, +) + HelpBarLayout.separatorWidth * (shown.count - 1)
        #expect(used <= width)
        #expect(shown == bar.filter(shown.contains), "in the bar's order")
    }

    /// Narrower than both essential hints whole: help stays whole as long as it fits, Esc
    /// (then help) shrinks to its key, and a bar too narrow for help's key shows nothing
    /// rather than hints without help (at 20 columns F1 was dropped, Esc kept).
    @Test(arguments: [
        (21, ["Esc quit", "F1 help"]), (20, ["Esc", "F1 help"]), (16, ["Esc", "F1 help"]), (15, ["F1 help"]), (9, ["F1 help"]),
        (8, ["F1"]), (4, ["F1"]), (3, []),
    ])
    func helpIsTheLastHintToGo(width: Int, expected: [String]) {
        let bar = Self.textFieldBar
        let shown = HelpBarLayout.fitted(bar, keeping: InteractiveFormSession.essentialHelp(in: bar), width: width)
        #expect(shown.map { $0.action.isEmpty ? $0.keys : "\($0.keys) \($0.action)" } == expected)
        let used = shown.map(HelpBarLayout.width(of:)).reduce(0, +) + HelpBarLayout.separatorWidth * max(0, shown.count - 1)
        #expect(used <= width)
    }

    /// What people see on small terminals: the help key is on the bar at every size, on a
    /// form's row and in a text being edited (where F1 is the help key).
    @Test(arguments: [
        (20, 5, false, "Esc  quit   ?  help"), (20, 5, true, "Esc    F1  help"), (30, 8, true, "Esc  quit   F1  help"),
        (40, 10, true, "type  edit   Esc  quit   F1  help"),
    ])
    func helpStaysOnSmallScreens(columns: Int, rows: Int, editing: Bool, bar: String) {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< SwitchRow("alerts") { $0.title = "Alerts" }
            <<< TextRow("nickname") { $0.title = "Nickname" }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: columns, rows: rows))
        if editing { driver.press(.tab) }
        let last = driver.screen.split(separator: "\n", omittingEmptySubsequences: false)[rows - 1]
        #expect(last.trimmingCharacters(in: .whitespaces) == bar, "\(driver.screen)")
    }

    @Test func whatFitsAllShowsAsBefore() {
        let bar = Self.textFieldBar
        #expect(HelpBarLayout.fitted(bar, keeping: InteractiveFormSession.essentialHelp(in: bar), width: 200) == bar)
    }

    /// The reviewer's two screens: a text field at 60×20 and at 40×12 (in text, ? is typed:
    /// F1 is its help key).
    @Test(arguments: [(60, 20, " type  edit   ←→  cursor   Tab  next   Esc  quit   F1  help"), (40, 12, " type  edit   Esc  quit   F1  help")])
    func aTextFieldOnANarrowScreen(columns: Int, rows: Int, bar: String) {
        let controller = FormViewController()
        controller.form +++ Section() <<< TextRow("nickname") { $0.title = "Nickname" }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: columns, rows: rows))
        let last = driver.screen.split(separator: "\n", omittingEmptySubsequences: false)[rows - 1]
        #expect(last.trimmingCharacters(in: .whitespaces) == bar.trimmingCharacters(in: .whitespaces), "\(driver.screen)")
    }

    /// Esc keeps its meaning of the moment: on a selector screen it goes back.
    @Test func escapeKeepsItsMeaningOfTheMoment() {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< PushRow<String>("size") {
                $0.title = "Size"; $0.options = ["Small", "Large"]
            }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 30, rows: 10))
        driver.press(.enter)
        let last = driver.screen.split(separator: "\n", omittingEmptySubsequences: false)[9]
        #expect(last.contains("Esc  back") && last.contains("?  help"), "\(driver.screen)")
    }
}
