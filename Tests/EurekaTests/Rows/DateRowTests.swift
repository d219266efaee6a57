import Foundation
import Testing

@testable import Eureka

/// A fixed UTC Gregorian calendar in the POSIX locale, and dates in it.
enum UTC {
    static let zone = TimeZone(identifier: "UTC")!
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }

    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }

    /// Puts a date row on the fixed calendar.
    static func fix<Cell>(_ row: DateRowBase<Cell>, start: Date = date(2024, 3, 5, 9, 41)) {
        row.calendar = calendar
        row.timeZone = zone
        row.pickerStartDate = start
    }
}

/// Formatter output with ICU's narrow no-break space (before AM/PM) as a plain space.
func plain(_ text: String?) -> String? {
    text?.replacingOccurrences(of: "\u{202F}", with: " ")
}

@Suite("Date rows")
struct DateRowTests {
    @Test func eachKindHasItsDefaultFormat() {
        let moment = UTC.date(2024, 3, 5, 13, 30)
        let date = DateRow {
            UTC.fix($0); $0.value = moment
        }
        let time = TimeRow {
            UTC.fix($0); $0.value = moment
        }
        let dateTime = DateTimeRow {
            UTC.fix($0); $0.value = moment
        }
        let countDown = CountDownRow {
            UTC.fix($0); $0.value = UTC.date(2024, 3, 5, 1, 30)
        }
        #expect(date.displayText == "Mar 5, 2024")
        #expect(plain(time.displayText) == "1:30 PM")
        #expect(plain(dateTime.displayText) == "3/5/24, 1:30 PM")
        #expect(countDown.displayText == "1:30")
        date.updateCell()
        #expect(date.cell.detailTextLabel?.text == "Mar 5, 2024")
        #expect(date.cell.cellCanBecomeFirstResponder())
    }

    @Test func noValueShowsNoValueDisplayText() {
        let row = DateRow {
            UTC.fix($0); $0.noValueDisplayText = "Pick a day"
        }
        row.updateCell()
        #expect(row.cell.detailTextLabel?.text == "Pick a day")
    }

    @Test func theTimeZoneDecidesWhatIsShown() {
        let row = TimeRow {
            UTC.fix($0); $0.value = UTC.date(2024, 3, 5, 13, 30)
        }
        row.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        #expect(plain(row.displayText) == "10:30 PM")
        #expect(row.pickerComponentValues.map(\.value) == [22, 30])
    }

    @Test(arguments: [
        (DatePickerMode.date, ["2024", "Mar", "05"]),
        (.time, ["09", "41"]),
        (.dateAndTime, ["2024", "Mar", "05", "09", "41"]),
        (.countDownTimer, ["09", "41"]),
    ])
    func wheelsPerMode(mode: DatePickerMode, texts: [String]) {
        let picker = DatePickerModel(mode: mode, calendar: UTC.calendar)
        #expect(picker.values(of: UTC.date(2024, 3, 5, 9, 41)).map(\.text) == texts)
        #expect(picker.components == mode.components)
    }

    @Test(arguments: [
        // mode, start, component, steps, expected
        (DatePickerMode.date, UTC.date(2024, 1, 31, 8), DatePickerComponent.day, 1, UTC.date(2024, 2, 1, 8)),
        (.date, UTC.date(2024, 1, 31), .month, 1, UTC.date(2024, 2, 29)),
        (.date, UTC.date(2024, 2, 29), .year, -1, UTC.date(2023, 2, 28)),
        (.time, UTC.date(2024, 3, 5, 23, 10), .hour, 1, UTC.date(2024, 3, 5, 0, 10)),
        (.time, UTC.date(2024, 3, 5, 9, 59), .minute, 1, UTC.date(2024, 3, 5, 9, 0)),
        (.dateAndTime, UTC.date(2024, 3, 5, 23, 59), .minute, 1, UTC.date(2024, 3, 6, 0, 0)),
        (.dateAndTime, UTC.date(2024, 3, 5, 23, 0), .hour, 2, UTC.date(2024, 3, 6, 1, 0)),
        (.countDownTimer, UTC.date(2024, 3, 5, 0, 0), .hour, -1, UTC.date(2024, 3, 5, 23, 0)),
        (.time, UTC.date(2024, 3, 5, 9, 41), .day, 1, UTC.date(2024, 3, 5, 9, 41)),
        // Not past year 1, where the era flips and wheels without an era would count back up.
        (.date, UTC.date(1, 1, 1), .year, -1, UTC.date(1, 1, 1)),
        (.date, UTC.date(1, 1, 1), .day, -1, UTC.date(1, 1, 1)),
        (.date, UTC.date(2, 1, 1), .year, -1, UTC.date(1, 1, 1)),
        (.date, UTC.date(275_759, 12, 31), .day, 1, UTC.date(275_759, 12, 31)),
    ])
    func stepping(mode: DatePickerMode, start: Date, component: DatePickerComponent, steps: Int, expected: Date) {
        let picker = DatePickerModel(mode: mode, calendar: UTC.calendar)
        #expect(picker.stepping(component, by: steps, from: start) == expected)
    }

