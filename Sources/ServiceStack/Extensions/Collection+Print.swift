import Foundation

extension Array {
    /// Prints the elements separated by commas and returns that text.
    public func print() -> String {
        let text = map { "\($0)" }.joined(separator: ",")
        Swift.print(text)
        return text
    }
}

extension Data {
    /// The bytes as UTF-8 text; nil when they are not valid UTF-8.
    public func toUtf8String() -> String? {
        String(data: self, encoding: .utf8)
    }

    /// Prints the bytes as UTF-8 text (invalid sequences replaced) and returns that text.
    public func print() -> String {
        (toUtf8String() ?? String(decoding: self, as: UTF8.self)).print()
    }
}
