import Foundation
import ServiceStackWire

/// Which Swift-keyword JSON keys (`is`, `description`, `default`…) a `Decodable` type reads under their
/// capitalised name.
///
/// ServiceStack servers send camelCase keys. Generated DTOs name a keyword property with backticks
/// (`` `is` ``, read from `"is"`) except `description`, which they name `Description`; hand-written DTOs in
/// ServiceStack.Swift's style name them all capitalised (`Is`, `Description`). The keys a type asks for (learnt
/// once per type by `KeyProbe`) tell which form it uses: a keyword key is renamed when the type reads the
/// capitalised name and not the keyword itself. When the probe cannot see the whole type, keywords it did not
/// see read as ServiceStack.Swift reads them: capitalised.
struct KeywordKeys: Sendable, Equatable {
    /// JSON key → the key the type reads it as.
    let renames: [String: String]

    static let none = KeywordKeys(renames: [:])

    var isEmpty: Bool { renames.isEmpty }

    /// The renames for the keys a type reads.
    init(reading keys: Set<String>, isComplete: Bool) {
        var renames: [String: String] = [:]
        for keyword in JsonConfig.keywords {
            let capitalised = keyword.prefix(1).uppercased() + keyword.dropFirst()
            guard !keys.contains(keyword) else { continue }
            if keys.contains(capitalised) || !isComplete { renames[keyword] = capitalised }
        }
        self.renames = renames
    }

    init(renames: [String: String]) {
        self.renames = renames
    }

    /// The key `key` of a JSON object is read as.
    func key(for key: any CodingKey) -> any CodingKey {
        guard key.intValue == nil, let renamed = renames[key.stringValue] else { return key }
        return AnyCodingKey(renamed)
    }

    private static let cache = Locked<[ObjectIdentifier: KeywordKeys]>([:])

    /// The renames of `type`, worked out on first use.
    static func of<T: Decodable>(_ type: T.Type) -> KeywordKeys {
        let id = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[id] }) { return known }
        let probed = KeyProbe.keys(of: type)
        let keys = KeywordKeys(reading: probed.keys, isComplete: probed.isComplete)
        cache.withLock { $0[id] = keys }
        return keys
    }

    /// The renames of the value being decoded by a `JsonConfig.createDecoder()` decoder.
    @TaskLocal static var current: KeywordKeys?
}
