import Foundation
import Testing

@testable import Eureka

/// Times the clocks skip when summer time starts are refused with why, wherever they come from
/// (typed text in the row's format, the ISO way, a time row on that day, a page's date input),
/// never moved on by the jump as a calendar would.
@Suite("Date rows on a clock change")
struct DateClockJumpTests {
    static let london = TimeZone(identifier: "Europe/London")!
    static let newYork = TimeZone(identifier: "America/New_York")!

    /// A row in `zone`, its picker on the morning summer time starts there.
    static func row<Row: DateInputRowBase<Cell>, Cell>(_ row: Row, in zone: TimeZone, day: DateComponents) -> Row {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        row.calendar = calendar
        row.timeZone = zone
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.calendar = calendar
        formatter.dateFormat = row is TimeRow ? "HH:mm" : "yyyy-MM-dd HH:mm"
        row.dateFormatter = formatter
        var start = day
        start.hour = 0
        row.pickerStartDate = calendar.date(from: start)!
        return row
    }

    static let londonSpring = DateComponents(year: 2026, month: 3, day: 29)
    static let newYorkSpring = DateComponents(year: 2026, month: 3, day: 8)

    @Test(arguments: [
        // zone, typed text, the message's jump
        ("london", "2026-03-29 01:30", "from 1:00 AM to 2:00 AM"),
        ("london", "2026-03-29T01:00", "from 1:00 AM to 2:00 AM"),
        ("london", "2026-03-29 01:59", "from 1:00 AM to 2:00 AM"),
        ("newYork", "2026-03-08 02:30", "from 2:00 AM to 3:00 AM"),
        ("newYork", "2026-03-08T02:45", "from 2:00 AM to 3:00 AM"),
    ])
    func aSkippedDateAndTimeIsRefusedWithTheJump(zone: String, typed: String, jump: String) {
        let (timeZone, day) = zone == "london" ? (Self.london, Self.londonSpring) : (Self.newYork, Self.newYorkSpring)
        let row = Self.row(DateTimeRow(), in: timeZone, day: day)
        row.setDate(fromText: typed)
        #expect(row.value == nil, "nothing kept for \(typed)")
        let message = plain(row.inputError?.message) ?? ""
        #expect(message.contains("a time the clocks skip"), "\(message)")
        #expect(message.contains(jump), "\(message)")
    }

    @Test(arguments: ["2026-03-29 00:59", "2026-03-29 02:00", "2026-10-25 01:30"])
    func timesEitherSideOfTheJumpAndRepeatedOnesAreKept(typed: String) {
        let row = Self.row(DateTimeRow(), in: Self.london, day: Self.londonSpring)
        row.setDate(fromText: typed)
        #expect(row.inputError == nil)
        #expect(row.value.map { row.dateFormatter!.string(from: $0) } == typed)
    }

    @Test func aTimeRowOnTheDayOfTheJumpRefusesTheSkippedTime() {
        let row = Self.row(TimeRow(), in: Self.london, day: Self.londonSpring)
        row.setDate(fromText: "01:30")
        #expect(row.value == nil)
        #expect(plain(row.inputError?.message) == "“01:30” is a time the clocks skip: they go forward from 1:00 AM to 2:00 AM that day")
        row.setDate(fromText: "02:30")
        #expect(row.inputError == nil)
        #expect(row.value.map { row.dateFormatter!.string(from: $0) } == "02:30")
    }

    @Test func aPagesDateInputOnTheJumpIsRefusedNotMovedAnHour() throws {
        let row = Self.row(DateTimeRow(), in: Self.newYork, day: Self.newYorkSpring)
        try row.perform(.setDateParts(DateParts(year: 2026, month: 3, day: 8, hour: 2, minute: 30)))
        #expect(row.value == nil)
        #expect(plain(row.inputError?.message) == "“2026-03-08T02:30” is a time the clocks skip: they go forward from 2:00 AM to 3:00 AM that day")
        try row.perform(.setDateParts(DateParts(year: 2026, month: 3, day: 8, hour: 3, minute: 30)))
        #expect(row.inputError == nil)
        #expect(row.value.map { row.dateFormatter!.string(from: $0) } == "2026-03-08 03:30")
    }

