import Foundation
import Testing

@testable import Eureka

@Suite("Row descriptions: every built-in row says what it offers")
struct RowDescriptionTests {
    /// Each built-in row and the control kind it describes itself as.
    static var kinds: [(String, () -> BaseRow, String)] {
        [
            ("TextRow", { TextRow() }, "text"), ("NameRow", { NameRow() }, "text"), ("EmailRow", { EmailRow() }, "text"),
            ("PasswordRow", { PasswordRow() }, "text"), ("PhoneRow", { PhoneRow() }, "text"), ("URLRow", { URLRow() }, "text"),
            ("TwitterRow", { TwitterRow() }, "text"), ("AccountRow", { AccountRow() }, "text"), ("ZipCodeRow", { ZipCodeRow() }, "text"),
            ("IntRow", { IntRow() }, "text"), ("DecimalRow", { DecimalRow() }, "text"), ("TextAreaRow", { TextAreaRow() }, "text"),
            ("SwitchRow", { SwitchRow() }, "toggle"), ("CheckRow", { CheckRow() }, "toggle"),
            ("SliderRow", { SliderRow() }, "number"), ("StepperRow", { StepperRow() }, "number"),
            ("SegmentedRow", { SegmentedRow<String> { $0.options = ["a", "b"] } }, "single choice"),
            ("PickerRow", { PickerRow<String> { $0.options = ["a"] } }, "single choice"),
            ("PickerInputRow", { PickerInputRow<String> { $0.options = ["a"] } }, "single choice"),
            ("PushRow", { PushRow<String>() }, "single choice"), ("PopoverSelectorRow", { PopoverSelectorRow<String>() }, "single choice"),
            ("AlertRow", { AlertRow<String>() }, "single choice"), ("ActionSheetRow", { ActionSheetRow<String>() }, "single choice"),
            ("MultipleSelectorRow", { MultipleSelectorRow<String>() }, "multiple choice"),
            ("DateRow", { DateRow() }, "date"), ("TimeRow", { TimeRow() }, "date"), ("DateTimeRow", { DateTimeRow() }, "date"),
            ("CountDownRow", { CountDownRow() }, "date"), ("DatePickerRow", { DatePickerRow() }, "date"),
            ("DateInlineRow", { DateInlineRow() }, "inline parent"), ("PickerInlineRow", { PickerInlineRow<String>() }, "inline parent"),
            ("DoublePickerRow", { DoublePickerRow<String, String>() }, "wheels"),
            ("DoublePickerInlineRow", { DoublePickerInlineRow<String, String>() }, "inline parent"),
            ("TriplePickerInputRow", { TriplePickerInputRow<String, String, String>() }, "wheels"),
            ("LabelRow", { LabelRow() }, "read-only"), ("ButtonRow", { ButtonRow() }, "action"),
            ("ListCheckRow", { ListCheckRow<String>() }, "selectable option"),
        ]
    }

    @Test(arguments: 0..<37)
    func describesItsControl(_ index: Int) {
        let (name, make, kind) = Self.kinds[index]
        let row = make()
        let hosted = DescribedForm([row])
        #expect(hosted.describe(row).control.kindName == kind, "\(name)")
    }

    @Test func textEntriesCarryTheFieldConfigurationFromTheCell() {
        let email = EmailRow("email") {
            $0.title = "Email"; $0.placeholder = "you@example.com"
        }
        let password = PasswordRow("password")
        let area = TextAreaRow("notes") { $0.textAreaHeight = .fixed(cellHeight: 88) }
        let age = IntRow("age")
        let nick = TextRow("nick") { $0.add(rule: RuleMaxLength(maxLength: 3)) }
        let hosted = DescribedForm([email, password, area, age, nick])
        guard case .text(let entry) = hosted.describe(email).control else { Issue.record("not text"); return }
        #expect(entry.keyboardType == KeyboardType.emailAddress)
        #expect(entry.contentType == TextContentType.emailAddress)
        #expect(entry.autocapitalization == AutocapitalizationType.none)
        #expect(entry.autocorrection == AutocorrectionType.no)
        #expect(entry.placeholder == "you@example.com" && entry.isEditable && !entry.isSecure)
        #expect(hosted.describe(email).title == "Email")
        guard case .text(let secret) = hosted.describe(password).control else { Issue.record("not text"); return }
        #expect(secret.isSecure)
        #expect(secret.contentType == TextContentType.password)
        guard case .text(let notes) = hosted.describe(area).control else { Issue.record("not text"); return }
        #expect(notes.isMultiline && notes.lineCount == 4)
        guard case .text(let number) = hosted.describe(age).control else { Issue.record("not text"); return }
        #expect(number.keyboardType == KeyboardType.numberPad)
        guard case .text(let short) = hosted.describe(nick).control else { Issue.record("not text"); return }
        #expect(short.maximumLength == 3)
    }