    @Test(arguments: [
        (9, 7, 1, 9, 15), (9, 7, -1, 9, 0), (9, 15, 1, 9, 30), (9, 15, -1, 9, 0), (9, 45, 1, 9, 0), (9, 0, -1, 9, 45),
    ])
    func minuteStepsLandOnTheInterval(hour: Int, minute: Int, steps: Int, expectedHour: Int, expectedMinute: Int) {
        let picker = DatePickerModel(mode: .time, calendar: UTC.calendar, minuteInterval: 15)
        let result = picker.stepping(.minute, by: steps, from: UTC.date(2024, 3, 5, hour, minute, 30))
        #expect(result == UTC.date(2024, 3, 5, expectedHour, expectedMinute))
    }

    /// A date from outside finer than the picker keeps is said to be, not snapped: seconds,
    /// a fraction of one, or minutes off the interval.
    @Test(
        arguments: [
            (.dateAndTime, 1, 59, 59, "this field keeps whole minutes, without seconds"),
            (.dateAndTime, 1, 59, 0.5, "this field keeps whole minutes, without seconds"),
            (.dateAndTime, 1, 59, 0, nil),
            (.time, 15, 37, 0, "this field keeps times every 15 minutes, without seconds"),
            (.time, 15, 45, 1, "this field keeps times every 15 minutes, without seconds"),
            (.time, 15, 45, 0, nil),
            (.countDownTimer, 5, 10, 0, nil),
            (.date, 1, 59, 59, nil),
        ] as [(DatePickerMode, Int, Int, Double, String?)])
    func aDateFinerThanThePickerKeepsSaysWhy(mode: DatePickerMode, interval: Int, minute: Int, seconds: Double, reason: String?) {
        let picker = DatePickerModel(mode: mode, calendar: UTC.calendar, minuteInterval: interval)
        let date = UTC.date(2026, 12, 31, 23, minute).addingTimeInterval(seconds)
        #expect(picker.reason(notKeeping: date) == reason)
    }

    @Test(arguments: [(7, 1), (0, 1), (45, 1), (30, 30), (5, 5), (-5, 1)])
    func onlyIntervalsThatDivideAnHourCount(interval: Int, effective: Int) {
        #expect(DatePickerModel(mode: .time, calendar: UTC.calendar, minuteInterval: interval).effectiveMinuteInterval == effective)
    }

    @Test func stepsStopAtTheLimitsOnTheInterval() {
        let row = DateTimeRow {
            UTC.fix($0)
            $0.minuteInterval = 15
            $0.minimumDate = UTC.date(2024, 3, 5, 9, 50)
            $0.maximumDate = UTC.date(2024, 3, 5, 10, 50)
            $0.value = UTC.date(2024, 3, 5, 10, 30)
        }
        row.step(.minute, by: 1)
        #expect(row.value == UTC.date(2024, 3, 5, 10, 45))
        row.step(.minute, by: 1)
        #expect(row.value == UTC.date(2024, 3, 5, 10, 45), "10:50 is the limit; 10:45 is the last mark within it")
        row.step(.day, by: 1)
        #expect(row.value == UTC.date(2024, 3, 5, 10, 45))
        row.step(.day, by: -1)
        #expect(row.value == UTC.date(2024, 3, 5, 10, 0), "the first mark at or after 9:50")
    }

    @Test func countDownIgnoresTheLimits() {
        let row = CountDownRow {
            UTC.fix($0, start: UTC.date(2024, 3, 5, 0, 0))
            $0.maximumDate = UTC.date(2000, 1, 1)
            $0.minuteInterval = 5
        }
        row.step(.minute, by: 1)
        row.step(.hour, by: 1)
        #expect(row.value == UTC.date(2024, 3, 5, 1, 5))
        #expect(row.displayText == "1:05")
    }

    @Test func steppingWithoutAValueStartsFromTheStartDateWithinLimits() {
        let row = DateRow {
            UTC.fix($0, start: UTC.date(2024, 3, 5)); $0.minimumDate = UTC.date(2024, 6, 1)
        }
        #expect(row.pickerDate == UTC.date(2024, 6, 1))
        #expect(row.pickerComponentValues.map(\.text) == ["2024", "Jun", "01"])
        row.step(.day, by: 1)
        #expect(row.value == UTC.date(2024, 6, 2))
    }

