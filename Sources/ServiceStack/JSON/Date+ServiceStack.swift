import Foundation
import ServiceStackWire

extension Date {
    /// The date as `/Date(ms-0000)/`.
    public var jsonDate: String { WireDate.wcf(self) }

    /// The date as ISO 8601 in UTC with milliseconds.
    public var isoDateString: String { WireDate.iso8601(self) }

    /// Parses an ISO 8601 date.
    public static func fromIsoDateString(_ text: String) -> Date? { WireDate.parse(text) }

    /// Parses any date form ServiceStack sends (`/Date(…)/` or ISO 8601).
    public static func fromString(_ text: String) -> Date? { WireDate.parse(text) }

}