    @Test func theLengthLimitFollowsTheRules() {
        func limit(_ row: TextRow) -> Int? {
            guard case .text(let entry) = row.control else { return -1 }
            return entry.maximumLength
        }
        let row = TextRow("name") { $0.add(rule: RuleRequired()) }
        #expect(limit(row) == nil)
        row.add(rule: RuleMaxLength(maxLength: 40))
        #expect(limit(row) == 40)
        row.add(rule: RuleMaxLength(maxLength: 50, id: "loose"))
        row.add(rule: RuleMinLength(minLength: 2))
        #expect(limit(row) == 40, "the smallest limit")
        var rules = RuleSet<String>()
        rules.add(rule: RuleMaxLength(maxLength: 8, id: "tight"))
        row.add(ruleSet: rules)
        #expect(limit(row) == 8)
        row.remove(ruleWithIdentifier: "tight")
        #expect(limit(row) == 40)
        row.removeAllRules()
        #expect(limit(row) == nil)
        row.add(rule: RuleMaxLength(maxLength: 5))
        #expect(limit(row) == 5)
    }

    @Test func choicesSayHowEurekaPresentsThem() {
        let push = PushRow<String>("push") {
            $0.options = ["Red", "Green"]; $0.value = "Green"; $0.selectorTitle = "Colour"
        }
        let popover = PopoverSelectorRow<String>("popover") { $0.options = ["a"] }
        let alert = AlertRow<String>("alert") {
            $0.options = ["Yes", "No"]; $0.cancelTitle = "Dismiss"
        }
        let sheet = ActionSheetRow<String>("sheet") { $0.options = ["One"] }
        let segments = SegmentedRow<Int>("segments") {
            $0.options = [1, 2, 3]; $0.value = 3; $0.displayValueFor = { $0.map { "\($0)×" } }
        }
        let hosted = DescribedForm([push, popover, alert, sheet, segments])
        func choice(_ tag: String) -> SingleChoice? {
            if case .singleChoice(let choice) = hosted.describe(tag: tag).control { return choice }
            return nil
        }
        #expect(choice("push") == SingleChoice(options: ["Red", "Green"], selectedIndex: 1, presentation: .push, selectorTitle: "Colour"))
        #expect(choice("popover")?.presentation == .popover)
        #expect(choice("alert")?.presentation == .alert && choice("alert")?.cancelTitle == "Dismiss")
        #expect(choice("sheet")?.presentation == .actionSheet)
        #expect(choice("segments") == SingleChoice(options: ["1×", "2×", "3×"], selectedIndex: 2, presentation: .segments))
    }

    @Test func numbersDatesAndWheels() {
        let slider = SliderRow("volume") {
            $0.minimumValue = 0; $0.maximumValue = 10; $0.steps = 20; $0.value = 5
        }
        let stepper = StepperRow("guests") {
            $0.minimumValue = 1; $0.maximumValue = 8; $0.value = 8
        }
        let day = DateRow("day") {
            $0.calendar = utc; $0.timeZone = utc.timeZone
            $0.minimumDate = date(2024, 1, 1); $0.maximumDate = date(2024, 12, 31); $0.value = date(2024, 3, 5)
        }
        let meeting = DateTimePickerRow("meeting") {
            $0.calendar = utc; $0.timeZone = utc.timeZone; $0.minuteInterval = 15
        }
        let pair = DoublePickerRow<String, Int>("pair") {
            $0.firstOptions = { ["a", "b"] }; $0.secondOptions = { $0 == "a" ? [1, 2] : [3] }
        }
        let hosted = DescribedForm([slider, stepper, day, meeting, pair])
        guard case .number(let volume) = hosted.describe(slider).control, case .number(let guests) = hosted.describe(stepper).control else {
            Issue.record("not numbers"); return
        }
        #expect(volume.style == .slider && volume.step == 0.5 && volume.fraction == 0.5 && volume.valueText == "5")
        #expect(guests.style == .stepper && !guests.canIncrement && guests.canDecrement)
        guard case .date(let entry) = hosted.describe(day).control else { Issue.record("not a date"); return }
        #expect(entry.mode == .date && entry.presentation == .field)
        #expect(entry.valueParts?.isoDate == "2024-03-05" && entry.minimumParts?.isoDate == "2024-01-01" && entry.maximumParts?.isoDate == "2024-12-31")
        #expect(entry.wheels.map(\.component) == [.year, .month, .day])
        guard case .date(let picker) = hosted.describe(meeting).control else { Issue.record("not a date"); return }
        #expect(picker.presentation == .wheels && picker.minuteInterval == 15 && picker.mode == .dateAndTime)
        guard case .wheels(let wheels) = hosted.describe(pair).control else { Issue.record("not wheels"); return }
        #expect(wheels.components.map(\.titles) == [["a", "b"], ["1", "2"]])
    }

