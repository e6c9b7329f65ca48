import Foundation

/// The ranges of .NET `DateTime` and `TimeSpan`, the types dates and durations stand for on the wire.
///
/// A value outside them cannot be written in ServiceStack's forms: reading one is a decoding error, and
/// writing one is an encoding error (or, where a function cannot throw, the nearest value in range).
public enum WireRange {
    /// `DateTime.MinValue` (0001-01-01) in milliseconds since 1970.
    public static let minMilliseconds: Int64 = -62_135_596_800_000
    /// `DateTime.MaxValue` (9999-12-31T23:59:59.999) in milliseconds since 1970.
    public static let maxMilliseconds: Int64 = 253_402_300_799_999
    /// Every date a ServiceStack server can read or write.
    public static let dates: ClosedRange<Date> =
        Date(
            timeIntervalSince1970: Double(minMilliseconds) / 1000)...Date(
            timeIntervalSince1970: Double(maxMilliseconds) / 1000)
    /// `TimeSpan.MaxValue` in seconds (`Int64.max` ticks of 100 ns); `TimeSpan.MinValue` is its negation.
    public static let maxDurationSeconds: Double = 922_337_203_685.4775
    /// Every duration a ServiceStack server can read or write, in seconds.
    public static let durations: ClosedRange<Double> = -maxDurationSeconds...maxDurationSeconds

    /// Whether `date` is a date ServiceStack can exchange.
    public static func contains(_ date: Date) -> Bool {
        // Compared as numbers: a NaN date passes `ClosedRange<Date>.contains`, whose `<=` is `!(b < a)`.
        let seconds = date.timeIntervalSince1970
        return seconds >= dates.lowerBound.timeIntervalSince1970 && seconds <= dates.upperBound.timeIntervalSince1970
    }

    /// Whether `seconds` is a duration ServiceStack can exchange (finite and within `TimeSpan`'s range).
    public static func contains(duration seconds: Double) -> Bool { durations.contains(seconds) }

    /// The date for `milliseconds` since 1970, or nil when it is not finite or outside `DateTime`'s range.
    public static func date(milliseconds: Double) -> Date? {
        guard milliseconds.isFinite, milliseconds >= Double(minMilliseconds), milliseconds <= Double(maxMilliseconds)
        else { return nil }
        return Date(timeIntervalSince1970: milliseconds / 1000)
    }

    /// `date` in whole milliseconds since 1970, limited to `DateTime`'s range (a NaN date is 1970).
    static func clampedMilliseconds(_ date: Date) -> Int64 {
        let ms = (date.timeIntervalSince1970 * 1000).rounded()
        guard !ms.isNaN else { return 0 }
        if ms <= Double(minMilliseconds) { return minMilliseconds }
        if ms >= Double(maxMilliseconds) { return maxMilliseconds }
        return Int64(ms)
    }
}
