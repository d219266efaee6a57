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
