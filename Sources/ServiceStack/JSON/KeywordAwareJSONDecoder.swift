import Foundation

/// The decoder `JsonConfig.createDecoder()` makes: each `decode` reads Swift-keyword keys the way the type being
/// decoded names them (see `KeywordKeys`).
final class KeywordAwareJSONDecoder: JSONDecoder, @unchecked Sendable {
    override init() {
        super.init()
        keyDecodingStrategy = .custom { path in
            guard let last = path.last else { return AnyCodingKey("") }
            return (KeywordKeys.current ?? .descriptionOnly).key(for: last)
        }
    }

    override func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try KeywordKeys.$current.withValue(KeywordKeys.of(type)) {
            try super.decode(type, from: data)
        }
    }
}

extension KeywordKeys {
    /// What a keyword-aware decoder does outside its own `decode`: `description` read as `Description`.
    static let descriptionOnly = KeywordKeys(renames: ["description": "Description"])
}
