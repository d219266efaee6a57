import Foundation
import Testing

@testable import Eureka

@Suite("Row actions: typed, through the change pipeline")
struct RowActionTests {
    @Test func setTextParsesOrKeepsTheTextWithItsError() throws {
        let age = IntRow("age")
        var changes = 0
        age.onChange { _ in changes += 1 }
        let hosted = DescribedForm([age])
        try hosted.interaction.setText("42", in: age)
        #expect(age.value == 42 && changes == 1)
        try hosted.interaction.setText("4x2", in: age)
        #expect(age.value == 42, "unreadable text leaves the value")
        #expect(hosted.describe(age).errors == ["“4x2” is not a whole number"])
        try hosted.interaction.setText("", in: age)
        #expect(age.value == nil && hosted.describe(age).errors.isEmpty)
    }

    @Test func editTextFocusesAndEditingEndsWhenFocusLeaves() throws {
        let name = TextRow("name")
        let city = TextRow("city")
        let hosted = DescribedForm([name, city])
        try hosted.interaction.perform(.editText("Ad", cursor: 2), on: name)
        #expect(hosted.interaction.focusedRow === name && name.isEditingText && name.value == "Ad")
        try hosted.interaction.perform(.editText("Ada", cursor: 3), on: name)
        hosted.interaction.focus(city)
        #expect(!name.isEditingText && name.value == "Ada" && name.wasBlurred)
    }

    @Test func togglesChoicesNumbersAndWheels() throws {
        let news = SwitchRow("news")
        let size = SegmentedRow<String>("size") { $0.options = ["S", "M", "L"] }
        let volume = SliderRow("volume") {
            $0.minimumValue = 0; $0.maximumValue = 10; $0.steps = 10
        }
        let guests = StepperRow("guests") {
            $0.minimumValue = 1; $0.maximumValue = 8
        }
        let pair = DoublePickerRow<String, Int>("pair") {
            $0.firstOptions = { ["a", "b"] }; $0.secondOptions = { $0 == "a" ? [1, 2] : [3] }
        }
        let colour = PushRow<String>("colour") { $0.options = ["Red", "Green"] }
        let langs = MultipleSelectorRow<String>("langs") { $0.options = ["Swift", "Go", "Rust"] }
        let hosted = DescribedForm([news, size, volume, guests, pair, colour, langs])
        let interaction = hosted.interaction
        try interaction.toggle(news)
        #expect(news.value == true)
        try interaction.perform(.setOn(false), on: news)
        #expect(news.value == false)
        try interaction.choose(2, in: size)
        try interaction.step(size, by: -5)
        #expect(size.value == "S", "steps stop at the first option")
        try interaction.step(volume, by: 3)
        try interaction.perform(.setNumber(7.4), on: volume)
        #expect(volume.value == 7, "snapped to the step")
        try interaction.step(guests, by: 100)
        #expect(guests.value == 8, "clamped")
        try interaction.perform(.choosePickerOption(component: 0, index: 1), on: pair)
        #expect(pair.value == Tuple(a: "b", b: 3), "the second wheel follows the first")
        try interaction.choose(1, in: colour)
        #expect(colour.value == "Green")
        try interaction.perform(.chooseSet([0, 2]), on: langs)
        #expect(langs.value == ["Swift", "Rust"])
    }

    @Test(arguments: [
        (RowAction.choose(3), RowActionError.Code.outOfRange),
        (.choose(-1), .outOfRange),
        (.chooseSet([0, Int.max]), .unsupported),
        (.toggle, .unsupported),
        (.stepDate(.day, by: 1), .unsupported),
    ])
    func badActionsAreClearErrorsAndChangeNothing(_ action: RowAction, _ code: RowActionError.Code) {
        let colour = PushRow<String>("colour") {
            $0.title = "Colour"; $0.options = ["Red", "Green", "Blue"]; $0.value = "Red"
        }
        let hosted = DescribedForm([colour])
        #expect(throws: RowActionError.self) { try hosted.interaction.perform(action, on: colour) }
        do { try hosted.interaction.perform(action, on: colour) } catch { #expect(error.code == code, "\(error.message)") }
        #expect(colour.value == "Red")
    }

    @Test func outOfRangeMessagesNameTheRowAndTheCount() {
        let colour = PushRow<String>("colour") {
            $0.title = "Colour"; $0.options = ["Red", "Green"]
        }
        let hosted = DescribedForm([colour])
        #expect {
            try hosted.interaction.choose(Int.max, in: colour)
        } throws: { error in
            (error as? RowActionError)?.message.hasPrefix("“Colour” has 2 options") == true
        }
    }

