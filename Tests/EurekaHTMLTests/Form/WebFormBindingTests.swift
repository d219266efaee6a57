import Eureka
import EurekaHTML
import Foundation
import Testing

@Suite("Binding a posted page to a fresh form")
struct WebFormBindingTests {
    let harness = WebFormHarness {
        ClosureFormController { form in
            form +++ Section()
                <<< TextRow("name") { $0.title = "Name" }
                <<< IntRow("age") { $0.title = "Age" }
                <<< SwitchRow("more") { $0.title = "More" }
                <<< TextRow("extra") {
                    $0.title = "Extra"; $0.hidden = "$more != true"
                }
                <<< TextRow("locked") {
                    $0.title = "Locked"; $0.value = "fixed"; $0.disabled = true
                }
                <<< PushRow<String>("colour") {
                    $0.title = "Colour"; $0.options = ["Red", "Green"]
                }
                <<< MultipleSelectorRow<String>("langs") { $0.options = ["Swift", "Go", "Rust"] }
                <<< DateRow("day") {
                    $0.calendar = Self.utc; $0.timeZone = Self.utc.timeZone
                }
        }
    }

    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    @Test func valuesArriveThroughEachRowsOwnParsing() async throws {
        let (_, outcome) = await harness.post([
            ("t-name", "Ada"), ("t-age", "36"), ("t-more", ""), ("t-more", "on"), ("t-extra", "shown now"),
            ("t-colour", "1"), ("t-langs", ""), ("t-langs", "0"), ("t-langs", "2"), ("t-day", "2024-03-05"), ("_do", "submit"),
        ])
        let values = try #require(outcome.submittedValues)
        #expect(values["name"] == .string("Ada") && values["age"] == .int(36) && values["more"] == .bool(true))
        #expect(values["extra"] == .string("shown now"), "a row shown by an earlier value takes its own")
        #expect(values["colour"] == .string("Green"))
        #expect(values["day"] != nil)
    }

    /// A row whose tag an earlier row has (a definition error the form reports) is named by its
    /// place: the page had two fields of one name and id, and its post lost what was typed.
    @Test func aRowWithATagAlreadyTakenIsNamedByItsPlace() async throws {
        let harness = WebFormHarness {
            ClosureFormController { form in
                form.onDefinitionError = { _ in }
                form +++ Section() <<< TextRow("x") { $0.title = "First" }
                    +++ Section() <<< TextRow("x") { $0.title = "Second" }
            }
        }
        let session = await harness.session()
        let html = harness.html(session)
        #expect(html.components(separatedBy: #"id="f-t-x""#).count == 2, "one field named after the tag")
        #expect(html.contains(#"id="f-p1-0" name="p1-0""#))
        let (posted, outcome) = await harness.post([("t-x", "one"), ("p1-0", "two"), ("_do", "submit")])
        #expect(try #require(outcome.submittedValues)["x"] == .string("one"))
        #expect((posted.form.allSections[1].allRows[0] as? TextRow)?.value == "two", "the second row took its own")
    }

    /// A one-line field loses line breaks as a browser strips them from its value; a text area
    /// keeps them (carriage returns read as line feeds).
    @Test func aOneLineFieldTakesNoLineBreaks() async throws {
        let (_, outcome) = await harness.post([("t-name", "line1\r\nline2\nline3\r"), ("_do", "submit")])
        let values = try #require(outcome.submittedValues)
        #expect(values["name"] == .string("line1line2line3"))
    }

    /// A text area keeps a posted tab (pasted code, a table's cells): the page shows it as it is.
    @Test func aTextAreaKeepsItsTabs() async throws {
        let notes = WebFormHarness { ClosureFormController { form in form +++ Section() <<< TextAreaRow("notes") { $0.title = "Notes" } } }
        let (session, outcome) = await notes.post([("t-notes", "name\tage\r\nAda\t36"), ("_do", "submit")])
        #expect(try #require(outcome.submittedValues)["notes"] == .string("name\tage\nAda\t36"))
        #expect(notes.html(session).contains(">name\tage\nAda\t36</textarea>"))
    }

