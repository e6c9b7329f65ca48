import Foundation

extension Date {
    /// The date as `/Date(ms-0000)/`.
    public var jsonDate: String { WireDate.wcf(self) }

    /// The date as ISO 8601 in UTC with milliseconds.
    public var isoDateString: String { WireDate.iso8601(self) }

    /// The UTC year.
    public var year: Int { utcComponents.year ?? 0 }
    /// The UTC month (1–12).
    public var month: Int { utcComponents.month ?? 0 }
    /// The UTC day of the month.
    public var day: Int { utcComponents.day ?? 0 }

    /// `yyyy/MM/dd` in UTC.
    public var shortDateString: String { String(format: "%04d/%02d/%02d", year, month, day) }

    /// `yyyy/MM/dd HH:mm:ss` in UTC.
    public var dateAndTimeString: String {
        let c = utcComponents
        return shortDateString + String(format: " %02d:%02d:%02d", c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }

    /// Parses an ISO 8601 date.
    public static func fromIsoDateString(_ text: String) -> Date? { WireDate.parse(text) }

    /// Parses any date form ServiceStack sends (`/Date(…)/` or ISO 8601).
    public static func fromString(_ text: String) -> Date? { WireDate.parse(text) }

    private var utcComponents: DateComponents {
        WireDate.utcCalendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: self)
    }
}
