import Foundation

/// A class, struct, enum or protocol declaration.
struct TypeDeclaration: Sendable, Equatable {
    enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `protocol`
    }

    /// Comment lines before the declaration (descriptions, `// @Route`, `// @DataContract`...).
    var comments: [String]
    /// Modifiers before the keyword, e.g. `["public"]` or `["nonisolated", "public"]`.
    var modifiers: [String]
    var kind: Kind
    /// The name with generic parameters and constraints (`KeyValuePair<TKey : Codable, TValue : Codable>`).
    var name: String
    /// Base class and protocols, in order.
    var inheritance: [String]
    /// The body, in order.
    var members: [Member]
    /// Extensions printed right after the declaration.
    var extensions: [ExtensionDeclaration]
}
