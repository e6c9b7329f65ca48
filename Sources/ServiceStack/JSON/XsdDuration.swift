import Foundation
import ServiceStackWire

extension TimeInterval {
    /// .NET ticks (100 ns) per second.
    public static let ticksPerSecond: Double = WireDuration.ticksPerSecond

    /// Formats the interval as an XSD duration, as .NET `TimeSpan` values travel (`PT1H30M`). A value beyond
    /// `TimeSpan`'s range is written as the nearest one in range; a NaN or infinite one as `PT0S`.
    public func toXsdDuration() -> String { WireDuration.xsd(self) }

    /// Parses an XSD duration such as `P1DT2H3M4.5S` (or `-PT1H`); nil when malformed or beyond `TimeSpan`'s range.
    public static func fromXsdDuration(_ text: String) -> TimeInterval? { WireDuration.parseXsd(text) }

    /// Parses an XSD duration, a .NET `TimeSpan` string (`1.02:03:04.5`), or plain seconds; nil when malformed
    /// or beyond `TimeSpan`'s range.
    public static func fromTimeIntervalString(_ text: String) -> TimeInterval? { WireDuration.parse(text) }

    /// Converts a JSON value (string or number) into an interval.
    public static func fromTimeIntervalObject(_ value: AnyObject) -> TimeInterval? {
        switch value {
        case let d as Double: WireRange.contains(duration: d) ? d : nil
        case let i as Int: WireRange.contains(duration: Double(i)) ? Double(i) : nil
        case let s as String: fromTimeIntervalString(s)
        default: nil
        }
    }
}