    @Test func inlineParentsDescribeWhatTheirInlineRowEdits() throws {
        let day = DateInlineRow("day") {
            $0.calendar = utc; $0.timeZone = utc.timeZone; $0.value = date(2024, 3, 5)
        }
        let flavour = PickerInlineRow<String>("flavour") {
            $0.options = ["Vanilla", "Mint"]; $0.value = "Mint"
        }
        let hosted = DescribedForm([day, flavour])
        guard case .inlineParent(let parent) = hosted.describe(day).control, case .date(let editor) = parent.editor else {
            Issue.record("not an inline date"); return
        }
        #expect(!parent.isExpanded && editor.presentation == .wheels && editor.valueParts?.isoDate == "2024-03-05")
        try hosted.interaction.perform(.toggleExpansion, on: day)
        guard case .inlineParent(let expanded) = hosted.describe(day).control else { Issue.record("not inline"); return }
        #expect(expanded.isExpanded)
        #expect(hosted.describe(day.expandedInlineRow!).isInlineRow)
        guard case .inlineParent(let picker) = hosted.describe(flavour).control else { Issue.record("not inline"); return }
        #expect(picker.editor == .singleChoice(SingleChoice(options: ["Vanilla", "Mint"], selectedIndex: 1, presentation: .wheel)))
    }

    @Test func buttonsOptionsAndAddButtons() {
        let plain = ButtonRow("plain") { $0.title = "Go" }
        let presenting = ButtonRow("settings") {
            $0.presentationMode = .show(controllerProvider: .callback { FormViewController() }, onDismiss: nil)
        }
        let list = SelectableSection<ListCheckRow<String>>("Pick", selectionType: .singleSelection(enableDeselection: false))
        list
            <<< ListCheckRow<String>("a") {
                $0.selectableValue = "a"; $0.value = "a"
            } <<< ListCheckRow<String>("b") { $0.selectableValue = "b" }
        let tags = MultivaluedSection(multivaluedOptions: [.Insert, .Delete, .Reorder], header: "Tags") { section in
            section.multivaluedRowToInsertAt = { _ in TextRow() }
            section <<< TextRow("first") { $0.value = "x" }
        }
        let hosted = DescribedForm(sections: [Section([plain, presenting]), list, tags])
        #expect(hosted.describe(plain).control == .action(ActionControl()))
        #expect(hosted.describe(presenting).control == .action(ActionControl(presents: .push)))
        #expect(hosted.describe(tag: "a").control == .selectableOption(SelectableOption(isSelected: true, allowsMultipleSelection: false)))
        #expect(list.describe().kind == .selectable(allowsMultipleSelection: false, allowsDeselection: false))
        #expect(hosted.describe(tags.addButtonRow!).control == .addButton(showsInsertIcon: true))
        #expect(tags.describe().kind == .multivalued([.Insert, .Delete, .Reorder], canInsert: true))
        let first = hosted.describe(tag: "first")
        #expect(first.canDelete && first.canMove)
    }

    @Test func rowsWithoutTheirOwnControlAreDescribedFromTheirValueType() {
        final class NoteRow: Row<Cell<String>>, RowType { required init(tag: String?) { super.init(tag: tag) } }
        final class CountRow: Row<Cell<Int>>, RowType { required init(tag: String?) { super.init(tag: tag) } }
        final class FlagRow: Row<Cell<Bool>>, RowType { required init(tag: String?) { super.init(tag: tag) } }
        final class PointRow: Row<Cell<Tuple<Int, Int>>>, RowType { required init(tag: String?) { super.init(tag: tag) } }
        let hosted = DescribedForm([NoteRow("note"), CountRow("count"), FlagRow("flag"), PointRow("point")])
        #expect(hosted.describe(tag: "note").control.kindName == "text")
        guard case .text(let count) = hosted.describe(tag: "count").control else { Issue.record("not text"); return }
        #expect(count.keyboardType == KeyboardType.numberPad)
        #expect(hosted.describe(tag: "flag").control == .toggle(Toggle(isOn: false, style: .check, hasValue: false)), "nil: off, not answered")
        #expect(hosted.describe(tag: "point").control.kindName == "custom")
    }