    /// A wheel or a swipe action out of range is named as what it is (both said "option").
    @Test func outOfRangeMessagesNameWhatWasCounted() {
        let picker = PickerRow<String>("pk") {
            $0.title = "Pick"; $0.options = ["a", "b"]
        }
        let plain = TextRow("t") { $0.title = "Text" }
        let hosted = DescribedForm([picker, plain])
        func message(_ action: RowAction, _ row: BaseRow) -> String? {
            do {
                try hosted.interaction.perform(action, on: row)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message(.choosePickerOption(component: 99, index: 0), picker) == "“Pick” has 1 wheel; there is no wheel 100")
        #expect(message(.performSwipeAction(edge: .trailing, index: 5), plain) == "“Text” has 0 swipe actions; there is no swipe action 6")
        #expect(message(.choosePickerOption(component: 0, index: 7), picker) == "“Pick” has 2 options; there is no option 8")
    }

    @Test func disabledAndHiddenRowsRefuseActions() {
        let name = TextRow("name") { $0.disabled = true }
        let secret = TextRow("secret") { $0.hidden = true }
        let hosted = DescribedForm([name, secret])
        #expect(throws: RowActionError.self) { try hosted.interaction.setText("x", in: name) }
        #expect(throws: RowActionError.self) { try hosted.interaction.setText("x", in: secret) }
        #expect(name.value == nil && secret.value == nil, "a crafted change to a hidden or disabled row is refused")
    }

    @Test func datesTakeTypedTextPartsAndStepsWithinTheirLimits() throws {
        let day = DateRow("day") {
            $0.calendar = utc; $0.timeZone = utc.timeZone
            $0.minimumDate = date(2024, 1, 1); $0.maximumDate = date(2024, 12, 31)
            $0.dateFormatter?.dateFormat = "yyyy-MM-dd"
        }
        let alarm = TimeRow("alarm") {
            $0.calendar = utc; $0.timeZone = utc.timeZone; $0.minuteInterval = 15; $0.value = date(2024, 3, 5, 9, 0)
        }
        let hosted = DescribedForm([day, alarm])
        try hosted.interaction.perform(.setDateParts(DateParts(year: 2024, month: 3, day: 5)), on: day)
        #expect(day.value == date(2024, 3, 5))
        try hosted.interaction.perform(.setDateParts(DateParts(year: 2025, month: 1, day: 1)), on: day)
        #expect(day.value == date(2024, 3, 5) && hosted.describe(day).errors.first?.contains("later than the maximum") == true)
        try hosted.interaction.perform(.setDateParts(DateParts(year: 2024, month: 2, day: 30)), on: day)
        #expect(day.value == date(2024, 3, 5), "February 30th is no date")
        try hosted.interaction.setText("2024-06-01", in: day)
        #expect(day.value == date(2024, 6, 1) && hosted.describe(day).errors.isEmpty)
        try hosted.interaction.perform(.stepDate(.minute, by: 1), on: alarm)
        #expect(alarm.value == date(2024, 3, 5, 9, 15))
        try hosted.interaction.perform(.setDateParts(DateParts(year: 2024, month: 3, day: 5, hour: 10, minute: 7)), on: alarm)
        #expect(alarm.value == date(2024, 3, 5, 10, 0), "snapped to the minute interval")
    }

    @Test func inlineParentsTakeTheirEditorsActions() throws {
        let day = DateInlineRow("day") {
            $0.calendar = utc; $0.timeZone = utc.timeZone
        }
        let flavour = PickerInlineRow<String>("flavour") { $0.options = ["Vanilla", "Mint"] }
        let hosted = DescribedForm([day, flavour])
        try hosted.interaction.perform(.setDateParts(DateParts(year: 2024, month: 3, day: 5)), on: day)
        #expect(day.value == date(2024, 3, 5) && !day.isExpanded)
        try hosted.interaction.choose(1, in: flavour)
        #expect(flavour.value == "Mint")
        #expect(throws: RowActionError.self) { try hosted.interaction.choose(5, in: flavour) }
    }

    @Test func pressSelectsAsAClickWould() throws {
        var pressed = 0
        let button = ButtonRow("go").onCellSelection { _, _ in pressed += 1 }
        let tags = MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Tags") { section in
            section.multivaluedRowToInsertAt = { _ in TextRow { $0.value = "new" } }
        }
        let hosted = DescribedForm(sections: [Section([button]), tags])
        try hosted.interaction.press(button)
        #expect(pressed == 1 && hosted.interaction.focusedRow === button)
        try hosted.interaction.press(tags.addButtonRow!)
        #expect(tags.count == 2, "the add button inserted a row")
        #expect(hosted.interaction.focusedRow === tags[0], "and focus moved to it")
    }

    @Test func swipeActionsRunByIndex() throws {
        let row = TextRow("row") { $0.value = "x" }
        var ran: [String] = []
        row.trailingSwipe.actions = [
            SwipeAction(style: .normal, title: "Flag") { _, _, done in
                ran.append("flag"); done?(true)
            },
            SwipeAction(style: .destructive, title: "Delete") { _, _, done in
                ran.append("delete"); done?(true)
            },
        ]
        let hosted = DescribedForm([row])
        try hosted.interaction.perform(.performSwipeAction(edge: .trailing, index: 0), on: row)
        #expect(ran == ["flag"] && row.section != nil)
        try hosted.interaction.perform(.performSwipeAction(edge: .trailing, index: 1), on: row)
        #expect(ran == ["flag", "delete"] && row.section == nil, "a completed destructive action removes the row")
    }
}
