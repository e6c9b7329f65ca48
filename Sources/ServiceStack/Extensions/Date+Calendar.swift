import Foundation

/// ServiceStack.Swift's calendar helpers. They work in the device's time zone, as the official ones do.
extension Date {
    /// The date `dateString` denotes in `format` (a `DateFormatter` pattern) in the current time zone.
    /// Text that does not match the format gives `Date.distantPast` rather than trapping.
    public init(dateString: String, format: String = "yyyy-MM-dd") {
        let formatter = DateFormatter()
        formatter.timeZone = .current
        formatter.dateFormat = format
        self = formatter.date(from: dateString) ?? .distantPast
    }

    /// Midnight of a Gregorian calendar day in the current time zone (out-of-range parts roll over, as
    /// `Calendar` does; parts no calendar can represent give `Date.distantPast`).
    public init(year: Int, month: Int, day: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        self = calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? .distantPast
    }

    /// The day, month and year of the date in the current calendar and time zone.
    public func components() -> DateComponents {
        Calendar.current.dateComponents([.day, .month, .year], from: self)
    }

    /// The year in the current calendar and time zone.
    public var year: Int { components().year ?? 0 }
    /// The month (1–12) in the current calendar and time zone.
    public var month: Int { components().month ?? 0 }
    /// The day of the month in the current calendar and time zone.
    public var day: Int { components().day ?? 0 }

    /// `yyyy-MM-dd` in the current time zone.
    public var shortDateString: String { Self.format(self, "yyyy-MM-dd") }

    /// `yyyy-MM-dd HH:mm:ss` in the current time zone.
    public var dateAndTimeString: String { Self.format(self, "yyyy-MM-dd HH:mm:ss") }

    private static func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.timeZone = .current
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}

// Free functions, not static members, to keep the official declarations' shape.

/// Whether `lhs` is later than `rhs`.
public func > (lhs: NSDate, rhs: NSDate) -> Bool { lhs.compare(rhs as Date) == .orderedDescending }

/// Whether `lhs` is later than or the same as `rhs`.
public func >= (lhs: NSDate, rhs: NSDate) -> Bool { lhs.compare(rhs as Date) != .orderedAscending }

/// Whether `lhs` is earlier than `rhs`.
public func < (lhs: NSDate, rhs: NSDate) -> Bool { lhs.compare(rhs as Date) == .orderedAscending }

/// Whether `lhs` is earlier than or the same as `rhs`.
public func <= (lhs: NSDate, rhs: NSDate) -> Bool { lhs.compare(rhs as Date) != .orderedDescending }

/// Whether both are the same instant.
public func == (lhs: NSDate, rhs: NSDate) -> Bool { lhs.compare(rhs as Date) == .orderedSame }