    @Test func descriptionsCarryStateErrorsAndAppearance() {
        let name = TextRow("name") {
            $0.title = "Name"
            $0.add(rule: RuleRequired())
            $0.validationOptions = .validatesOnChange
            $0.disabled = true
        }.cellUpdate { cell, _ in
            cell.textLabel?.textColor = .systemRed
            cell.backgroundColor = .systemYellow
        }
        name.trailingSwipe.actions = [SwipeAction(style: .destructive, title: "Delete") { _, _, done in done?(true) }]
        let hosted = DescribedForm([name])
        _ = name.validate()
        let description = hosted.describe(name)
        #expect(description.isDisabled && description.errors == ["Field required!"])
        #expect(description.appearance.titleColor == .systemRed && description.appearance.backgroundColor == .systemYellow)
        #expect(description.swipeActions.isEmpty, "a disabled row offers no swipe actions")
        name.disabled = false
        #expect(hosted.describe(name).swipeActions == [SwipeActionDescription(edge: .trailing, index: 0, title: "Delete", isDestructive: true)])
    }

    /// A cell keeps its labels' content inline until they are asked for; what the app does to
    /// the label objects (remove one, hide one, give its own) is what the description shows.
    @Test func theLabelsTheAppChangesAreTheOnesDescribed() {
        let removed = LabelRow("removed") {
            $0.title = "Gone"; $0.value = "x"
        }.cellSetup { cell, _ in cell.textLabel = nil }
        let hidden = LabelRow("hidden") {
            $0.title = "Shown"; $0.value = "x"
        }.cellSetup { cell, _ in cell.detailTextLabel?.isHidden = true }
        let replaced = LabelRow("replaced") {
            $0.title = "Mine"; $0.value = "y"
        }.cellSetup { cell, _ in
            let own = CellLabel()
            own.textColor = .systemGreen
            cell.textLabel = own
        }
        let untouched = LabelRow("untouched") {
            $0.title = "Plain"; $0.value = "z"; $0.disabled = true
        }
        let hosted = DescribedForm([removed, hidden, replaced, untouched])
        #expect(hosted.describe(removed).title == "Gone", "without a title label the row's title is shown")
        #expect(hosted.describe(removed).valueText == "x")
        #expect(hosted.describe(hidden).title == "Shown" && hosted.describe(hidden).valueText == nil)
        #expect(hosted.describe(replaced).title == "Mine", "the app's own label is filled on update")
        #expect(replaced.cell.textLabel?.textColor == nil, "updates set the title's colour, as before")
        #expect(hosted.describe(untouched).title == "Plain" && hosted.describe(untouched).appearance.titleColor == .tertiaryLabel)
        // Asked for later, the label holds what the cell kept: the same text and colour.
        #expect(untouched.cell.textLabel?.text == "Plain" && untouched.cell.textLabel?.textColor == .tertiaryLabel)
        untouched.cell.textLabel?.textColor = .systemRed
        #expect(hosted.describe(untouched).appearance.titleColor == .systemRed, "from then on the object is the label")
    }
}

/// `RowDescription.isRequired`: a rule that refuses no value marks the row, as rules come and go.
@Suite("Rows described as required")
struct RequiredDescriptionTests {
    @Test func aRuleRefusingNoValueMarksTheRowAsRulesComeAndGo() {
        let row = TextRow("name")
        #expect(!row.describe().isRequired)
        row.add(rule: RuleMinLength(minLength: 2))
        #expect(!row.describe().isRequired, "a length rule accepts no value")
        row.add(rule: RuleRequired(id: "required"))
        #expect(row.describe().isRequired)
        row.remove(ruleWithIdentifier: "required")
        #expect(!row.describe().isRequired)
        var rules = RuleSet<String>()
        rules.add(rule: RuleURL(allowsEmpty: false))
        row.add(ruleSet: rules)
        #expect(row.describe().isRequired)
        row.removeAllRules()
        #expect(!row.describe().isRequired)
    }
}
