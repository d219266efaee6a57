import Foundation
import Testing

@testable import Eureka

/// A value from outside finer than its row keeps is refused with why, never rounded without a
/// word: a number off a slider's step, seconds for a row that keeps minutes.
@Suite("Values: refused, not rounded")
struct FormValueFinenessTests {
    private func makeForm() -> (Form, FormInteraction) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let form = Form()
        form +++ Section()
            <<< SliderRow("volume") {
                $0.minimumValue = 0
                $0.maximumValue = 10
            }
            <<< DateTimeRow("start") {
                $0.calendar = calendar
                $0.timeZone = calendar.timeZone
            }
            <<< TimeRow("alarm") {
                $0.calendar = calendar
                $0.timeZone = calendar.timeZone
                $0.minuteInterval = 15
            }
            <<< DateRow("day") {
                $0.calendar = calendar
                $0.timeZone = calendar.timeZone
            }
        return (form, FormInteraction(form: form))
    }

    @Test(arguments: [
        ("volume", FormValue.double(3.0000000001), "3.0000000001 is not a number from 0 to 10 in steps of 0.5."),
        ("volume", .double(1e-300), "1e-300 is not a number from 0 to 10 in steps of 0.5."),
        ("volume", .int(11), "11 is not a number from 0 to 10."),
        (
            "start", .string("2026-11-23T23:59:59Z"),
            "“2026-11-23T23:59:59Z” is not a date that can be kept: this field keeps whole minutes, without seconds."
        ),
        (
            "alarm", .string("2026-11-23T09:37:00Z"),
            "“2026-11-23T09:37:00Z” is not a date that can be kept: this field keeps times every 15 minutes, without seconds."
        ),
    ])
    func aValueFinerThanTheRowKeepsIsRefusedWithWhy(key: String, value: FormValue, message: String) {
        let (form, interaction) = makeForm()
        let before = form.exportValues().values[key]
        #expect(interaction.apply(FormValues([key: value])).map(\.message) == [message])
        #expect(form.exportValues().values[key] == before, "the row keeps its value")
    }

    @Test(arguments: [
        ("start", "2026-11-23T09:30:00Z"), ("start", "2026-11-23t09:30:00z"), ("alarm", "2026-11-23T09:45:00Z"), ("day", "2026-11-23"),
    ])
    func aValueOnTheRowsMarksIsTaken(key: String, text: String) throws {
        let (form, interaction) = makeForm()
        #expect(interaction.apply(FormValues([key: .string(text)])).isEmpty)
        let stored = try #require(form.rowBy(tag: key)?.baseValue as? Date)
        #expect(stored == (try Date(text.uppercased(), strategy: text.count == 10 ? .iso8601.year().month().day() : .iso8601)))
    }

    /// A definition's "now" has seconds, and an interval row's is off its marks: the export,
    /// sent back a minute later, was refused. The minute a row holds is no change, and the
    /// values as the rows keep them are always taken back.
    @Test func aRowsOwnValueComesBackAsNoChangeAndTheKeptExportIsTakenBack() throws {
        let (form, interaction) = makeForm()
        form.rowBy(tag: "start")?.baseValue = UTC.date(2026, 11, 23, 9, 7, 42)
        form.rowBy(tag: "alarm")?.baseValue = UTC.date(2026, 11, 23, 9, 7, 42)
        #expect(interaction.apply(FormValues(["start": .string("2026-11-23T09:07:15Z")])).isEmpty, "the same minute")
        #expect(form.rowBy(tag: "start")?.baseValue as? Date == UTC.date(2026, 11, 23, 9, 7, 42), "unchanged")
        let kept = form.exportValuesAsKept()
        #expect(kept["start"] == .date(UTC.date(2026, 11, 23, 9, 7)))
        #expect(kept["alarm"] == .date(UTC.date(2026, 11, 23, 9, 0)))
        form.rowBy(tag: "start")?.baseValue = UTC.date(2026, 11, 23, 9, 8, 3)
        form.rowBy(tag: "alarm")?.baseValue = UTC.date(2026, 11, 23, 9, 8, 3)
        let json = try JSONDecoder().decode(FormValues.self, from: try kept.jsonData())
        #expect(interaction.apply(json).isEmpty, "a minute later, still taken")
        #expect(form.rowBy(tag: "alarm")?.baseValue as? Date == UTC.date(2026, 11, 23, 9, 0))
        // A row holding what it keeps refuses seconds in its minute as always.
        #expect(interaction.apply(FormValues(["alarm": .string("2026-11-23T09:00:30Z")])).count == 1)
    }
}
