import Foundation

/// How the SQL stores write what SQL has no common type for: moments as whole seconds since 1970 (a `BIGINT`
/// on every dialect) and lists of names as JSON text.
enum SQLStoreColumns {
    static func seconds(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }

    static func date(_ seconds: Int64) -> Date {
        Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    static func text(_ names: [String]) throws -> String {
        String(decoding: try JSONEncoder().encode(names), as: UTF8.self)
    }

    /// Whether `key` can be looked up: one holding NUL can match no stored text (PostgreSQL refuses such a
    /// parameter, SQLite stores text only up to it), so it finds nothing on either database.
    static func canMatch(_ key: String) -> Bool {
        !key.unicodeScalars.contains("\u{0}")
    }

    static func names(_ text: String) throws -> [String] {
        try JSONDecoder().decode([String].self, from: Data(text.utf8))
    }
}
