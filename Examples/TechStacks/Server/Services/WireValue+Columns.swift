import ServiceStack
import ServiceStackWire

extension WireValue {
    /// The value of an integer column (a number, or digits in text).
    var intValue: Int? {
        switch self {
        case .number(let text), .string(let text): Int(text)
        default: nil
        }
    }

    /// The value of a text column.
    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