    @Test func hiddenDisabledAndUnknownFieldsCannotBeSet() async throws {
        let (_, outcome) = await harness.post([
            ("t-extra", "injected"), ("t-locked", "changed"), ("t-unknown", "x"), ("p0-99", "y"), ("_do", "submit"),
        ])
        let values = try #require(outcome.submittedValues)
        #expect(values["extra"] == nil, "hidden: its condition holds, so the post is ignored")
        #expect(values["locked"] == .string("fixed"), "disabled rows ignore posts")
    }

    @Test func unreadableTextIsKeptAndShownBackWithItsError() async {
        let (session, outcome) = await harness.post([("t-age", "forty"), ("_do", "submit")])
        #expect(outcome.submittedValues == nil)
        let html = harness.html(session)
        #expect(html.contains(#"value="forty""#), "nothing typed is lost")
        #expect(html.contains("“forty” is not a whole number"))
    }

    @Test func craftedChoicesAreProblemsNotCrashes() async {
        let (session, _) = await harness.post([("t-colour", "9999999999999999999999"), ("t-langs", "-1"), ("t-day", "yesterday")])
        let html = harness.html(session)
        #expect(html.contains("is not one of the options"))
        #expect(html.contains("“yesterday” is not a date the form can read"))
    }

    /// A form with a two-wheel picker on Fruit, Apple, and a picker with no value.
    private static var pickers: WebFormHarness {
        WebFormHarness {
            ClosureFormController { form in
                form +++ Section()
                    <<< DoublePickerRow<String, String>("pair") {
                        $0.firstOptions = { ["Fruit", "Veg"] }
                        $0.secondOptions = { $0 == "Fruit" ? ["Apple", "Pear"] : ["Leek"] }
                        $0.value = Tuple(a: "Fruit", b: "Apple")
                    }
                    <<< PickerRow<String>("none") { $0.options = ["A", "B"] }
            }
        }
    }

    @Test func oneUnreadableWheelMovesNoWheelOfItsRow() async throws {
        let harness = Self.pickers
        let (session, _) = await harness.post([("t-pair.0", "1"), ("t-pair.1", "7")])
        let row: DoublePickerRow<String, String> = try #require(session.form.rowBy(tag: "pair"))
        #expect(row.value == Tuple(a: "Fruit", b: "Apple"), "the readable first wheel did not move either")
        #expect(harness.html(session).contains("“7” is not one of the options"))
        let (moved, _) = await harness.post([("t-pair.0", "0"), ("t-pair.1", "1")])
        let pair: DoublePickerRow<String, String> = try #require(moved.form.rowBy(tag: "pair"))
        #expect(pair.value == Tuple(a: "Fruit", b: "Pear"))
    }

    /// A switch holding nil shows off; once answered, unticking it is false, not nil: a switch
    /// turned on and off again had been submitted as never answered. Untouched, it stays nil.
    @Test func aSwitchAnsweredOffIsFalseAndUntouchedStaysNil() async throws {
        let harness = WebFormHarness {
            ClosureFormController { form in form +++ Section() <<< SwitchRow("news") { $0.title = "News" } }
        }
        let fresh = harness.html(await harness.session())
        #expect(fresh.contains(#"<input type="hidden" name="t-news" value="">"#), "no answer yet")
        let (_, untouched) = await harness.post([("t-news", ""), ("_do", "submit")])
        #expect(try #require(untouched.submittedValues)["news"] == .null)
        let (ticked, _) = await harness.post([("t-news", ""), ("t-news", "on"), ("_do", "update")])
        #expect(harness.html(ticked).contains(#"<input type="hidden" name="t-news" value="off">"#), "answered")
        let (_, unticked) = await harness.post([("t-news", "off"), ("_do", "submit")])
        #expect(try #require(unticked.submittedValues)["news"] == .bool(false))
        let json = FormInteraction(form: (await harness.session()).form)
        #expect(json.apply(FormValues(["news": .bool(false)])).isEmpty)
        #expect(json.form.rowBy(tag: "news")?.baseValue as? Bool == false, "false from JSON is an answer too")
    }

