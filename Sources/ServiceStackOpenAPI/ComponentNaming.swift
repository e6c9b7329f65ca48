import OpenAPIKit

/// Component keys for closed .NET types: ServiceStack's pretty name (`QueryResponse<TechnologyView>`) with every
/// character outside `[A-Za-z0-9._-]` replaced by `_`, as ServiceStack's OpenAPI feature names its definitions.
/// Two types that normalise to the same key get `_2`, `_3`... in the order they are met.
struct ComponentNaming {
    private var keysByIdentity: [String: OpenAPI.ComponentKey] = [:]
    private var taken: Set<String> = []

    /// The key of the type identified by `identity` (its namespace and display name), assigned on first use.
    mutating func key(for identity: String, displayName: String) -> OpenAPI.ComponentKey {
        if let key = keysByIdentity[identity] { return key }
        let base = Self.normalised(displayName)
        var candidate = base
        var suffix = 2
        while taken.contains(candidate.lowercased()) {
            candidate = "\(base)_\(suffix)"
            suffix += 1
        }
        taken.insert(candidate.lowercased())
        let key =
            OpenAPI.ComponentKey(rawValue: candidate) ?? OpenAPI.ComponentKey(stringLiteral: "Type_\(taken.count)")
        keysByIdentity[identity] = key
        return key
    }

    /// Reserves a key for a schema the feature defines itself (`ResponseStatus` when the host has none).
    mutating func reserve(_ name: String) -> OpenAPI.ComponentKey {
        key(for: "\u{0}builtin.\(name)", displayName: name)
    }

    /// `displayName` with every character outside `[A-Za-z0-9._-]` replaced by `_`; `_` when empty.
    static func normalised(_ displayName: String) -> String {
        let scalars = displayName.unicodeScalars.prefix(200).map { scalar -> Character in
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", ".", "-", "_": Character(scalar)
            default: "_"
            }
        }
        return scalars.isEmpty ? "_" : String(scalars)
    }
}
