import Foundation
import ServiceStackNativeTypes

/// Reads a reference's `/* Options: */` header whatever its line endings.
enum ReferenceHeader {
    /// `OptionsHeader.parse` after turning CRLF into LF: servers on Windows and Windows checkouts
    /// write CRLF, and Swift treats `\r\n` as one character, so the parser would see a single line.
    static func parse(_ text: String) throws(OptionsError) -> ParsedReference {
        try OptionsHeader.parse(text.contains("\r\n") ? text.replacingOccurrences(of: "\r\n", with: "\n") : text)
    }
}