    /// A wheel that holds an option offers no "—": choosing it left the page showing "—"
    /// while the row kept its option and submitted it. A crafted empty wheel is a problem.
    @Test func aWheelHoldingAnOptionOffersNoEmptyChoice() async throws {
        let harness = Self.pickers
        let html = harness.html(await harness.session())
        let pair = try #require(html.range(of: #"<select[^>]*name="t-pair\.0"[^>]*>.*?</select>"#, options: .regularExpression).map { html[$0] })
        #expect(!pair.contains("—"), "\(pair)")
        let none = try #require(html.range(of: #"<select[^>]*name="t-none[^"]*"[^>]*>.*?</select>"#, options: .regularExpression).map { html[$0] })
        #expect(none.contains(#"<option value="" selected>—</option>"#), "a wheel without a value still shows none")
        let (session, outcome) = await harness.post([("t-pair.0", ""), ("t-pair.1", "1"), ("_do", "submit")])
        #expect(outcome.submittedValues == nil)
        #expect(harness.html(session).contains("A picker always holds one of its options"))
    }

    @Test func aRadioNamingNoRowOfItsListIsAProblemAndChangesNothing() async throws {
        let harness = WebFormHarness {
            ClosureFormController { form in
                form +++ SelectableSection<ListCheckRow<String>>("Size", selectionType: .singleSelection(enableDeselection: true))
                for size in ["S", "M", "L"] {
                    form.last!
                        <<< ListCheckRow<String>(size) {
                            $0.title = size; $0.selectableValue = size; $0.value = size == "M" ? "M" : nil
                        }
                }
            }
        }
        let (session, outcome) = await harness.post([("s0", ""), ("s0", "t-nope <b>"), ("_do", "submit")])
        #expect(outcome.submittedValues == nil)
        let section = try #require(session.form.first as? SelectableSection<ListCheckRow<String>>)
        #expect(section.selectedRow()?.selectableValue == "M", "the choice the page showed stays")
        #expect(session.blockedSubmission?.problems.map(\.message) == ["“t-nope <b>” is not one of the options"])
        let (chosen, _) = await harness.post([("s0", ""), ("s0", "t-L")])
        let list = try #require(chosen.form.first as? SelectableSection<ListCheckRow<String>>)
        #expect(list.selectedRow()?.selectableValue == "L")
    }

    @Test(arguments: [true, false])
    func aListThatMayBeUntickedOffersNone(deselectable: Bool) async throws {
        let harness = WebFormHarness {
            ClosureFormController { form in
                form +++ SelectableSection<ListCheckRow<String>>("Size", selectionType: .singleSelection(enableDeselection: deselectable))
                for size in ["S", "M"] {
                    form.last!
                        <<< ListCheckRow<String>(size) {
                            $0.title = size; $0.selectableValue = size; $0.value = size == "M" ? "M" : nil
                        }
                }
            }
        }
        let (shown, _) = await harness.post([])
        let page = harness.html(shown)
        #expect(page.contains(#"<input type="radio" class="eu-check" id="none-s0" name="s0" value="">"#) == deselectable, "unchecked while M is")
        guard deselectable else { return }
        #expect(page.contains(#"<label class="eu-label" for="none-s0">None</label>"#))
        // Choosing None posts the group empty: nothing is selected, and None shows checked.
        let (cleared, _) = await harness.post([("s0", ""), ("s0", "")])
        let list = try #require(cleared.form.first as? SelectableSection<ListCheckRow<String>>)
        #expect(list.selectedRow() == nil)
        #expect(harness.html(cleared).contains(#"id="none-s0" name="s0" value="" checked>"#))
    }

    @Test func postedTextIsKeptAsThePageShowsIt() async throws {
        // A NUL the page cannot show would vanish on the next post; a one-line field has no lines.
        let (_, outcome) = await harness.post([("t-name", "Ada\u{0} \u{85}Lovelace\r\nCountess"), ("_do", "submit")])
        #expect(try #require(outcome.submittedValues)["name"] == .string("Ada LovelaceCountess"))
    }

