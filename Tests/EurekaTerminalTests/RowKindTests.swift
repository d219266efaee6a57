import Eureka
import EurekaTerminalTesting
import Foundation
import TerminalKit
import Testing

@testable import EurekaTerminal

@Suite("Every row kind through the keyboard")
struct RowKindTests {
    private func driver(_ build: (Form) -> Void, columns: Int = 60, rows: Int = 20) -> (FormViewController, TerminalFormDriver) {
        let controller = FormViewController()
        controller.title = "Rows"
        build(controller.form)
        return (controller, TerminalFormDriver(controller: controller, size: TerminalSize(columns: columns, rows: rows)))
    }

    @Test func textFieldsEditWithTheRealCursorAndCommitOnLeave() {
        let (controller, driver) = driver { form in
            form +++ Section("Profile")
                <<< TextRow("name") {
                    $0.title = "Name"; $0.placeholder = "Your name"
                }
                <<< IntRow("age") { $0.title = "Age" }
        }
        #expect(driver.screen.contains("Your name"))
        driver.type("Ada Byron")
        driver.press(.left, modifiers: .control)
        driver.press(.backspace)
        driver.type("-")
        #expect((controller.form.rowBy(tag: "name") as! TextRow).value == "Ada-Byron")
        #expect(driver.cursor.isVisible)
        driver.press(.enter)
        #expect(driver.focusedRow?.tag == "age")
        driver.type("4x")
        #expect(driver.screen.contains("cannot be typed here"))
        driver.type("2")
        #expect((controller.form.rowBy(tag: "age") as! IntRow).value == 42)
        driver.press(.character("s"), modifiers: .control)
        #expect(driver.result?.values["name"] == .string("Ada-Byron"))
        #expect(driver.result?.values["age"] == .int(42))
    }

    @Test func passwordsAreMasked() {
        let (_, driver) = driver { form in
            form +++ Section() <<< PasswordRow("pw") { $0.title = "Password" } <<< LabelRow("l") { $0.title = "After" }
        }
        driver.type("secret")
        #expect(!driver.screen.contains("secret"))
        #expect(driver.screen.contains("••••••"))
        driver.press(.down)
        #expect(!driver.screen.contains("secret"))
    }

    @Test func aPasteTheFieldCannotTakeWholeIsRefusedNotFiltered() {
        let (controller, driver) = driver { form in
            form +++ Section() <<< PhoneRow("phone") { $0.title = "Phone" } <<< IntRow("count") { $0.title = "Count" }
        }
        driver.paste("+1 (555) abc-0100\n")
        #expect((controller.form.rowBy(tag: "phone") as! PhoneRow).value == nil, "nothing of it went in")
        #expect(driver.screen.contains("does not take “abc”"))
        driver.paste("+1 (555) 010-0100\n")
        #expect((controller.form.rowBy(tag: "phone") as! PhoneRow).value == "+1 (555) 010-0100", "a trailing line break is no refusal")
        #expect(!driver.screen.contains("does not take"), "the next paste clears the last one's status")
        driver.press(.down)
        driver.paste("2.75")
        #expect((controller.form.rowBy(tag: "count") as! IntRow).value == nil, "2.75 did not become 275")
        #expect(driver.screen.contains("does not take “.”"))
    }

    /// A comma typed into a field whose decimal separator is a point is refused, and the reason
    /// stays on the status line while the person is in the field: "3,5" read 35, and "“,” cannot
    /// be typed here" was gone at the next key.
    @Test func aRefusedDecimalSeparatorIsExplainedUntilTheFieldIsLeft() {
        let (_, driver) = driver { form in
            form +++ Section()
                <<< DecimalRow("amount") { $0.title = "Amount" }
                <<< TextRow("note") { $0.title = "Note" }
        }
        driver.type("3,5")
        #expect(driver.screen.contains("“,” cannot be typed here: the decimal separator here is “.”"), "\(driver.screen)")
        driver.press(.down)
        #expect(!driver.screen.contains("decimal separator"), "gone with the field")
    }

    @Test func wholeNumbersTakeALeadingMinusAndDigitCodesDoNot() {
        let (controller, driver) = driver { form in
            form +++ Section()
                <<< IntRow("count") { $0.title = "Count" }
                <<< TextRow("pin") { $0.title = "PIN" }.cellSetup { cell, _ in cell.textField.keyboardType = .numberPad }
        }
        driver.type("-1-2")
        #expect((controller.form.rowBy(tag: "count") as! IntRow).value == -12, "one minus, at the start")
        driver.press(.down)
        driver.type("-")
        #expect(driver.screen.contains("“-” cannot be typed here"))
        driver.type("12")
        #expect((controller.form.rowBy(tag: "pin") as! TextRow).value == "12")
        driver.press(.up)
        driver.press(.character("u"), modifiers: .control)
        driver.paste("-40")
        #expect((controller.form.rowBy(tag: "count") as! IntRow).value == -40)
    }