    @Test func stepsGoThroughTheChangePipelineAndSkipDisabledRows() {
        var changes = 0
        let row = DateRow { UTC.fix($0) }.onChange { _ in changes += 1 }
        row.step(.month, by: 1)
        row.step(.minute, by: 1)  // not a wheel of a date picker
        #expect(changes == 1)
        row.disabled = true
        row.step(.month, by: 1)
        row.setDate(fromText: "Jan 1, 2024")
        #expect(changes == 1)
    }

    @Test(arguments: [
        ("2027 Jan 05", UTC.date(2027, 1, 5, 9, 41)), ("2027 january 5", UTC.date(2027, 1, 5, 9, 41)),
        ("2027 1 05", UTC.date(2027, 1, 5, 9, 41)), ("2027 Feb 31", nil), ("2027 Jan", nil), ("2027 Jan 05 09", nil),
        ("2027 Janu 05", nil), ("-2027 Jan 05", nil), ("2027 Jan ５", nil),
    ])
    func aPickerRowsOwnDisplayCanBeTypedBack(text: String, expected: Date?) {
        let row = DatePickerRow {
            UTC.fix($0); $0.value = UTC.date(2024, 3, 5, 9, 41)
        }
        guard case .date(let entry) = row.describe().control else { Issue.record("a date control"); return }
        #expect(entry.wheels.map(\.text) == ["2024", "Mar", "05"], "the display typed back")
        row.setDate(fromText: text)
        if let expected {
            #expect(row.value == expected && row.inputError == nil, "\(String(describing: row.value))")
        } else {
            #expect(row.value == UTC.date(2024, 3, 5, 9, 41) && row.inputError != nil, "kept, with an error")
        }
    }

    /// The ISO 8601 way of writing a date is read by every date row, stating only what it
    /// writes: a day keeps the row's time of day, a time on a date row is not the row's to keep.
    @Test(arguments: [
        ("2027-01-05", UTC.date(2027, 1, 5, 9, 41)), ("2027-01-05T18:30", UTC.date(2027, 1, 5, 18, 30)),
        ("2027-01-05 18:30", UTC.date(2027, 1, 5, 18, 30)), ("2027-01-05T18:30:00", UTC.date(2027, 1, 5, 18, 30)),
        ("2027-02-31", nil), ("2027-01-05T24:00", nil), ("2027-01-05T18:30:15", nil), ("2027-1-5", nil),
        ("0000-01-05", nil), ("２０２７-01-05", nil), ("2027-01-05X18:30", nil),
    ])
    func anISODateIsReadByADateAndTimeRow(text: String, expected: Date?) {
        let row = DateTimeRow {
            UTC.fix($0); $0.minuteInterval = 1; $0.value = UTC.date(2024, 3, 5, 9, 41)
        }
        row.setDate(fromText: text)
        if let expected {
            #expect(row.value == expected && row.inputError == nil, "\(String(describing: row.value))")
        } else {
            #expect(row.value == UTC.date(2024, 3, 5, 9, 41) && row.inputError != nil, "kept, with an error")
        }
    }

    /// In a calendar of eras the ISO year names its own era: 2015 typed in Reiwa is Heisei 27.
    @Test func anISODateInACalendarOfErasKeepsItsEra() throws {
        var japanese = Calendar(identifier: .japanese)
        japanese.timeZone = UTC.zone
        let row = DateRow {
            $0.calendar = japanese; $0.timeZone = UTC.zone; $0.value = UTC.date(2024, 3, 5, 9, 41)
        }
        row.setDate(fromText: "2015-01-05")
        #expect(row.inputError == nil)
        #expect(row.value == UTC.date(2015, 1, 5, 9, 41), "\(String(describing: row.value))")
    }

    @Test func anISODateOnADateRowKeepsItsTimeAndOnATimeRowItsDay() {
        let date = DatePickerRow {
            UTC.fix($0); $0.value = UTC.date(2024, 3, 5, 9, 41)
        }
        date.setDate(fromText: "2027-01-05T18:30")
        #expect(date.value == UTC.date(2027, 1, 5, 9, 41) && date.inputError == nil, "a date row takes the day alone")
        let time = TimeRow {
            UTC.fix($0); $0.value = UTC.date(2024, 3, 5, 9, 40); $0.minuteInterval = 5
        }
        time.setDate(fromText: "2027-01-05T18:30")
        #expect(time.value == UTC.date(2024, 3, 5, 18, 30) && time.inputError == nil, "a time row takes the time alone")
    }

