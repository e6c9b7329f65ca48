import Foundation

/// Parses and formats the date forms ServiceStack servers exchange.
public enum WireDate {
    /// Parses `/Date(ms)/`, `/Date(ms±hhmm)/` or ISO 8601 (with or without fraction and offset). A date without a
    /// time (`2001-01-01`, how .NET clients write midnight UTC) is midnight UTC; a time without an offset is local.
    public static func parse(_ text: String) -> Date? {
        var value = Substring(text)
        if value.hasPrefix("\\") { value = value.dropFirst() }
        if value.hasPrefix("/Date(") { return parseWcf(value) }
        return parseIso8601(value)
    }

    /// Formats a date as `/Date(ms-0000)/`, the form ServiceStack.Swift sends.
    public static func wcf(_ date: Date) -> String {
        "/Date(\(milliseconds(date))-0000)/"
    }

    /// Formats a date as `/Date(ms)/`, the form ServiceStack servers write UTC dates in.
    public static func wcfUtc(_ date: Date) -> String {
        "/Date(\(milliseconds(date)))/"
    }

    /// Formats a date as ISO 8601 in UTC with milliseconds, e.g. `2001-01-01T01:01:01.000Z`.
    public static func iso8601(_ date: Date) -> String {
        let ms = milliseconds(date)
        let seconds = ms.quotientRoundingDown(1000)
        let fraction = ms - seconds * 1000
        let parts = utcCalendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: Double(seconds)))
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
            parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, Int(fraction))
    }

    /// Whole milliseconds since 1970, limited to the range `WireRange.dates` (formatting never traps).
    static func milliseconds(_ date: Date) -> Int64 {
        WireRange.clampedMilliseconds(date)
    }

    private static func parseWcf(_ value: Substring) -> Date? {
        guard let close = value.range(of: ")") else { return nil }
        let body = value[value.index(value.startIndex, offsetBy: 6)..<close.lowerBound]
        guard let first = body.first else { return nil }
        let digitsStart = first == "-" ? body.index(after: body.startIndex) : body.startIndex
        let msEnd = body[digitsStart...].firstIndex(where: { $0 == "+" || $0 == "-" }) ?? body.endIndex
        guard let ms = Int64(body[body.startIndex..<msEnd]) else { return nil }
        let offset = body[msEnd...]
        if !offset.isEmpty {
            guard offset.count == 5, offset.dropFirst().allSatisfy(\.isASCIIDigit) else { return nil }
        }
        return WireRange.date(milliseconds: Double(ms))
    }

    static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    /// A small strict ISO 8601 reader: `yyyy-MM-dd`, optional `THH:mm[:ss[.fffffff]]`, optional `Z`/`±hh:mm`.
    private static func parseIso8601(_ text: Substring) -> Date? {
        var scanner = DigitScanner(text)
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
            let month = scanner.number(digits: 2), scanner.skip("-"),
            let day = scanner.number(digits: 2)
        else { return nil }
        var hour = 0
        var minute = 0
        var second = 0
        var nanos = 0
        var offsetSeconds: Int? = 0
        if scanner.skip("T") || scanner.skip(" ") {
            offsetSeconds = nil
            guard let h = scanner.number(digits: 2), scanner.skip(":"), let m = scanner.number(digits: 2) else {
                return nil
            }
            hour = h
            minute = m
            if scanner.skip(":") {
                guard let s = scanner.number(digits: 2) else { return nil }
                second = s
                if scanner.skip(".") || scanner.skip(",") {
                    guard let fraction = scanner.fraction() else { return nil }
                    nanos = fraction
                }
            }
            if scanner.skip("Z") || scanner.skip("z") {
                offsetSeconds = 0
            } else if let sign = scanner.sign() {
                guard let oh = scanner.number(digits: 2) else { return nil }
                _ = scanner.skip(":")
                let om = scanner.number(digits: 2) ?? 0
                offsetSeconds = sign * (oh * 3600 + om * 60)
            }
        }
        guard scanner.isAtEnd, year >= 1, (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60,
            second < 61
        else { return nil }
        var components = DateComponents()
        components.year = year
        components.month = month
        components.day = day
        components.hour = hour
        components.minute = minute
        components.second = second
        var calendar = utcCalendar
        if offsetSeconds == nil { calendar.timeZone = TimeZone.current }
        guard let base = calendar.date(from: components),
            calendar.component(.day, from: base) == day
        else { return nil }
        let date = base.addingTimeInterval(Double(nanos) / 1e9 - Double(offsetSeconds ?? 0))
        return WireRange.contains(date) ? date : nil
    }
}

private struct DigitScanner {
    private let chars: [Character]
    private var index = 0

    init(_ text: Substring) { chars = Array(text) }

    var isAtEnd: Bool { index == chars.count }

    mutating func skip(_ c: Character) -> Bool {
        guard index < chars.count, chars[index] == c else { return false }
        index += 1
        return true
    }

    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }

    mutating func number(digits: Int) -> Int? {
        guard index + digits <= chars.count else { return nil }
        var value = 0
        for c in chars[index..<index + digits] {
            guard let d = c.wholeNumberValue, c.isASCIIDigit else { return nil }
            value = value * 10 + d
        }
        index += digits
        return value
    }

    /// Reads 1+ fraction digits and returns nanoseconds.
    mutating func fraction() -> Int? {
        var nanos = 0
        var count = 0
        while index < chars.count, chars[index].isASCIIDigit, let d = chars[index].wholeNumberValue {
            if count < 9 { nanos = nanos * 10 + d }
            count += 1
            index += 1
        }
        guard count > 0 else { return nil }
        if count < 9 {
            for _ in count..<9 { nanos *= 10 }
        }
        return nanos
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension Int64 {
    func quotientRoundingDown(_ divisor: Int64) -> Int64 {
        let q = self / divisor
        return (self % divisor < 0) ? q - 1 : q
    }
}