    @Test func textThatDidNotBecomeTheValueIsShownAsTyped() {
        let (controller, driver) = driver { form in
            form +++ Section() <<< IntRow("count") { $0.title = "Count" } <<< TextRow("next") { $0.title = "Next" }
        }
        driver.type("9223372036854775808")
        driver.press(.down)
        #expect(driver.screen.contains("9223372036854775808"), "as typed, not the last value that read:\n\(driver.screen)")
        #expect(driver.screen.contains("above the largest"))
        #expect(driver.screen.contains("9223372036854775807"), "a long message wraps, its limit is read whole:\n\(driver.screen)")
        for columns in [14, 30, 38, 40] {
            let (_, narrow) = self.driver({ form in form +++ Section() <<< IntRow("count") { $0.title = "Count" } }, columns: columns)
            narrow.type("99999999999999999999")
            narrow.press(.down)
            #expect(narrow.screen.contains("9223372036854775807") || columns < 21, "\(columns) columns:\n\(narrow.screen)")
            #expect(!narrow.screen.contains("…"), "nothing of the message is cut at \(columns) columns:\n\(narrow.screen)")
        }
        #expect((controller.form.rowBy(tag: "count") as! IntRow).inputError != nil)
    }

    @Test func aPasteIntoOneLineJoinsNoWords() {
        let (controller, driver) = driver { form in form +++ Section() <<< TextRow("name") { $0.title = "Name" } }
        driver.paste("\nAda\nLovelace\tCountess\n")
        #expect((controller.form.rowBy(tag: "name") as! TextRow).value == "Ada Lovelace Countess")
    }

    @Test func aPasteKeepsItsSpacesWhereTheFieldTakesThem() {
        // Trimmed, " world" after "hello" read "helloworld", and a password lost its spaces.
        let (controller, driver) = driver { form in
            form +++ Section() <<< TextRow("name") { $0.title = "Name" } <<< PasswordRow("password") { $0.title = "Password" }
        }
        driver.type("hello")
        driver.paste(" world")
        #expect((controller.form.rowBy(tag: "name") as! TextRow).value == "hello world")
        driver.press(.down)
        driver.paste("  my secret  \n")
        #expect((controller.form.rowBy(tag: "password") as! PasswordRow).value == "  my secret  ")
    }

    @Test(arguments: [
        (" 42 ", 42), ("1,234,567", 1_234_567), ("-1,234", -1_234),
    ])
    func aNumberPastedAsAFieldShowsItGoesIn(pasted: String, value: Int) {
        let (controller, driver) = driver { form in form +++ Section() <<< IntRow("count") { $0.title = "Count" } }
        driver.paste(pasted)
        #expect((controller.form.rowBy(tag: "count") as! IntRow).value == value, "\(driver.screen)")
    }

