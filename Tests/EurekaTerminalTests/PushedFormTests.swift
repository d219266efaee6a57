import Eureka
import EurekaTerminalTesting
import TerminalKit
import TerminalKitTesting
import Testing

@testable import EurekaTerminal

/// A home form whose button pushes another form with its own Submit button, as the example
/// catalogue does.
private func makeHome() -> FormViewController {
    final class Detail: FormViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Detail"
            form +++ Section()
                <<< TextRow("name") { $0.title = "Name" }
                <<< ButtonRow("submit") { $0.title = "Submit" }.onCellSelection { [unowned self] _, _ in self.submit() }
        }
    }
    let home = FormViewController()
    home.title = "Home"
    home.form +++ Section()
        <<< ButtonRow("open") {
            $0.title = "Open detail"
            $0.presentationMode = .show(controllerProvider: .callback { Detail() }, onDismiss: nil)
        }
    return home
}

@Suite("Pushed forms")
struct PushedFormTests {
    @Test func aPushedFormsSubmitButtonEndsTheRunWithItsValues() {
        let driver = TerminalFormDriver(controller: makeHome(), size: TerminalSize(columns: 60, rows: 12))
        driver.press(.enter)
        #expect(driver.screenTitles == ["Home", "Detail"])
        driver.type("Ada")
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.result?.outcome == .submitted)
        #expect(driver.result?.values["name"] == .string("Ada"))
    }

    @Test func lineModeAsksThePushedFormToo() async throws {
        let console = FakeLineConsole(input: ["y", "Grace", "n", "y"])
        let result = try await TerminalFormRunner(mode: .accessible).runAccessible(makeHome(), console: console)
        #expect(result.outcome == .submitted, "output:\n\(console.output)")
        #expect(result.values["name"] == .string("Grace"))
    }
}