    @Test func aBoxNamingNoOptionLosesNoneOfTheTickedOnes() async throws {
        // Each checkbox stands alone (unlike a picker's wheels, which make one value together):
        // a crafted box is the row's problem, the real ticks stay ticked on the page shown back.
        let (session, outcome) = await harness.post([
            ("t-langs", ""), ("t-langs", "1"), ("t-langs", "9"), ("t-langs", "2"), ("_do", "submit"),
        ])
        #expect(outcome.submittedValues == nil)
        let row: MultipleSelectorRow<String> = try #require(session.form.rowBy(tag: "langs"))
        #expect(row.value == ["Go", "Rust"])
        let html = harness.html(session)
        #expect(html.contains("“9” is not one of the options"))
    }

    @Test func aBoxPostedTwiceIsRefusedNotMerged() async throws {
        // One box per option: only a crafted post names one twice. JSON refuses such a list too.
        let (session, outcome) = await harness.post([("t-langs", ""), ("t-langs", "1"), ("t-langs", "1"), ("_do", "submit")])
        #expect(outcome.submittedValues == nil)
        let row: MultipleSelectorRow<String> = try #require(session.form.rowBy(tag: "langs"))
        #expect(row.value == ["Go"], "the tick is kept, nothing lost")
        #expect(harness.html(session).contains("“Go” is listed twice; list each option once"))
    }

    @Test func repeatedFieldsReadAsTheBrowserSentThem() async throws {
        // A radio group sends an empty marker, then the choice; checkboxes send a marker and
        // "on": the last value of a repeated name is the control's (the one rule, `PostedForm.last`).
        let (_, outcome) = await harness.post([
            ("t-colour", ""), ("t-colour", "0"), ("t-more", ""), ("t-more", "on"), ("t-langs", ""), ("_do", "submit"),
        ])
        let values = try #require(outcome.submittedValues)
        #expect(values["colour"] == .string("Red"))
        #expect(values["more"] == .bool(true))
        #expect(values["langs"] == .null, "only the marker: nothing chosen")
        // No page sends an empty value after the choice: crafted, it is the last value all the
        // same, and clears the choice as it would alone (it used to be skipped for choices only).
        let (_, crafted) = await harness.post([("t-colour", "0"), ("t-colour", ""), ("t-more", "on"), ("t-more", ""), ("_do", "submit")])
        let craftedValues = try #require(crafted.submittedValues)
        #expect(craftedValues["colour"] == .null)
        #expect(craftedValues["more"] != .bool(true))
        let (_, cleared) = await harness.post([("t-colour", ""), ("t-name", "Ada"), ("_do", "submit")])
        #expect(try #require(cleared.submittedValues)["colour"] == .null, "only the marker: no choice")
    }

    @Test func aDayTheMonthDoesNotHaveIsShownBackNotRolledOver() async {
        // A date input only offers real days, but a crafted post can send any text.
        let (session, outcome) = await harness.post([("t-day", "2026-02-30"), ("_do", "submit")])
        #expect(outcome.submittedValues == nil)
        let html = harness.html(session)
        // A date input cannot show text that is no date (browsers blank it), so the error quotes it.
        #expect(html.contains("“2026-02-30” is not a date that can be kept: there is no such day"), "the reason, as JSON gives it")
        #expect(!html.contains("2026-03-02"))
    }

