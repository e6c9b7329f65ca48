import Foundation

/// An extension printed after a type, e.g. identity conformances.
struct ExtensionDeclaration: Sendable, Equatable {
    var modifiers: [String]
    var typeName: String
    var conformances: [String]
    /// Body lines, already indented relative to the extension.
    var lines: [String]
}
