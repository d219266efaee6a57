import Eureka
import EurekaHTML
import Foundation
import Testing

@Suite("A count-down row on the web is a duration")
struct WebFormDurationTests {
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// 2026-03-14 at `hour`:`minute` UTC, a duration as count-down rows keep it.
    static func duration(_ hour: Int, _ minute: Int) -> Date {
        utc.date(from: DateComponents(year: 2026, month: 3, day: 14, hour: hour, minute: minute))!
    }

    static func harness(value: Date?, minuteInterval: Int = 1) -> WebFormHarness {
        WebFormHarness {
            ClosureFormController { form in
                form +++ Section()
                    <<< CountDownRow("timer") {
                        $0.title = "Timer"; $0.calendar = utc; $0.timeZone = utc.timeZone
                        $0.minuteInterval = minuteInterval; $0.value = value
                    }
                    <<< CountDownInlineRow("steep") {
                        $0.title = "Steep"; $0.calendar = utc; $0.timeZone = utc.timeZone; $0.value = value
                    }
            }
        }
    }

    @Test func itIsHoursAndMinutesNotAClockTime() async throws {
        let harness = Self.harness(value: Self.duration(1, 30), minuteInterval: 5)
        let html = harness.html(await harness.session())
        #expect(!html.contains(#"type="time""#), "a time input shows 01:30 AM")
        #expect(html.contains(#"<div class="eu-control eu-duration" role="group" aria-labelledby="l-t-timer">"#))
        #expect(html.contains(#"name="t-timer.hours" aria-label="Hours""#) && html.contains(#"<option value="1" selected>1</option>"#))
        #expect(html.contains(#"name="t-timer.minutes" aria-label="Minutes""#) && html.contains(#"<option value="30" selected>30</option>"#))
        let start = try #require(html.range(of: #"name="t-timer.minutes""#))
        let minutes = try #require(html[start.upperBound...].range(of: "</select>").map { html[start.upperBound..<$0.lowerBound] })
        #expect(minutes.contains(#"<option value="55">55"#) && !minutes.contains(#"<option value="31">"#), "minutes in the row's interval")
        #expect(html.contains(#"name="t-steep.hours""#), "an inline count-down row edits the same way in place")
    }

    @Test(arguments: [
        ([("t-timer.hours", "2"), ("t-timer.minutes", "45")], 2, 45),
        ([("t-timer.hours", "0"), ("t-timer.minutes", "5")], 0, 5),
        ([("t-timer.minutes", "10")], 1, 10),
        ([("t-steep.hours", "3"), ("t-steep.minutes", "0")], 3, 0),
    ])
    func aPostedDurationBindsBack(fields: [(String, String)], hour: Int, minute: Int) async throws {
        let harness = Self.harness(value: Self.duration(1, 30))
        let (session, outcome) = await harness.post(fields + [("_do", "submit")])
        let values = try #require(outcome.submittedValues)
        let tag = fields[0].0.hasPrefix("t-steep") ? "steep" : "timer"
        guard case .date(let date)? = values[tag] else {
            Issue.record("no date: \(String(describing: values[tag]))")
            return
        }
        #expect(Self.utc.component(.hour, from: date) == hour && Self.utc.component(.minute, from: date) == minute)
        _ = session
    }

    @Test func whatTheServerDrawsPostsBackUnchanged() async throws {
        let harness = Self.harness(value: Self.duration(1, 30))
        let (session, _) = await harness.post([("t-timer.hours", "4"), ("t-timer.minutes", "15")])
        let html = harness.html(session)
        #expect(html.contains(#"<option value="4" selected>4</option>"#) && html.contains(#"<option value="15" selected>15</option>"#))
    }

    @Test func withoutAValueBothSelectsStartEmptyAndEmptyStaysNone() async throws {
        let harness = Self.harness(value: nil)
        let html = harness.html(await harness.session())
        #expect(html.contains(#"<option value="" selected>—</option>"#))
        let (_, outcome) = await harness.post([("t-timer.hours", ""), ("t-timer.minutes", ""), ("_do", "submit")])
        let values = try #require(outcome.submittedValues)
        #expect(values["timer"] == nil || values["timer"] == .null)
        let (_, chosen) = await harness.post([("t-timer.hours", "2"), ("t-timer.minutes", ""), ("_do", "submit")])
        guard case .date(let date)? = try #require(chosen.submittedValues)["timer"] else {
            Issue.record("an hour alone is a duration")
            return
        }
        #expect(Self.utc.component(.hour, from: date) == 2 && Self.utc.component(.minute, from: date) == 0)
    }

    @Test(arguments: ["24", "-1", "x", "007"])
    func aCraftedHourIsAProblemNotAValue(hours: String) async {
        let harness = Self.harness(value: Self.duration(1, 30))
        let (session, outcome) = await harness.post([("t-timer.hours", hours), ("t-timer.minutes", "0"), ("_do", "submit")])
        #expect(outcome.submittedValues == nil)
        #expect(harness.html(session).contains(#"<div class="eu-control eu-duration" role="group" aria-labelledby="l-t-timer" aria-invalid="true""#))
        let messages = session.blockedSubmission?.problems.map(\.message) ?? []
        let expected = "“\(hours)” hours and “0” minutes is not a duration this row holds (0 to 23 hours, 0 to 59 minutes)"
        #expect(messages == [expected], "in the fields' terms, not a date's")
    }
}
