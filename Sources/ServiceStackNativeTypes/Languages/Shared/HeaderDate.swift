import Foundation

/// The `Date:` line's text: `yyyy-MM-dd HH:mm:ss` in the context's time zone, as every ServiceStack generator
/// prints it.
enum HeaderDate {
    static func text(_ context: GenerationContext) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: context.date)
        func pad(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2)) "
            + "\(pad(parts.hour, 2)):\(pad(parts.minute, 2)):\(pad(parts.second, 2))"
    }
}
