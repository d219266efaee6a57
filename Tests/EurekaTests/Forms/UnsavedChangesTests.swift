import Testing

@testable import Eureka

/// `Form.hasUnsavedChanges`, asked before a form is thrown away ("Discard changes?"): what the
/// person did that leaving would lose, and nothing else.
@Suite("Forms: unsaved changes")
struct UnsavedChangesTests {
    private func makeForm() -> (FormViewController, TextRow, IntRow) {
        let name = TextRow("name") { $0.value = "Ada" }
        let age = IntRow("age")
        let form = Form()
        form +++ Section() <<< name <<< age
        let controller = FormViewController(form: form)
        controller.loadViewIfNeeded()
        return (controller, name, age)
    }

    @Test func aValueChangedBackAsItWasIsNoUnsavedChange() {
        let (controller, name, _) = makeForm()
        name.value = "Ada L"
        #expect(controller.form.hasUnsavedChanges)
        name.value = "Ada"
        #expect(!controller.form.hasUnsavedChanges, "back to the value before the first change")
    }

    @Test func textTypedThenErasedIsNoUnsavedChange() {
        let (controller, _, age) = makeForm()
        controller.interaction.focus(age)
        age.editingTextDidChange(to: "5")
        #expect(controller.form.hasUnsavedChanges)
        age.editingTextDidChange(to: "")
        #expect(!controller.form.hasUnsavedChanges)
    }

    @Test func textThatDidNotParseIsUnsavedWork() {
        let (controller, _, age) = makeForm()
        controller.interaction.focus(age)
        age.editingTextDidChange(to: "12a")
        #expect(age.value == nil)
        #expect(controller.form.hasUnsavedChanges, "what was typed would be lost")
    }

    @Test func aResetFormHasNoUnsavedChangesAndCountsAgainFromThere() {
        let (controller, name, _) = makeForm()
        name.value = "Grace"
        controller.form.resetValues()
        #expect(!controller.form.hasUnsavedChanges)
        name.value = "Ada L"
        #expect(controller.form.hasUnsavedChanges)
    }
}
