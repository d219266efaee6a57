import Eureka
import Testing

@Suite("Validation triggers")
struct ValidationTriggerTests {
    @Test func blurIsTheDefaultTrigger() {
        let probe = ValidationProbe(options: .validatesOnBlur)
        #expect(probe.row.validationOptions == .validatesOnBlur)
        probe.row.value = "x"
        probe.row.value = nil
        #expect(probe.codes.isEmpty, "changes do not validate a valid row")
        probe.blur()
        #expect(probe.codes == ["required"])
        #expect(probe.changes == 1)
    }

    @Test func aRowWithoutOptionsSetValidatesOnBlur() {
        let row = StringRow(tag: "name")
        row.add(rule: RuleRequired())
        row.isHighlighted = true
        #expect(row.isValid, "gaining focus is not a blur")
        row.isHighlighted = false
        #expect(!row.isValid)
    }

    @Test func anInvalidRowRevalidatesOnEveryChangeSoFixesShowAtOnce() {
        let probe = ValidationProbe(options: .validatesOnBlur) { $0.add(rule: RuleMinLength(minLength: 3)) }
        probe.row.value = "a"
        probe.blur()
        #expect(probe.codes == ["minLength"])
        probe.row.value = "ab"
        #expect(probe.codes == ["minLength"])
        probe.row.value = "abc"
        #expect(probe.codes.isEmpty)
        probe.row.value = "a"
        #expect(probe.codes.isEmpty, "valid again: back to waiting for the blur")
        #expect(probe.changes == 2)
    }

    @Test func validatesOnChange() {
        let probe = ValidationProbe(options: .validatesOnChange) { $0.add(rule: RuleMaxLength(maxLength: 2)) }
        probe.row.value = "abc"
        #expect(probe.codes == ["maxLength"])
        probe.row.value = "ab"
        #expect(probe.codes.isEmpty)
        #expect(probe.changes == 2)
    }

    @Test func validatesOnChangeDoesNotValidateOnBlur() {
        let probe = ValidationProbe(options: .validatesOnChange)
        probe.blur()
        #expect(probe.codes.isEmpty)
        #expect(probe.changes == 0)
    }

    @Test func changeAfterBlurredWaitsForTheFirstBlur() {
        let probe = ValidationProbe(options: .validatesOnChangeAfterBlurred) { $0.add(rule: RuleEmail()) }
        probe.blur()
        #expect(probe.codes.isEmpty, "a blur without a change does not validate")
        #expect(probe.row.wasBlurred)
        probe.row.value = "ada@"
        #expect(probe.codes == ["email"], "after the first blur every change validates")
        probe.row.value = "ada@example.com"
        #expect(probe.codes.isEmpty)
    }

    @Test func changeAfterBlurredValidatesOnBlurOnceChanged() {
        let probe = ValidationProbe(options: .validatesOnChangeAfterBlurred) { $0.add(rule: RuleEmail()) }
        probe.row.isHighlighted = true
        probe.row.value = "ada@"
        #expect(probe.codes.isEmpty, "not yet blurred")
        probe.row.isHighlighted = false
        #expect(probe.codes == ["email"], "leaving a changed field validates it, as in Eureka")
    }

    @Test func onDemandValidatesOnlyWhenAsked() {
        let probe = ValidationProbe(options: .validatesOnDemand)
        probe.row.value = "x"
        probe.row.value = nil
        probe.blur()
        #expect(probe.codes.isEmpty)
        #expect(probe.row.validate().map(\.code) == [.required])
        #expect(probe.codes == ["required"])
        probe.row.value = "fixed"
        #expect(probe.codes == ["required"], "exactly .validatesOnDemand does not re-validate invalid rows")
        #expect(probe.row.errorMessages.isEmpty, "but errors of an earlier value are not shown")
        probe.row.validate()
        #expect(probe.codes.isEmpty)
    }

    /// Shown, an on-demand row's errors told a value fixed since that it was wrong (line mode
    /// asked again, the title stayed red); the next validation shows what it finds.
    @Test func onDemandErrorsOfAnEarlierValueAreNotShownUntilTheNextValidation() {
        let probe = ValidationProbe(options: .validatesOnDemand) { $0.add(rule: RuleMinLength(minLength: 3)) }
        probe.row.value = "ab"
        probe.row.validate()
        #expect(probe.row.errorMessages.count == 1)
        #expect(probe.row.describe().errors.count == 1)
        probe.row.value = "abc"
        #expect(probe.row.errorMessages.isEmpty && probe.row.describe().errors.isEmpty)
        #expect(probe.row.validationErrors.count == 1, "Eureka's last run is kept")
        probe.row.value = "a"
        probe.row.validate()
        #expect(probe.row.errorMessages.count == 1, "a new validation shows its errors")
    }