    /// Only a date-and-time row shown as a date carries its time of day beside the input: a
    /// plain date row's time is no part of what it asks, and an untouched one posted back is no
    /// change (its "now" differs on every request).
    @Test func onlyARowThatKeepsATimeOfDayCarriesIt() async throws {
        let harness = WebFormHarness {
            ClosureFormController { form in
                form +++ Section()
                    <<< DateRow("day") { $0.value = Date().addingTimeInterval(-61) }
                    <<< DateTimeRow("start") {
                        $0.value = Date(timeIntervalSince1970: 1_700_000_000)
                        $0.datePickerMode = .date
                    }
            }
        }
        let html = harness.html(await harness.session())
        #expect(!html.contains("t-day.time"))
        #expect(html.contains(#"name="t-start.time""#))
        let day = try #require(html.range(of: #"name="t-day" value="[^"]*""#, options: .regularExpression).map { String(html[$0]) })
        let posted = String(day.dropFirst(#"name="t-day" value=""#.count).dropLast())
        // A time of day twelve hours from the row's, crafted beside the date: not taken.
        let hour = (Calendar.current.component(.hour, from: Date().addingTimeInterval(-61)) + 12) % 24
        let (session, _) = await harness.post([("t-day", posted), ("t-day.time", String(format: "%02d:00", hour))])
        let row: DateRow = try #require(session.form.rowBy(tag: "day"))
        #expect(row.inputError == nil)
        #expect(Calendar.current.component(.hour, from: try #require(row.value)) != hour, "a crafted time of day is not taken")
    }

    /// A date the row cannot take is shown back as posted where the input can hold it, else
    /// blank, never as the row's old date: a second submit of the page saved the old date in
    /// place of the one the person had entered.
    @Test(arguments: [("275760-01-01", "275760-01-01"), ("yesterday", ""), ("2026-02-30", "2026-02-30")])
    func aRefusedDateNeverShowsTheOldOne(posted: String, shown: String) async throws {
        let harness = WebFormHarness {
            ClosureFormController { form in
                form +++ Section() <<< DateRow("day") { $0.value = Date(timeIntervalSince1970: 1_700_000_000) }
            }
        }
        let (session, outcome) = await harness.post([("t-day", posted), ("_do", "submit")])
        #expect(outcome.submittedValues == nil)
        let html = harness.html(session)
        let input = try #require(html.range(of: #"<input type="date"[^>]*>"#, options: .regularExpression).map { html[$0] })
        #expect(input.contains(#"value="\#(shown)""#), "\(input)")
        #expect(!html.contains("2023-11-14"), "the old date is gone from the page")
    }

    @Test(arguments: [
        ("2026-02-30", "there is no such day"), ("2026-13-01", "there is no such day"), ("0000-01-01", "years run from 1 to 275759"),
        ("0000-01-01T10:00", "years run from 1 to 275759"), ("2026-01-01T24:00", "there is no such time of day"),
        ("2026-01-01T10:00:60", "there is no such time of day"), ("24:00", "there is no such time of day"),
        ("1582-10-10", "the calendar goes from 4 to 15 October 1582"), ("1582-10-14T12:00", "the calendar goes from 4 to 15 October 1582"),
    ])
    func aDateThatIsNoMomentSaysWhy(text: String, reason: String) {
        #expect(DateParts.reason(notReading: text) == reason)
        #expect(DateParts(iso: text, base: DateParts(year: 2026, month: 1, day: 1)) == nil)
    }

    @Test(arguments: ["yesterday", "2026-1-01", "2026-01-01T10", "10:00:00:00", "2026-01-01T10:00"])
    func aTextInNoDateShapeOrARealMomentHasNoReason(_ text: String) {
        #expect(DateParts.reason(notReading: text) == nil)
    }

    /// A time off the row's minute step (or with seconds) is refused and shown back, as JSON
    /// refuses it: storing it snapped 10:07 to 10:05 without a word.
    @Test(arguments: [
        ("t-starts", "2026-12-01T10:07", "every 5 minutes"), ("t-starts", "2026-12-01T10:05:30", "every 5 minutes"),
        ("t-alarm", "10:07", "every 15 minutes"), ("t-alarm", "10:00:30.5", "every 15 minutes"), ("t-at", "10:00:30", "whole minutes"),
    ])
    func aTimeOffTheRowsStepIsRefusedAndShownBack(field: String, text: String, kept: String) async throws {
        let harness = WebFormHarness {
            ClosureFormController { form in
                form +++ Section()
                    <<< DateTimeRow("starts") { $0.minuteInterval = 5 }
                    <<< TimeRow("alarm") { $0.minuteInterval = 15 }
                    <<< TimeRow("at")
            }
        }
        let (session, outcome) = await harness.post([(field, text), ("_do", "submit")])
        #expect(outcome.submittedValues == nil, "nothing rounded is saved")
        let html = harness.html(session)
        #expect(html.contains("“\(text)” is not a date that can be kept: this field keeps"), "\(field)=\(text)")
        #expect(html.contains(kept))
        #expect(html.contains(#"value="\#(text)""#), "the input shows what was posted")
        let (_, onTheMark) = await harness.post([("t-starts", "2026-12-01T10:05"), ("t-alarm", "10:15:00"), ("t-at", "10:01"), ("_do", "submit")])
        #expect(onTheMark.submittedValues != nil, "times on the marks are kept")
    }

    @Test func aPostedValueNoRowCanTakeBlocksTheSubmit() async throws {
        let harness = WebFormHarness {
            ClosureFormController { form in
                form +++ Section()
                    <<< PushRow<String>("size") {
                        $0.title = "Size"; $0.options = ["S", "M"]; $0.value = "S"
                    }
                    <<< TextRow("name") {
                        $0.title = "Name"; $0.add(rule: RuleRequired(msg: "Name needed"))
                    }
            }
        }
        let (session, outcome) = await harness.post([("t-size", "c9 <b>"), ("t-name", ""), ("_do", "submit")])
        #expect(outcome.submittedValues == nil, "the old value S must not be saved in place of what was posted")
        let problems = try #require(session.blockedSubmission?.problems)
        #expect(problems.map(\.row?.tag) == ["size", "name"], "in form order")
        #expect(problems.first?.message == "“c9 <b>” is not one of the options")
        let html = harness.html(session)
        #expect(html.components(separatedBy: "is not one of the options").count == 3, "under the row and in the summary")

        let (_, accepted) = await harness.post([("t-size", "1"), ("t-name", "Ada"), ("_do", "submit")])
        #expect(try #require(accepted.submittedValues)["size"] == .string("M"))
    }

    @Test func bindingUpdatesCellsOnlyForThePage() async throws {
        final class Counter { var setups = 0; var updates = 0 }
        let counter = Counter()
        let harness = WebFormHarness {
            ClosureFormController { form in
                form +++ Section()
                    <<< TextRow("name") { $0.title = "Name" }
                    .cellSetup { _, _ in counter.setups += 1 }
                    .cellUpdate { _, _ in counter.updates += 1 }
            }
        }
        let (session, outcome) = await harness.post([("t-name", "Ada"), ("_do", "submit")])
        #expect(try #require(outcome.submittedValues)["name"] == .string("Ada"))
        #expect(counter.setups == 0 && counter.updates == 0, "a submitted form that is not shown makes no cell")
        let html = harness.html(session)
        #expect(html.contains(#"value="Ada""#))
        #expect(counter.setups == 1 && counter.updates == 1, "drawing the page sets up and updates each cell once")
    }

    @Test func anUncheckedSwitchLeavesAnUntouchedValueAlone() async throws {
        let (_, outcome) = await harness.post([("t-more", ""), ("_do", "submit")])
        #expect(try #require(outcome.submittedValues)["more"] == .null, "the page showed off; off was posted: no change")
    }

    @Test func buttonsPressThroughTheInteractionLayer() async {
        final class Counter { var presses = 0 }
        let counter = Counter()
        let harness = WebFormHarness {
            ClosureFormController { form in
                form +++ Section() <<< ButtonRow("go") { $0.title = "Go" }.onCellSelection { _, _ in counter.presses += 1 }
            }
        }
        _ = await harness.post([("_action", "t-go")])
        #expect(counter.presses == 1)
    }
}

@Suite("Multivalued sections on the web keep stable keys")
struct WebMultivaluedTests {
    let harness = WebFormHarness {
        ClosureFormController { form in
            form
                +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete, .Reorder], header: "Phones") { section in
                    section.tag = "phones"
                    section.multivaluedRowToInsertAt = { _ in PhoneRow() }
                    section <<< PhoneRow { $0.value = "111" } <<< PhoneRow { $0.value = "222" }
                }
        }
    }