    @Test func aDayWhoseMidnightIsSkippedIsStillThatDay() throws {
        // Santiago's clocks went from 00:00 to 01:00 on 8 September 2024: a date row names the day.
        let santiago = TimeZone(identifier: "America/Santiago")!
        let row = Self.row(DateRow(), in: santiago, day: DateComponents(year: 2024, month: 9, day: 1))
        try row.perform(.setDateParts(DateParts(year: 2024, month: 9, day: 8)))
        #expect(row.inputError == nil)
        #expect(row.value != nil)
    }

    @Test func aDurationIsNoTimeOfDayAndNoClockSkipsIt() throws {
        // 1 h 30 on the morning London skips 01:00–02:00 had been kept as 2:30.
        let row = Self.row(CountDownRow(), in: Self.london, day: Self.londonSpring)
        row.dateFormatter?.dateFormat = "H:mm"
        let held = { row.value.map { row.calendar.dateComponents([.hour, .minute], from: $0) } }
        row.setDate(fromText: "1:30")
        #expect(row.inputError == nil)
        #expect(held() == DateComponents(hour: 1, minute: 30))
        try row.perform(.setDateParts(DateParts(year: 2026, month: 3, day: 29, hour: 1, minute: 45)))
        #expect(row.inputError == nil)
        #expect(held() == DateComponents(hour: 1, minute: 45))
    }

    @Test func aDayTypedForATimeItSkipsIsRefusedToo() {
        // 02:30 held, and the day typed is the one New York skips 02:00–03:00: it had become 03:30.
        let row = Self.row(DateTimeRow(), in: Self.newYork, day: DateComponents(year: 2026, month: 3, day: 7))
        row.setDate(fromText: "2026-03-07 02:30")
        #expect(row.inputError == nil)
        row.setDate(fromText: "2026-03-08")
        #expect(plain(row.inputError?.message)?.contains("a time the clocks skip") == true, "\(String(describing: row.inputError?.message))")
        #expect(row.value.map { row.dateFormatter!.string(from: $0) } == "2026-03-07 02:30", "the value stays")
    }

    @Test func aJumpOverAWholeDayNamesTheDays() {
        // Samoa skipped 30 December 2011: "from 12:00 AM to 12:00 AM that day" said nothing.
        let row = Self.row(DateTimeRow(), in: TimeZone(identifier: "Pacific/Apia")!, day: DateComponents(year: 2011, month: 12, day: 29))
        row.setDate(fromText: "2011-12-30 10:00")
        let message = plain(row.inputError?.message) ?? ""
        #expect(message.contains("a time the clocks skip"), "\(message)")
        #expect(message.contains("2011"), "\(message)")
        #expect(!message.contains("that day"), "\(message)")
    }

    @Test func aDayTheClocksSkipIsRefusedAsADay() throws {
        // A row of days given 30 December 2011 in Samoa said "not a date like …".
        let apia = TimeZone(identifier: "Pacific/Apia")!
        let row = Self.row(DateRow(), in: apia, day: DateComponents(year: 2011, month: 12, day: 29))
        row.setDate(fromText: "2011-12-30")
        #expect(plain(row.inputError?.message)?.contains("a day the clocks skip") == true, "\(String(describing: row.inputError?.message))")
        // In the row's default format, which reads the day as the next one.
        let plainRow = DateRow()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = apia
        plainRow.calendar = calendar
        plainRow.timeZone = apia
        plainRow.dateFormatter?.locale = Locale(identifier: "en_GB")
        plainRow.pickerStartDate = calendar.date(from: DateComponents(year: 2011, month: 12, day: 28, hour: 12))!
        plainRow.setDate(fromText: "30 Dec 2011")
        let message = plain(plainRow.inputError?.message) ?? ""
        #expect(message.contains("a day the clocks skip"), "\(message)")
        try row.perform(.setDateParts(DateParts(year: 2011, month: 12, day: 30)))
        #expect(plain(row.inputError?.message)?.hasPrefix("“2011-12-30” is a day the clocks skip") == true, "\(String(describing: row.inputError?.message))")
        try row.perform(.setDateParts(DateParts(year: 2011, month: 12, day: 31)))
        #expect(row.inputError == nil)
    }

    @Test func aZoneWithoutSummerTimeHasNoJumps() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let picker = DatePickerModel(mode: .dateAndTime, calendar: calendar)
        for hour in 0..<24 {
            #expect(picker.clockJump(over: DateParts(year: 2026, month: 3, day: 29, hour: hour, minute: 30)) == nil)
        }
    }
}
