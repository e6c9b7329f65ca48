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
    /// The name, without generic parameters.
    var name: String
    /// Generic parameters with their constraints (`<TKey : Codable, TValue : Codable>`); empty for most types.
    var genericParameters: [GenericParameter] = []
    /// Base class and protocols, in order.
    var inheritance: [SwiftType]
    /// The body, in order.
    var members: [Member]
    /// Extensions printed right after the declaration.
    var extensions: [ExtensionDeclaration]
}

/// A generic parameter of a declared type, such as `T : Codable`.
struct GenericParameter: Sendable, Equatable {
    var name: String
    var constraint: String
}
