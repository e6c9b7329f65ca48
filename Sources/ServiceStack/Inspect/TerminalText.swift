/// Text from a server made safe to print on a terminal.
public enum TerminalText {
    /// `text` with every control character (C0, DEL and C1) written out as `\u{…}`, so that a name sent by a
    /// server cannot clear the screen, move the cursor or set the window title when printed. Line feeds are kept
    /// when `keepingLineFeeds` is true.
    public static func escaped(_ text: String, keepingLineFeeds: Bool = true) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0, keepingLineFeeds: keepingLineFeeds) }) else {
            return text
        }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isControl(scalar, keepingLineFeeds: keepingLineFeeds) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar, keepingLineFeeds: Bool) -> Bool {
        switch scalar.value {
        case 0x0A: !keepingLineFeeds
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }
}