    @Test func aScreenTooShortForItsBarsStillShowsTheFilterBeingTyped() {
        let (_, driver) = driver(
            { form in
                form +++ Section()
                    <<< PushRow<String>("size") {
                        $0.title = "Size"; $0.options = ["Small", "Medium", "Large"]
                    }
            },
            columns: 30, rows: 3)
        driver.press(.enter)
        driver.press(.character("/"))
        driver.type("ar")
        let lines = driver.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last?.contains("Filter: ar") == true, "\(driver.screen)")
        #expect(driver.screen.contains("Large"))
    }

    @Test func aRefusedPasteNamesWhatTheFieldStillDoesNotTake() {
        // "1,234.5" into a whole number: the grouping is taken, the "." is what is refused.
        let (controller, driver) = driver { form in form +++ Section() <<< IntRow("count") { $0.title = "Count" } }
        driver.paste("1,234.5")
        #expect((controller.form.rowBy(tag: "count") as! IntRow).value == nil)
        #expect(driver.screen.contains("does not take “.”"), "\(driver.screen)")
    }

    @Test func aPasteOnADateRowIsTypedAsItsText() {
        // It was dropped without a word, though a digit starts typing a date.
        let (controller, driver) = driver { form in
            form +++ Section() <<< DateRow("day") { $0.title = "Day" } <<< SwitchRow("on") { $0.title = "On" }
        }
        driver.paste("2026-12-01\n")
        #expect(driver.screen.contains("Enter applies"), "\(driver.screen)")
        driver.press(.enter)
        let day = (controller.form.rowBy(tag: "day") as! DateRow).value
        #expect(day.map { Calendar.current.dateComponents([.year, .month, .day], from: $0) } == DateComponents(year: 2026, month: 12, day: 1))
        driver.press(.down)
        driver.paste("yes")
        #expect(driver.screen.contains("Not pasted: this row takes no typed text"), "\(driver.screen)")
        #expect((controller.form.rowBy(tag: "on") as! SwitchRow).value == nil)
    }

    @Test(arguments: ["1,5", "1,23", "12,3456", "1,,234", "0,125", "1,234.5.6", "1.234,567"])
    func aSeparatorThatIsNoGroupingIsStillRefused(pasted: String) {
        let (controller, driver) = driver { form in form +++ Section() <<< IntRow("count") { $0.title = "Count" } }
        driver.paste(pasted)
        #expect((controller.form.rowBy(tag: "count") as! IntRow).value == nil)
        #expect(driver.screen.contains("Not pasted: this field does not take"))
    }

    @Test func aPasteIntoATextAreaKeepsItsTabs() {
        let (controller, driver) = driver { form in form +++ Section() <<< TextAreaRow("notes") { $0.title = "Notes" } }
        driver.paste("name\tage\nAda\t36")
        #expect((controller.form.rowBy(tag: "notes") as! TextAreaRow).value == "name\tage\nAda\t36")
        #expect(driver.screen.contains("name age"), "a tab shows as a space:\n\(driver.screen)")
    }

    @Test func switchesChecksSlidersSteppersAndSegments() {
        let (controller, driver) = driver { form in
            form +++ Section()
                <<< SwitchRow("switch") { $0.title = "Switch" }
                <<< CheckRow("check") { $0.title = "Check" }
                <<< SliderRow("slider") {
                    $0.title = "Slider"; $0.minimumValue = 0; $0.maximumValue = 10; $0.steps = 10; $0.value = 5
                }
                <<< StepperRow("stepper") {
                    $0.title = "Stepper"; $0.value = 1
                }
                <<< SegmentedRow<String>("segment") {
                    $0.title = "Size"; $0.options = ["S", "M", "L"]; $0.value = "M"
                }
        }
        driver.press(.character(" "))
        #expect(driver.screen.contains("● On"))
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.screen.contains("[✓]"))
        driver.press(.down)
        driver.press(.right, times: 2)
        driver.press(.down)
        driver.press(.character("+"))
        driver.press(.down)
        driver.press(.left)
        let values = controller.form.values()
        #expect(values["switch"] as? Bool == true)
        #expect(values["check"] as? Bool == true)
        #expect(values["slider"] as? Float == 7)
        #expect(values["stepper"] as? Double == 2)
        #expect(values["segment"] as? String == "S")
    }

    @Test func inlineDatePickersExpandAndStep() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let (controller, driver) = driver { form in
            form +++ Section()
                <<< DateInlineRow("when") {
                    $0.title = "When"
                    $0.calendar = calendar
                    $0.timeZone = calendar.timeZone
                    $0.value = calendar.date(from: DateComponents(year: 2024, month: 3, day: 5))
                }
        }
        driver.press(.enter)
        #expect(driver.screen.contains("▾"))
        driver.press(.down)
        driver.press(.character("+"))
        let row = controller.form.rowBy(tag: "when") as! DateInlineRow
        let components = calendar.dateComponents([.year, .month, .day], from: row.value!)
        let changed = (components.year ?? 0) + (components.month ?? 0) + (components.day ?? 0)
        #expect(changed == 2033, "one component stepped by one")
        driver.press(.up)
        driver.press(.enter)
        #expect(driver.screen.contains("▸"))
    }

    /// In a field grouped as it is typed, Backspace after a separator (and Delete before one)
    /// deletes the digit beyond it; deleting the separator alone did nothing, as formatting put
    /// it straight back. A decimal point is deleted as typed.
    @Test(arguments: [
        (Key.backspace, 3, "234"), (.delete, 4, "134"), (.backspace, 5, "1,234"),
    ])
    func deletingBesideAGroupingSeparatorDeletesADigit(key: Key, leftPresses: Int, shown: String) {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        let (_, driver) = driver { form in
            form +++ Section()
                <<< IntRow("amount") {
                    $0.title = "Amount"; $0.formatter = formatter; $0.useFormatterDuringInput = true
                }
        }
        driver.type("1234")
        #expect(driver.screen.contains("1,234"))
        driver.press(.left, times: leftPresses)
        driver.press(key)
        let line = driver.screen.components(separatedBy: "\n").first { $0.contains("Amount") } ?? ""
        #expect(line.trimmingCharacters(in: .whitespaces).hasSuffix(" " + shown), "\(line)")
    }

    @Test func pushRowsOpenASelectorScreenWithFiltering() {
        let (controller, driver) = driver { form in
            form +++ Section()
                <<< PushRow<String>("country") {
                    $0.title = "Country"
                    $0.options = ["Argentina", "Brazil", "Portugal", "Uruguay"]
                }
        }
        driver.press(.enter)
        #expect(driver.screenTitles.count == 2)
        #expect(driver.screen.contains("Uruguay"))
        driver.press(.character("/"))
        driver.type("portx")
        #expect(driver.screen.contains("nothing matches"), "an empty list says why:\n\(driver.screen)")
        driver.press(.backspace)
        #expect(!driver.screen.contains("nothing matches"))
        #expect(!driver.screen.contains("Uruguay"))
        driver.press(.enter)
        // Kept with Enter, the filter says so: the options it hides had looked missing.
        #expect(driver.screen.contains("Showing options matching “port”"), "\(driver.screen)")
        driver.press(.enter)
        #expect((controller.form.rowBy(tag: "country") as! PushRow<String>).value == "Portugal")
        #expect(driver.screenTitles.count == 1)
        #expect(driver.screen.contains("Portugal"))
    }

    @Test func aPasteGoesWhereTypingWouldNeverBehindADialog() {
        let (controller, driver) = driver { form in
            form +++ Section()
                <<< TextRow("name") { $0.title = "Name" }
                <<< PushRow<String>("country") {
                    $0.title = "Country"; $0.options = ["Argentina", "France", "Portugal"]
                }
        }
        driver.type("abc")
        driver.press(.escape)
        #expect(driver.screen.contains("Discard changes?"))
        driver.paste("PASTED")
        #expect((controller.form.rowBy(tag: "name") as! TextRow).value == "abc", "the row behind the dialog is untouched")
        #expect(driver.screen.contains("close this dialog first"))
        driver.press(.escape)
        driver.press(.down)
        driver.press(.enter)
        driver.press(.character("/"))
        driver.paste("Fra\n")
        #expect(!driver.screen.contains("Portugal"), "the paste went into the selector's filter")
        #expect(driver.screen.contains("France"))
    }

    @Test func actionSheetsAreOverlays() {
        let (controller, driver) = driver { form in
            form +++ Section()
                <<< ActionSheetRow<String>("size") {
                    $0.title = "Size"; $0.options = ["Small", "Large"]; $0.selectorTitle = "Pick a size"
                }
        }
        driver.press(.enter)
        #expect(driver.screen.contains("Pick a size"))
        driver.press(.character("l"))
        #expect((controller.form.rowBy(tag: "size") as! ActionSheetRow<String>).value == "Large")
        driver.press(.enter)
        driver.press(.escape)
        #expect((controller.form.rowBy(tag: "size") as! ActionSheetRow<String>).value == "Large")
        #expect(driver.result == nil)
    }

    @Test func multivaluedSectionsInsertReorderAndDelete() {
        let (controller, driver) = driver { form in
            form
                +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete, .Reorder], header: "Tags") {
                    $0.tag = "tags"
                    $0.multivaluedRowToInsertAt = { _ in TextRow { $0.placeholder = "Tag" } }
                    $0 <<< TextRow { $0.value = "first" }
                }
        }
        let section = controller.form.sectionBy(tag: "tags") as! MultivaluedSection
        driver.press(.character("n"), modifiers: .control)
        driver.type("second")
        #expect(section.values().compactMap { $0 as? String } == ["first", "second"])
        driver.press(.up, modifiers: .alt)
        #expect(section.values().compactMap { $0 as? String } == ["second", "first"])
        driver.press(.character("x"), modifiers: .control)
        #expect(driver.screen.contains("Delete"))
        driver.press(.character("d"))
        #expect(section.values().compactMap { $0 as? String } == ["second", "first"], "a letter only selects Delete")
        driver.press(.enter)
        #expect(section.values().compactMap { $0 as? String } == ["first"])
    }

    /// Moving or deleting rows is work Esc would throw away: it ended the form at once, as
    /// only changed values counted.
    @Test(arguments: ["move", "delete"])
    func escapeAfterEditingTheRowsOfASectionAsksBeforeDiscarding(_ edit: String) {
        let (_, driver) = driver { form in
            form
                +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete, .Reorder], header: "Tags") {
                    $0 <<< SwitchRow { $0.title = "first" } <<< SwitchRow { $0.title = "second" }
                }
        }
        if edit == "move" {
            driver.press(.down, modifiers: .alt)
        } else {
            driver.press(.character("x"), modifiers: .control)
            driver.press(.enter)
        }
        driver.press(.escape)
        #expect(driver.result == nil)
        #expect(driver.screen.contains("Discard changes?"))
    }

    /// A form pushed over another (an example opened from the catalogue's home) is thrown away
    /// by Esc with its edits, so it asks; a selector's options page goes back without asking.
    @Test func escapeFromAPushedFormWithChangesAsksButASelectorJustGoesBack() {
        let (_, driver) = driver { form in
            form +++ Section()
                <<< ButtonRow("open") {
                    $0.title = "Open"
                    $0.presentationMode = .show(
                        controllerProvider: .callback {
                            let pushed = FormViewController()
                            pushed.title = "Pushed"
                            pushed.form +++ Section()
                                <<< TextRow("name") { $0.title = "Name" }
                                <<< PushRow<String>("country") {
                                    $0.title = "Country"; $0.options = ["France", "Portugal"]
                                }
                            return pushed
                        }, onDismiss: nil)
                }
        }
        driver.press(.enter)
        #expect(driver.screenTitles == ["Rows", "Pushed"])
        driver.press(.escape)
        #expect(driver.screenTitles == ["Rows"], "nothing changed: Esc goes back at once")
        driver.press(.enter)
        driver.type("Ada")
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.screenTitles == ["Rows", "Pushed", "Country"])
        driver.press(.escape)
        #expect(driver.screenTitles == ["Rows", "Pushed"], "the options page goes back without asking")
        #expect(!driver.screen.contains("Discard changes?"))
        driver.press(.escape)
        #expect(driver.screen.contains("Discard changes?"))
        driver.press(.enter)
        #expect(driver.screenTitles == ["Rows", "Pushed"], "Keep editing")
        driver.press(.escape)
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.screenTitles == ["Rows"], "Discard goes back to the form below")
        #expect(driver.result == nil)
    }

    @Test func theHelpBarSpellsReorderAsKeyLabelsDo() {
        let (_, driver) = driver(
            { form in
                form +++ MultivaluedSection(multivaluedOptions: [.Insert, .Reorder]) { $0 <<< SwitchRow { $0.title = "first" } }
            }, columns: 160)
        let helpBar = String(driver.screen.split(separator: "\n").last ?? "")
        #expect(helpBar.contains("Alt-↑↓  reorder"), "as KeyEvent.label writes Alt-↑: \(helpBar)")
    }

    @Test func validationErrorsShowUnderTheirRowAndBlockSubmit() {
        let (_, driver) = driver { form in
            form +++ Section()
                <<< EmailRow("email") {
                    $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail())
                }
                <<< TextRow("other") { $0.title = "Other" }
        }
        driver.type("not-an-email")
        driver.press(.tab)
        #expect(driver.screen.contains("✗"))
        driver.press(.character("s"), modifiers: .control)
        #expect(driver.result == nil)
        #expect(driver.screen.contains("Cannot submit"))
        #expect(driver.focusedRow?.tag == "email")
    }
}

@Suite("Lazy options")
struct LazyOptionsTerminalTests {
    @Test func aSpinnerShowsWhileOptionsLoadAndTheListAppearsWhenTheyArrive() async {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< PushRow<String>("city") {
                $0.title = "City"
                $0.optionsProvider = .lazy { ["Lima", "Quito"] }
            }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 50, rows: 10))
        driver.press(.enter)
        #expect(driver.screen.contains("Loading"), "\(driver.screen)")
        #expect(driver.pendingWorkCount == 1)
        await driver.runPendingWork()
        #expect(!driver.screen.contains("Loading…"))
        #expect(driver.screen.contains("Quito"))
        #expect(driver.screen.contains("▸ Lima"), "the first option is focused once they arrive")
        driver.press(.enter)
        #expect(driver.screenTitles.count == 1)
        #expect(controller.form.rowBy(tag: "city")?.baseValue as? String == "Lima")
    }
}