    @Test func insertDeleteAndReorderFollowThePagesKeys() async throws {
        let (session, _) = await harness.post([("_mv.s0", "1 0"), ("m0-0", "111"), ("m0-1", "222"), ("_insert", "s0")])
        #expect(session.rowKeys.orderedKeys(in: session.form[0]) == ["1", "0", "k2"], "reordered, then a new key")
        let (next, outcome) = await harness.post([
            ("_mv.s0", "k2 1"), ("m0-1", "222"), ("m0-k2", "333"), ("_do", "submit"),
        ])
        #expect(next.rowKeys.orderedKeys(in: next.form[0]) == ["k2", "1"], "row 0 deleted; the others keep their keys")
        let values = try #require(outcome.submittedValues)
        #expect(values["phones"] == .array([.string("333"), .string("222")]))
    }

    @Test func aFullListTakesNoNewRowSoNoneIsLostOnTheNextPost() async {
        let limit = MultivaluedRowKeys.maximumRowsPerSection
        let full = (0..<limit).map { "k\($0)" }.joined(separator: " ")
        for command in [("_insert", "s0"), ("_action", "add")] {
            var fields = [("_mv.s0", full), command]
            if command.0 == "_action" {
                let (session, _) = await harness.post([("_mv.s0", full)])
                let addButton = try! #require(session.form[0].allRows.last)
                fields[1].1 = session.fieldNames.key(for: addButton)
            }
            let (session, _) = await harness.post(fields)
            #expect(session.form[0].allRows.count == limit + 1, "\(command.0): the rows and the add button, nothing more")
            let addButton = try! #require(session.form[0].allRows.last)
            let html = harness.html(session)
            let button = try! #require(html.range(of: "id=\"row-\(session.fieldNames.key(for: addButton))\"").map { html[$0.lowerBound...].prefix(600) })
            #expect(button.contains("disabled"), "the full list's add button is shown disabled")
            let key = session.fieldNames.key(for: addButton)
            #expect(button.contains("aria-describedby=\"full-\(key)"), "and says why")
            let note = "<p class=\"eu-field-hint\" id=\"full-\(key)\">The list holds as many rows as a page can (500): delete one to add another.</p>"
            #expect(html.contains(note))
        }
        let (session, _) = await harness.post([("_mv.s0", (0..<(limit - 1)).map { "k\($0)" }.joined(separator: " ")), ("_insert", "s0")])
        #expect(session.form[0].allRows.count == limit + 1, "the last free place takes a row")
        let (roomy, _) = await harness.post([("_mv.s0", "k0 k1")])
        let html = harness.html(roomy)
        let addButton = try! #require(roomy.form[0].allRows.last)
        let button = try! #require(html.range(of: "id=\"row-\(roomy.fieldNames.key(for: addButton))\"").map { html[$0.lowerBound...].prefix(600) })
        #expect(!button.contains("disabled"), "with room, the add button is enabled")
        #expect(!html.contains("id=\"full-"))
    }

