import Foundation
import Testing

@testable import Eureka

/// A page's date input names a wall-clock time; a row refuses one whose moment falls outside
/// years 1…275759 in UTC, as JSON does, so every date a row keeps exports and reads back.
@Suite("Date rows at the ends of the years")
struct DateYearLimitTests {
    static func row(in zone: String) -> DateTimeRow {
        let row = DateTimeRow()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        row.calendar = calendar
        row.timeZone = calendar.timeZone
        return row
    }

    @Test(arguments: [
        ("America/New_York", DateParts(year: 275_759, month: 12, day: 31, hour: 23, minute: 59), "in UTC that is in year 275760"),
        ("Asia/Tokyo", DateParts(year: 1, month: 1, day: 1), "in UTC that is in year 0"),
    ])
    func aWallClockTimeOutsideTheYearsInUTCIsRefused(zone: String, parts: DateParts, reason: String) throws {
        let row = Self.row(in: zone)
        try row.perform(.setDateParts(parts))
        #expect(row.value == nil)
        let message = row.inputError?.message ?? ""
        #expect(message == "“\(parts.isoDateTime)” is not a date that can be kept: \(reason), and years run from 1 to 275759")
    }

    @Test(arguments: [
        ("America/New_York", DateParts(year: 1, month: 1, day: 1, hour: 0, minute: 0)),
        ("Asia/Tokyo", DateParts(year: 275_759, month: 12, day: 31, hour: 23, minute: 59)),
        ("UTC", DateParts(year: 275_759, month: 12, day: 31, hour: 23, minute: 59)),
        ("UTC", DateParts(year: 1, month: 1, day: 1, hour: 0, minute: 0)),
    ])
    func theSameTimesInsideTheYearsAreKept(zone: String, parts: DateParts) throws {
        let row = Self.row(in: zone)
        try row.perform(.setDateParts(parts))
        #expect(row.inputError == nil)
        let exported = try #require(row.value.map { $0.formatted(.iso8601) })
        #expect(ISO8601Timestamp.isWellFormed(exported), "\(exported) reads back")
    }
}