    @Test func onDemandCombinedWithAnotherOptionRevalidatesInvalidRows() {
        let probe = ValidationProbe(options: [.validatesOnDemand, .validatesOnBlur])
        probe.blur()
        #expect(probe.codes == ["required"])
        probe.row.value = "fixed"
        #expect(probe.codes.isEmpty)
    }

    @Test func alwaysValidatesOnChangeAndOnBlur() {
        #expect(ValidationOptions.validatesAlways == [.validatesOnChange, .validatesOnBlur])
        let probe = ValidationProbe(options: .validatesAlways)
        probe.blur()
        #expect(probe.codes == ["required"])
        probe.row.value = "x"
        #expect(probe.codes.isEmpty)
        probe.row.value = ""
        #expect(probe.codes == ["required"])
        #expect(probe.changes == 3)
    }

    @Test func callbacksFireOnlyWhenTheErrorListChanges() {
        let probe = ValidationProbe(options: .validatesOnDemand) {
            $0.add(rule: RuleMinLength(minLength: 3))
            $0.add(rule: RuleRegExp(pattern: .containsNumber))
        }
        probe.row.value = "a"
        probe.row.validate()
        probe.row.validate()
        #expect(probe.changes == 1)
        probe.row.value = "ab"
        probe.row.validate()
        #expect(probe.changes == 1, "same errors for another value: no change")
        probe.row.value = "a1"
        probe.row.validate()
        #expect(probe.errorsSeenByCallbacks == [["minLength", "regExp"], ["minLength"]])
        probe.row.cleanValidationErrors()
        probe.row.cleanValidationErrors()
        #expect(probe.changes == 3)
        #expect(probe.row.isValid)
    }

    @Test func quietValidationStoresNothingAndFiresNothing() {
        let probe = ValidationProbe(options: .validatesOnDemand)
        #expect(probe.row.validate(quietly: true).map(\.code) == [.required])
        #expect(probe.row.isValid)
        #expect(probe.changes == 0)
    }

    @Test func errorsCarryTheRowsTag() {
        let probe = ValidationProbe(tag: "nickname", options: .validatesOnDemand)
        #expect(probe.row.validate().first?.rowTag == "nickname")
        probe.row.tag = "alias"
        #expect(probe.row.validate().first?.rowTag == "alias")
    }

    @Test func onChangeAndTheDelegateSeeFreshErrors() {
        final class Delegate: FormDelegate {
            var seen: [Bool] = []
            func valueHasBeenChanged(for row: BaseRow, oldValue: Any?, newValue: Any?) { seen.append(row.isValid) }
        }
        let delegate = Delegate()
        var seenByOnChange: [Bool] = []
        let row = StringRow("name") {
            $0.add(rule: RuleMinLength(minLength: 3))
            $0.validationOptions = .validatesOnChange
        }.onChange { seenByOnChange.append($0.isValid) }
        let form = Form() +++ Section() <<< row
        form.delegate = delegate
        row.value = "ab"
        row.value = "abc"
        #expect(seenByOnChange == [false, true])
        #expect(delegate.seen == [false, true])
    }

    @Test func theCellIsUpdatedWhenErrorsChange() {
        var updates = 0
        let row = StringRow("name") {
            $0.add(rule: RuleRequired())
            $0.validationOptions = .validatesOnDemand
        }.cellUpdate { _, _ in updates += 1 }
        row.validate()
        #expect(updates == 1)
        row.validate()
        #expect(updates == 1)
    }

    @Test func theTypeDefaultCallbackRunsBeforeTheRowsOwn() {
        let log = SharedLog()
        DefaultHookRow.defaultOnRowValidationChanged = { _, row in log.append("default \(row.validationErrors.count)") }
        defer { DefaultHookRow.defaultOnRowValidationChanged = nil }
        let row = DefaultHookRow("hook") {
            $0.add(rule: RuleRequired())
            $0.validationOptions = .validatesOnDemand
        }.onRowValidationChanged { _, row in log.append("row \(row.validationErrors.count)") }
        row.validate()
        row.validate()
        row.value = "x"
        row.validate()
        #expect(log.entries == ["default 1", "row 1", "default 0", "row 0"])
    }

    @Test func resettingARowClearsItsErrors() {
        let probe = ValidationProbe(options: .validatesOnBlur)
        _ = (Form() +++ Section() <<< probe.row)
        probe.row.value = "x"
        probe.row.value = ""
        probe.blur()
        #expect(!probe.row.isValid)
        probe.row.resetRowValue()
        #expect(probe.row.isValid)
        #expect(probe.row.value == nil)
        #expect(!probe.row.wasBlurred)
    }
}
