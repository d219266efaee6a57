import Foundation
import Testing

@testable import Eureka

@Suite("Values: timestamps are read strictly (RFC 3339), never rolled over")
struct ISO8601TimestampTests {
    @Test(arguments: [
        "2026-11-23", "2024-02-29", "2000-02-29", "2026-11-23T09:30:00Z", "10000-01-01T11:00:00Z", "0001-01-01",
        "2026-11-23T09:30:00.125Z", "2026-11-23T09:30:00+01:00", "2026-11-23T09:30:00-23:59",
    ])
    func realDaysAndTimesAreWellFormed(text: String) {
        #expect(ISO8601Timestamp.isWellFormed(text))
        #expect(FormValue.date(fromExported: text) != nil)
    }

    @Test(arguments: [
        "2026-02-30", "2025-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-11-00",
        "2026-11-23T24:00:00Z", "2026-11-23T09:60:00Z", "2026-11-23T09:30:61Z", "2026-11-23T09:30:00+24:00",
        "2026-11-23T09:30:00", "2026-11-23T09:30Z", "2026-11-23T09:30:00.Z", "2026-11-23 09:30:00Z",
        "2026-1-23", "２０２６-11-23", "2026-11-23T09:30:00Zjunk", "",
        // `Date` cannot hold a leap second (Foundation reads it as the next midnight); year 0 and
        // years past what a page's date input takes are refused as the page refuses them.
        "2026-11-23T23:59:60Z", "0000-01-01", "275760-01-01", "1234567-01-01", "-2026-01-01",
    ])
    func impossibleOrMisshapenTimestampsAreRefused(text: String) {
        #expect(!ISO8601Timestamp.isWellFormed(text))
        #expect(FormValue.date(fromExported: text) == nil)
    }

    /// The offset is taken away before the year is checked: what is stored is the UTC moment,
    /// exported with "Z", and it must read back. An offset is less than a day, so only the
    /// first and last days of the range can cross it, to the second.
    @Test(arguments: [
        ("0001-01-01T00:00:00+01:00", 0), ("0001-01-01T00:59:59.999+01:00", 0), ("0001-01-01T00:00:00+00:01", 0),
        ("275759-12-31T23:59:00-01:00", 275_760), ("275759-12-31T23:00:00-01:00", 275_760), ("275759-12-31T23:59:59-00:01", 275_760),
    ])
    func aMomentOutsideTheYearsInUTCIsRefused(text: String, utcYear: Int) {
        #expect(ISO8601Timestamp.read(text) == .noSuchMoment("in UTC that is in year \(utcYear), and years run from 1 to 275759"))
    }

    @Test(arguments: [
        "0001-01-01T01:00:00+01:00", "0001-01-01T00:00:00Z", "0001-01-01T00:00:00-23:59", "0001-01-02T00:00:00+23:59",
        "275759-12-31T22:59:59-01:00", "275759-12-31T23:59:59Z", "275759-12-31T23:59:59+01:00", "275759-12-30T23:59:59-23:59",
    ])
    func aMomentJustInsideTheYearsInUTCIsKept(text: String) {
        #expect(ISO8601Timestamp.read(text) == .wellFormed)
        #expect(FormValue.date(fromExported: text) != nil)
    }

    /// RFC 3339, 5.6: "T" and "Z" may alternatively be lower case.
    @Test(arguments: ["2026-11-23t09:30:00Z", "2026-11-23T09:30:00z", "2026-11-23t09:30:00.5z", "2026-11-23t09:30:00+01:00"])
    func lowercaseTAndZAreRFC3339(text: String) {
        #expect(ISO8601Timestamp.read(text) == .wellFormed)
    }

    @Test(arguments: [(2, 2024, 29), (2, 2023, 28), (2, 1900, 28), (2, 2000, 29), (4, 2026, 30), (12, 2026, 31)])
    func daysInAMonthFollowTheGregorianCalendar(month: Int, year: Int, days: Int) {
        #expect(ISO8601Timestamp.daysIn(month: month, year: year) == days)
    }

    @Test(arguments: ["2026-02-30", "2026-02-29T10:00", "2026-06-31"])
    func aDateInputCannotPostADayTheMonthDoesNotHave(text: String) {
        #expect(DateParts(iso: text) == nil)
    }

    /// Every well-formed timestamp is read as the moment it names. Foundation reads neither
    /// offsets past ±18:00 nor ten fraction digits, and the day-only reading that followed
    /// stored such a time as midnight without a word.
    @Test(arguments: [
        ("2026-03-10T09:30:00+19:00", "2026-03-09T14:30:00Z"),
        ("2026-03-10T09:30:00-23:59", "2026-03-11T09:29:00Z"),
        ("2026-03-10T09:30:00.0000000000Z", "2026-03-10T09:30:00Z"),
        ("2026-03-10T09:30:00.5000000000+01:00", "2026-03-10T08:30:00Z"),
        ("2026-11-23t09:30:00.25z", "2026-11-23T09:30:00Z"),
        ("2026-03-10T09:30:00+18:00", "2026-03-09T15:30:00Z"),
    ])
    func everyWellFormedTimestampIsTheMomentItNames(text: String, utcToTheSecond: String) throws {
        #expect(ISO8601Timestamp.read(text) == .wellFormed)
        let date = try #require(FormValue.date(fromExported: text))
        let expected = try Date(utcToTheSecond, strategy: .iso8601)
        #expect(date.timeIntervalSince(expected) >= 0 && date.timeIntervalSince(expected) < 1, "\(date)")
    }

    @Test func aFractionOfASecondIsKept() throws {
        let date = try #require(FormValue.date(fromExported: "2026-03-10T09:30:00.250+01:00"))
        #expect(abs(date.timeIntervalSince(try Date("2026-03-10T08:30:00Z", strategy: .iso8601)) - 0.25) < 1e-6)
    }
}
