import Foundation

/// Formats and parses the duration forms .NET `TimeSpan` values travel in: XSD durations (`PT1H30M`), .NET's
/// `d.hh:mm:ss.fffffff` text, and plain seconds.
public enum WireDuration {
    /// .NET ticks (100 ns) per second.
    public static let ticksPerSecond: Double = 10_000_000

    /// `seconds` as an XSD duration (`PT1H30M`). A value beyond `TimeSpan`'s range is written as the nearest one
    /// in range; a NaN or infinite one as `PT0S`.
    public static func xsd(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite else { return "PT0S" }
        let negative = seconds < 0
        let magnitude = Swift.min(Swift.abs(seconds), WireRange.maxDurationSeconds)
        let totalTicks = (magnitude * ticksPerSecond).rounded()
        let ticksPerDay = ticksPerSecond * 86_400
        let days = Int64((totalTicks / ticksPerDay).rounded(.down))
        var remaining = totalTicks - Double(days) * ticksPerDay
        let hours = Int64((remaining / (ticksPerSecond * 3600)).rounded(.down))
        remaining -= Double(hours) * ticksPerSecond * 3600
        let minutes = Int64((remaining / (ticksPerSecond * 60)).rounded(.down))
        remaining -= Double(minutes) * ticksPerSecond * 60
        let wholeSeconds = Int64((remaining / ticksPerSecond).rounded(.down))
        let fractionTicks = Int64(remaining - Double(wholeSeconds) * ticksPerSecond)

        var text = negative ? "-P" : "P"
        if days > 0 { text += "\(days)D" }
        if days == 0 || hours + minutes + wholeSeconds + fractionTicks > 0 {
            text += "T"
            if hours > 0 { text += "\(hours)H" }
            if minutes > 0 { text += "\(minutes)M" }
            if wholeSeconds > 0 || fractionTicks > 0 {
                text += "\(wholeSeconds)"
                if fractionTicks > 0 {
                    var digits = String(fractionTicks)
                    digits = String(repeating: "0", count: 7 - digits.count) + digits
                    while digits.hasSuffix("0") { digits.removeLast() }
                    text += "." + digits
                }
                text += "S"
            }
            if text.hasSuffix("T") { text += "0S" }
        }
        return text
    }

    /// Parses an XSD duration such as `P1DT2H3M4.5S` (or `-PT1H`); nil when malformed or beyond `TimeSpan`'s range.
    public static func parseXsd(_ text: String) -> TimeInterval? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        var sign = 1.0
        if rest.hasPrefix("-") {
            sign = -1
            rest = rest.dropFirst()
        }
        guard rest.hasPrefix("P") else { return nil }
        rest = rest.dropFirst()
        var total = 0.0
        var inTime = false
        var number = ""
        var sawComponent = false
        for c in rest {
            if c == "T" {
                guard !inTime, number.isEmpty else { return nil }
                inTime = true
                continue
            }
            if c.isASCIIDigit || c == "." {
                number.append(c)
                continue
            }
            guard let value = Double(number) else { return nil }
            number = ""
            sawComponent = true
            switch (c, inTime) {
            case ("Y", false): total += value * 365 * 86_400
            case ("M", false): total += value * 30 * 86_400
            case ("W", false): total += value * 7 * 86_400
            case ("D", false): total += value * 86_400
            case ("H", true): total += value * 3600
            case ("M", true): total += value * 60
            case ("S", true): total += value
            default: return nil
            }
        }
        guard number.isEmpty, sawComponent, WireRange.contains(duration: total) else { return nil }
        return sign * total
    }

    /// Parses an XSD duration, a .NET `TimeSpan` string (`1.02:03:04.5`), or plain seconds; nil when malformed
    /// or beyond `TimeSpan`'s range.
    public static func parse(_ text: String) -> TimeInterval? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("P") || trimmed.hasPrefix("-P") { return parseXsd(trimmed) }
        let value = trimmed.contains(":") ? fromDotNetTimeSpan(trimmed) : Double(trimmed)
        guard let value, WireRange.contains(duration: value) else { return nil }
        return value
    }

    private static func fromDotNetTimeSpan(_ text: String) -> TimeInterval? {
        var rest = Substring(text)
        var sign = 1.0
        if rest.hasPrefix("-") {
            sign = -1
            rest = rest.dropFirst()
        }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var days = 0.0
        var hoursText = parts[0]
        if let dot = hoursText.firstIndex(of: ".") {
            guard let d = Double(hoursText[..<dot]) else { return nil }
            days = d
            hoursText = hoursText[hoursText.index(after: dot)...]
        }
        guard let h = Double(hoursText), let m = Double(parts[1]), let s = Double(parts[2]) else { return nil }
        return sign * (days * 86_400 + h * 3600 + m * 60 + s)
    }
}
