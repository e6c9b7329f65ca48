import Foundation
import ServiceStack
import Testing

/// ServiceStack.Swift's `DateExtensions.swift`: `Date` helpers and the `NSDate` comparison operators.
extension ServiceStackCompatibility {
    @Suite struct DateExtensions {
        /// 2024-02-29T00:00:00Z.
        static let leapDayUtc = Date(timeIntervalSince1970: 1_709_164_800)

        /// Midnight of a day in the process's time zone, as the official initialisers build it.
        static func localMidnight(_ year: Int, _ month: Int, _ day: Int) -> Date? {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone.current
            return calendar.date(from: DateComponents(year: year, month: month, day: day))
        }

        @Test func dateStringUsesTheDefaultDayFormatInLocalTime() {
            let date = Date(dateString: "2024-02-29")
            #expect(date == Self.localMidnight(2024, 2, 29))
            #expect(date.year == 2024)
            #expect(date.month == 2)
            #expect(date.day == 29)
        }

        @Test func dateStringAcceptsACustomFormat() {
            let date = Date(dateString: "29/02/2024", format: "dd/MM/yyyy")
            #expect(date == Self.localMidnight(2024, 2, 29))
        }

        @Test func yearMonthDayBuildsLocalMidnight() {
            let date = Date(year: 2024, month: 2, day: 29)
            #expect(date == Self.localMidnight(2024, 2, 29))
            #expect(date.year == 2024)
            #expect(date.month == 2)
            #expect(date.day == 29)
        }

        /// ServiceStack.Swift traps on text that does not match the format; ours gives `Date.distantPast`
        /// (see the README).
        @Test func unparseableDateStringGivesDistantPastInsteadOfTrapping() {
            #expect(Date(dateString: "29 February") == Date.distantPast)
            #expect(Date(dateString: "tomorrow", format: "dd/MM/yyyy") == Date.distantPast)
        }

        @Test func componentsHoldYearMonthAndDay() {
            let components = Date(year: 1999, month: 12, day: 31).components()
            #expect(components.year == 1999)
            #expect(components.month == 12)
            #expect(components.day == 31)
        }

        @Test func shortDateStringIsYearMonthDayWithDashes() {
            #expect(Date(year: 2024, month: 2, day: 29).shortDateString == "2024-02-29")
        }

        @Test func dateAndTimeStringAddsTheTime() {
            #expect(Date(year: 2024, month: 2, day: 29).dateAndTimeString == "2024-02-29 00:00:00")
        }

        @Test func jsonDateIsWcfMillisecondsWithAZeroOffset() {
            #expect(Self.leapDayUtc.jsonDate == "/Date(1709164800000-0000)/")
            #expect(Date(timeIntervalSince1970: 0).jsonDate == "/Date(0-0000)/")
        }

        @Test func isoDateStringIsUtcWithMilliseconds() {
            #expect(Self.leapDayUtc.isoDateString == "2024-02-29T00:00:00.000Z")
            #expect(Date(timeIntervalSince1970: 1_709_210_096.5).isoDateString == "2024-02-29T12:34:56.500Z")
        }

        @Test func fromIsoDateStringReadsUtcAndFractions() throws {
            #expect(Date.fromIsoDateString("2024-02-29T12:34:56Z") == Date(timeIntervalSince1970: 1_709_210_096))
            let fraction = try #require(Date.fromIsoDateString("2024-02-29T12:34:56.1234567Z"))
            #expect(abs(fraction.timeIntervalSince1970 - 1_709_210_096.1234567) < 0.001)
        }

        @Test func fromIsoDateStringWithoutZoneIsLocalTime() throws {
            let local = try #require(Self.localMidnight(2024, 2, 29))
            #expect(Date.fromIsoDateString("2024-02-29T00:00:00") == local)
        }

        @Test func fromStringReadsWcfDates() {
            #expect(Date.fromString("/Date(1709164800000-0000)/") == Self.leapDayUtc)
            #expect(Date.fromString("/Date(1709164800000)/") == Self.leapDayUtc)
            #expect(Date.fromString("\\/Date(1000)\\/") == Date(timeIntervalSince1970: 1))
            #expect(Date.fromString("/Date(-1000)/") == Date(timeIntervalSince1970: -1))
            #expect(Date.fromString("/Date(1000+0100)/") == Date(timeIntervalSince1970: 1))
        }

        @Test func fromStringReadsIsoDatesAndRejectsText() {
            #expect(Date.fromString("2024-02-29T00:00:00Z") == Self.leapDayUtc)
            #expect(Date.fromString("not a date") == nil)
        }

        @Test func nsDateOperatorsCompareInstants() {
            let earlier = NSDate(timeIntervalSince1970: 0)
            let later = NSDate(timeIntervalSince1970: 1)
            let sameAsLater = NSDate(timeIntervalSince1970: 1)
            #expect(later > earlier)
            #expect(!(earlier > later))
            #expect(later >= sameAsLater)
            #expect(later >= earlier)
            #if !canImport(FoundationNetworking)
                // swift-corelibs-foundation's NSDate has its own `<`, which makes the free `<` ambiguous there
                // (for ServiceStack.Swift's declaration as for ours).
                #expect(earlier < later)
                #expect(!(later < earlier))
            #endif
            #expect(earlier <= later)
            #expect(later <= sameAsLater)
            #expect(later == sameAsLater)
            #expect(!(earlier == later))
        }
    }
}

/// The official signatures: a renamed label, a changed type or optionality breaks the build here.
enum DateExtensionsSignatures {
    static func check() {
        let _: (String, String) -> Date = Date.init(dateString:format:)
        let _: (Int, Int, Int) -> Date = Date.init(year:month:day:)
        let date = Date()
        let _: () -> DateComponents = date.components
        let _: KeyPath<Date, Int> = \Date.year
        let _: KeyPath<Date, Int> = \Date.month
        let _: KeyPath<Date, Int> = \Date.day
        let _: KeyPath<Date, String> = \Date.shortDateString
        let _: KeyPath<Date, String> = \Date.dateAndTimeString
        let _: KeyPath<Date, String> = \Date.jsonDate
        let _: KeyPath<Date, String> = \Date.isoDateString
        let _: (String) -> Date? = Date.fromIsoDateString(_:)
        let _: (String) -> Date? = Date.fromString(_:)
        let _: (NSDate, NSDate) -> Bool = (>)
        let _: (NSDate, NSDate) -> Bool = (>=)
        #if !canImport(FoundationNetworking)
            let _: (NSDate, NSDate) -> Bool = (<)
        #endif
        let _: (NSDate, NSDate) -> Bool = (<=)
        let _: (NSDate, NSDate) -> Bool = (==)
    }
}