    @Test func theFirstRowCannotMoveUpNorTheLastDown() async throws {
        let (session, _) = await harness.post([("_mv.s0", "k0 k1 k2")])
        let html = harness.html(session)
        func isDisabled(_ command: String, _ key: String) throws -> Bool {
            let start = try #require(html.range(of: "name=\"\(command)\" value=\"m0-\(key)\""))
            return html[start.upperBound...].prefix { $0 != ">" }.contains("disabled")
        }
        #expect(try isDisabled("_up", "k0") && !isDisabled("_down", "k0"))
        #expect(try !isDisabled("_up", "k1") && !isDisabled("_down", "k1"))
        #expect(try !isDisabled("_up", "k2") && isDisabled("_down", "k2"), "the add button below is no place to move to")
        let first = try #require(session.form[0].allRows.first)
        #expect(first.describe().canMove && !first.describe().canMoveUp)
    }

    @Test func theAddButtonsIconIsAnASCIIPlusHiddenFromScreenReaders() async throws {
        let (session, _) = await harness.post([("_mv.s0", "k0 k1")])
        let html = harness.html(session)
        let addButton = try #require(session.form[0].allRows.last)
        let start = try #require(html.range(of: "id=\"row-\(session.fieldNames.key(for: addButton))\""))
        let button = try #require(html[start.lowerBound...].range(of: "</button>").map { html[start.lowerBound..<$0.lowerBound] })
        #expect(button.contains("<span class=\"eu-icon\" aria-hidden=\"true\">+</span><span class=\"eu-button-title\">Add</span>"))
        #expect(!html.contains("＋"), "no fullwidth plus: headless and minimal fonts lack the glyph")
    }

    @Test func aTamperedKeyListIsBounded() async {
        let keys = (0..<10_000).map { "k\($0)" }.joined(separator: " ")
        let (session, _) = await harness.post([("_mv.s0", keys)])
        #expect(session.form[0].count <= MultivaluedRowKeys.maximumRowsPerSection + 1)
    }
}
