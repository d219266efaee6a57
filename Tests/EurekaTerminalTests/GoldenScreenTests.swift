import Eureka
import EurekaTerminalTesting
import Foundation
import TerminalKit
import Testing

@testable import EurekaTerminal

@Suite("Golden frames")
struct GoldenScreenTests {
    private func profileController() -> FormViewController {
        let controller = FormViewController()
        controller.title = "Profile"
        controller.form +++ Section(header: "About you", footer: "Shown on your public page")
            <<< NameRow("name") {
                $0.title = "Name"; $0.placeholder = "Full name"
            }
            <<< EmailRow("email") {
                $0.title = "Email"; $0.add(rule: RuleEmail()); $0.validationOptions = .validatesOnChange
            }
            <<< SwitchRow("public") {
                $0.title = "Public profile"; $0.value = true
            }
            +++ Section("Preferences")
            <<< SegmentedRow<String>("theme") {
                $0.title = "Theme"; $0.options = ["Light", "Dark", "Auto"]; $0.value = "Auto"
            }
            <<< StepperRow("count") {
                $0.title = "Posts per page"; $0.value = 20
            }
            <<< SliderRow("volume") {
                $0.title = "Volume"; $0.value = 5; $0.steps = 10
            }
            <<< PushRow<String>("country") {
                $0.title = "Country"; $0.options = ["Japan", "日本", "Ísland"]; $0.value = "日本"
            }
            <<< ButtonRow("save") { $0.title = "Save" }
        return controller
    }

    @Test func editingATextField() {
        let driver = TerminalFormDriver(controller: profileController(), size: TerminalSize(columns: 64, rows: 20))
        driver.type("Ada Lovelace")
        expectGolden("profile-editing", driver.frame)
        #expect(driver.cursor.isVisible)
    }

    @Test func validationErrorUnderItsRow() {
        let driver = TerminalFormDriver(controller: profileController(), size: TerminalSize(columns: 64, rows: 20))
        driver.press(.tab)
        driver.type("ada@")
        driver.press(.character("s"), modifiers: .control)
        expectGolden("profile-invalid-email", driver.frame)
    }

    @Test func selectorScreenWithFilter() {
        let driver = TerminalFormDriver(controller: profileController(), size: TerminalSize(columns: 64, rows: 14))
        for _ in 0..<6 { driver.press(.down) }
        driver.press(.enter)
        driver.press(.character("/"))
        driver.type("j")
        expectGolden("selector-filtered", driver.frame)
    }

    @Test func actionSheetOverlay() {
        let controller = FormViewController()
        controller.title = "Order"
        controller.form +++ Section()
            <<< ActionSheetRow<String>("size") {
                $0.title = "Size"; $0.selectorTitle = "Pick a size"; $0.options = ["Small", "Medium", "Large"]; $0.value = "Medium"
            }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 50, rows: 14))
        driver.press(.enter)
        expectGolden("action-sheet", driver.frame)
    }

    @Test func narrowTerminalTruncatesWideText() {
        let controller = FormViewController()
        controller.title = "絵文字とCJK 👩‍👩‍👧 テスト"
        controller.form +++ Section("見出し")
            <<< TextRow("t") {
                $0.title = "名前 👍🏽"; $0.value = "とても長い値がここに入ります"
            }
            <<< LabelRow("l") {
                $0.title = "Combining é and ñ"; $0.value = "ok"
            }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 28, rows: 8))
        driver.press(.down)
        expectGolden("narrow-wide-text", driver.frame)
    }

    @Test func multivaluedSectionWithHelp() {
        let controller = FormViewController()
        controller.title = "Tags"
        controller.form
            +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete, .Reorder], header: "Tags") {
                $0.tag = "tags"
                $0.addButtonProvider = { _ in ButtonRow { $0.title = "Add tag" } }
                $0.multivaluedRowToInsertAt = { _ in NameRow { $0.placeholder = "Tag" } }
                $0 <<< NameRow { $0.value = "swift" }
            }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 70, rows: 10))
        expectGolden("multivalued", driver.frame)
    }
}