    @Test func aDateAndTimePickersDisplayCanBeTypedBack() {
        let row = DateTimePickerRow {
            UTC.fix($0); $0.minuteInterval = 15
        }
        row.setDate(fromText: "2027 Jan 05  18:30")
        #expect(row.value == UTC.date(2027, 1, 5, 18, 30) && row.inputError == nil)
        row.setDate(fromText: "2027 Jan 05 18:37")
        #expect(row.value == UTC.date(2027, 1, 5, 18, 30), "refused off the interval as typed times are")
        #expect(row.inputError?.text == "2027 Jan 05 18:37")
    }

    @Test func typedTextReplacesWhatThePickerShows() {
        let date = DateRow {
            UTC.fix($0); $0.value = UTC.date(2024, 3, 5, 9, 41)
        }
        date.setDate(fromText: "Jan 2, 2025")
        #expect(date.value == UTC.date(2025, 1, 2, 9, 41), "a date row keeps the time of day")
        let time = TimeRow {
            UTC.fix($0); $0.value = UTC.date(2024, 3, 5, 9, 41); $0.minuteInterval = 5
        }
        time.setDate(fromText: "6:15 PM")
        #expect(time.value == UTC.date(2024, 3, 5, 18, 15), "a time row keeps the day")
        #expect(time.inputError == nil)
        let countDown = CountDownRow { UTC.fix($0, start: UTC.date(2024, 3, 5)) }
        countDown.setDate(fromText: "2:45")
        #expect(countDown.value == UTC.date(2024, 3, 5, 2, 45))
        #expect(countDown.textForTyping == "2:45")
    }

    /// A date typed into a date-and-time row shown without its time (an all-day event) is a
    /// date: the time of day stays, where the formatter's midnight replaced it.
    @Test func aDateTypedWithADateOnlyFormatKeepsTheTimeOfDay() {
        let row = DateTimeRow {
            UTC.fix($0); $0.minuteInterval = 5; $0.value = UTC.date(2024, 3, 5, 16, 0)
            $0.dateFormatter?.dateStyle = .medium
            $0.dateFormatter?.timeStyle = .none
        }
        row.setDate(fromText: "Mar 5, 2027")
        #expect(row.inputError == nil)
        #expect(row.value == UTC.date(2027, 3, 5, 16, 0), "\(String(describing: row.value))")
        row.dateFormatter?.dateFormat = "HH:mm"
        row.setDate(fromText: "09:30")
        #expect(row.value == UTC.date(2027, 3, 5, 9, 30), "a time alone keeps the day")
    }

