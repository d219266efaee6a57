import Eureka
import Testing

/// Eureka README, "Dynamically hide and show rows (or sections)": function conditions,
/// predicate strings, boolean literals, sections and `disabled`.
///
/// ADAPTED: `Condition.predicate(NSPredicate(format: "$switchTag == false"))` does not compile
/// on Linux, where Foundation cannot parse predicate strings; this library's overload says so at
/// compile time and names the replacement, the string form `$0.hidden = "$switchTag == false"`
/// (or `.predicate(FormPredicate(format:))`), which is tested here.
@Suite("README samples: conditions")
struct ConditionSamples {
    @Test func hidingWithAFunctionCondition() {
        let form = Form()
        let label = LabelRow {

            $0.hidden = Condition.function(
                ["switchRowTag"],
                { form in
                    return !((form.rowBy(tag: "switchRowTag") as? SwitchRow)?.value ?? false)
                })
            $0.title = "Switch is on!"
        }
        form +++ Section()
            <<< SwitchRow("switchRowTag") {
                $0.title = "Show message"
            }
            <<< label
        #expect(label.isHidden)
        (form.rowBy(tag: "switchRowTag") as? SwitchRow)?.value = true
        #expect(!label.isHidden)
        #expect(form.allSections[0].visibleRows.last === label)
        (form.rowBy(tag: "switchRowTag") as? SwitchRow)?.value = false
        #expect(label.isHidden)
    }

    @Test func hidingWithAPredicateString() {
        let form = Form()
        let viaCase = TextRow("viaCase") { $0.hidden = Condition.predicate(FormPredicate(format: "$switchTag == false")) }
        let viaLiteral = TextRow("viaLiteral") { $0.hidden = "$switchTag == false" }
        form +++ Section() <<< SwitchRow("switchTag") { $0.value = false } <<< viaCase <<< viaLiteral
        #expect(viaCase.isHidden && viaLiteral.isHidden)
        (form.rowBy(tag: "switchTag") as? SwitchRow)?.value = true
        #expect(!viaCase.isHidden && !viaLiteral.isHidden)
        #expect(viaLiteral.hidden?.tags == ["switchTag"])
    }

    @Test func booleanLiteralsAndNoCondition() {
        let hidden = TextRow { $0.hidden = true }
        let shown = TextRow()
        let form = Form()
        form +++ Section() <<< hidden <<< shown
        #expect(hidden.isHidden)
        #expect(!shown.isHidden, "not setting hidden leaves the row always visible")
        #expect(form.allSections[0].count == 1)
    }

    @Test func sectionsHideTheSameWay() {
        let form = Form()
        form +++ Section() <<< SwitchRow("showExtras") { $0.value = false }
        form
            +++ Section("Extras") {
                $0.tag = "extras"
                $0.hidden = "$showExtras == false"
            } <<< TextRow("extra")
        #expect(form.sectionBy(tag: "extras")?.isHidden == true)
        #expect(form.count == 1)
        (form.rowBy(tag: "showExtras") as? SwitchRow)?.value = true
        #expect(form.count == 2)
    }

    @Test func disablingRows() {
        let form = Form()
        let conditional = TextRow("conditional") { $0.disabled = "$locked == true" }
        let permanent = TextRow("permanent") { $0.disabled = true }
        form +++ Section() <<< SwitchRow("locked") { $0.value = false } <<< conditional <<< permanent
        #expect(!conditional.isDisabled && permanent.isDisabled)
        (form.rowBy(tag: "locked") as? SwitchRow)?.value = true
        #expect(conditional.isDisabled)
    }

    @Test func evaluateHiddenIsHarmlessAfterChangingACondition() {
        // README: "you may have to call row.evaluateHidden()"; here setting it is enough.
        let form = Form()
        let row = TextRow("row")
        form +++ Section() <<< row
        row.hidden = true
        #expect(row.isHidden)
        row.evaluateHidden()
        #expect(row.isHidden)
        row.hidden = false
        #expect(!row.isHidden)
    }
}
