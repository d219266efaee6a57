import Foundation
import Testing

@testable import Eureka

@Suite("Interaction: editing and inline rows follow focus")
struct FocusEditingTests {
    @Test func focusBeginsEditingAndLeavingCommitsBeforeBlurValidation() {
        let form = Form()
        let age = IntRow("age") { $0.add(rule: RuleGreaterThan(min: 17)) }
        var seenOnBlur: [Int?] = []
        age.onRowValidationChanged { _, row in seenOnBlur.append(row.value) }
        form +++ Section() <<< age <<< TextRow("other")
        let interaction = FormInteraction(form: form)
        interaction.focus(age)
        #expect(age.isEditingText)
        age.editingTextDidChange(to: "12", cursorPosition: 2)
        interaction.focus(form.rowBy(tag: "other"))
        #expect(!age.isEditingText)
        #expect(age.value == 12)
        #expect(age.validationErrors.count == 1, "blur validation saw the committed value")
        #expect(seenOnBlur == [12])
        #expect((form.rowBy(tag: "other") as? TextRow)?.isEditingText == true)
    }

    @Test func movingFocusCollapsesOtherInlineRows() {
        let form = Form()
        let date = DateInlineRow("date") { $0.value = Date(timeIntervalSince1970: 0) }
        form +++ Section() <<< date <<< TextRow("after")
        let interaction = FormInteraction(form: form)
        interaction.select(date)
        #expect(date.isExpanded)
        interaction.focus(date.inlineRow)
        #expect(date.isExpanded, "focusing the inline picker keeps it open")
        interaction.focus(form.rowBy(tag: "after"))
        #expect(!date.isExpanded)
        form.inlineRowHideOptions = .Never
        interaction.select(date)
        interaction.focus(form.rowBy(tag: "after"))
        #expect(date.isExpanded)
    }

    @Test func buttonRowsPresentTheirConfiguredController() {
        let host = RecordingHost()
        let controller = FormViewController()
        controller.host = host
        let button = ButtonRow("open") {
            $0.title = "Open"
            $0.presentationMode = .show(
                controllerProvider: .callback {
                    let screen = ViewController()
                    screen.title = "Details"
                    return screen
                }, onDismiss: nil)
        }
        var selections = 0
        button.onCellSelection { _, _ in selections += 1 }
        controller.form +++ Section() <<< button
        controller.interaction.select(button)
        #expect(host.log == ["show Details push"])
        #expect(selections == 1, "its own onCellSelection still runs")
        button.disabled = true
        controller.interaction.select(button)
        #expect(host.log.count == 1)
    }
}