    /// A time typed off the minute interval is refused and kept as typed, as a JSON value off
    /// it is: rounding it (23:59 to 23:45) changed what the user wrote without a word.
    @Test func aTypedTimeOffTheIntervalIsRefusedNamingTheTimesTaken() {
        let row = TimeRow {
            UTC.fix($0); $0.value = UTC.date(2024, 3, 5, 9, 45); $0.minuteInterval = 15
        }
        row.setDate(fromText: "11:59 PM")
        #expect(row.value == UTC.date(2024, 3, 5, 9, 45), "the value is kept")
        #expect(row.inputError?.text == "11:59 PM", "the typed text is kept to correct")
        #expect(
            plain(row.inputError?.message)
                == "“11:59 PM” is not one of this field's times: it takes times every 15 minutes, like 11:45 PM or 12:00 AM")
        row.setDate(fromText: "11:45 PM")
        #expect(row.value == UTC.date(2024, 3, 5, 23, 45) && row.inputError == nil)
    }

    @Test(arguments: [
        ("DateRow", "soon", "“soon” is not a date like “Mar 5, 2024”"),
        ("TimeRow", "25:99", "“25:99” is not a time like “9:41 AM”"),
        ("DateTimeRow", "Mar 5", "“Mar 5” is not a date and time like “3/5/24, 9:41 AM”"),
        ("CountDownRow", "1h", "“1h” is not a duration like “9:41”"),
    ])
    func textThatIsNotADateIsReported(kind: String, text: String, message: String) throws {
        let rows: [String: DateInputRowBase<DateCell>] = [
            "DateRow": DateRow(), "TimeRow": TimeRow(), "DateTimeRow": DateTimeRow(), "CountDownRow": CountDownRow(),
        ]
        let row = try #require(rows[kind])
        UTC.fix(row)
        row.value = UTC.date(2024, 3, 5, 9, 41)
        row.setDate(fromText: text)
        #expect(row.value == UTC.date(2024, 3, 5, 9, 41))
        #expect(plain(row.inputError?.message) == message)
        row.setDate(fromText: "")
        #expect(row.value == nil)
        #expect(row.inputError == nil)
    }

    @Test func typedDatesOutsideTheLimitsAreReported() {
        let row = DateRow {
            UTC.fix($0)
            $0.minimumDate = UTC.date(2024, 1, 1)
            $0.maximumDate = UTC.date(2024, 12, 31)
            $0.value = UTC.date(2024, 3, 5)
        }
        row.setDate(fromText: "Dec 31, 1999")
        #expect(row.inputError?.message == "“Dec 31, 1999” is earlier than the minimum, Jan 1, 2024")
        row.setDate(fromText: "Jan 1, 2030")
        #expect(row.inputError?.message == "“Jan 1, 2030” is later than the maximum, Dec 31, 2024")
        #expect(row.value == UTC.date(2024, 3, 5))
        row.step(.day, by: 1)
        #expect(row.inputError == nil, "a good edit clears the error")
    }

    @Test func pickerRowsShowTheirWheels() {
        let row = DateTimePickerRow {
            UTC.fix($0); $0.value = UTC.date(2024, 12, 25, 18, 5)
        }
        row.updateCell()
        #expect(row.cell.components.map(\.text) == ["2024", "Dec", "25", "18", "05"])
        #expect(row.cell.datePickerMode == .dateAndTime)
        #expect(row.cell.detailTextLabel?.text == nil)
        #expect(row.cell.height?() == 216)
    }

    @Test func rendererProtocols() {
        let editable: [BaseRow] = [
            DateRow(), TimeRow(), DateTimeRow(), CountDownRow(),
            DatePickerRow(), TimePickerRow(), DateTimePickerRow(), CountDownPickerRow(),
        ]
        let inline: [BaseRow] = [DateInlineRow(), TimeInlineRow(), DateTimeInlineRow(), CountDownInlineRow()]
        #expect(editable.allSatisfy { $0 is any DateInputRow })
        #expect(inline.allSatisfy { !($0 is any DateInputRow) && $0 is any DatePickerRowProtocol && $0 is any InlineRowType })
        #expect(
            (editable.compactMap { $0 as? any DateInputRow }).map(\.datePicker.mode) == [
                .date, .time, .dateAndTime, .countDownTimer, .date, .time, .dateAndTime, .countDownTimer,
            ])
    }

    @Test func inlineDateRowsExpandAConfiguredPicker() throws {
        let parent = DateInlineRow("day") {
            UTC.fix($0)
            $0.minimumDate = UTC.date(2024, 1, 1)
            $0.value = UTC.date(2024, 3, 5)
        }
        let form = Form() +++ Section() <<< parent <<< TimeInlineRow("time")
        parent.didSelect()
        let picker = try #require(parent.inlineRow)
        #expect(picker.minimumDate == UTC.date(2024, 1, 1))
        #expect(picker.timeZone == UTC.zone)
        #expect(picker.value == parent.value)
        picker.step(.day, by: 1)
        #expect(parent.value == UTC.date(2024, 3, 6))
        parent.updateCell()
        #expect(parent.cell.detailTextLabel?.text == "Mar 6, 2024")
        #expect(parent.cell.detailTextLabel?.textColor == .tint)
        picker.setDate(fromText: "Dec 1, 2023")
        #expect(picker.inputError != nil)
        #expect(parent.value == UTC.date(2024, 3, 6))
        #expect(form.rows.count == 3)
        form.rowBy(tag: "time")?.didSelect()
        #expect(!parent.isExpanded)
        #expect(form.rows.count == 3)
        #expect(form.rows.last is TimePickerRow)
    }
}

@Suite("Date picker mode changes")
struct DatePickerModeChangeTests {
    @Test func anAllDaySwitchTurnsDateTimeRowsIntoDateRows() {
        let form = Form()
        let starts = DateTimeInlineRow("starts") { $0.value = Date(timeIntervalSince1970: 0) }
        form +++ Section() <<< starts
        #expect(starts.datePickerMode == .dateAndTime)
        starts.expandInlineRow()
        starts.datePickerMode = .date
        let picker = starts.expandedInlineRow as? DateInputRow
        #expect(picker?.pickerComponentValues.map(\.component).contains(.hour) == false)
        starts.collapseInlineRow()
        starts.expandInlineRow()
        #expect((starts.expandedInlineRow as? DateInputRow)?.pickerComponentValues.map(\.component).contains(.minute) == false)
        starts.datePickerMode = .dateAndTime
        #expect(starts.datePickerMode == .dateAndTime)
    }
}
