import Foundation

/// One top-level item of a generated file.
enum Declaration: Sendable, Equatable {
    /// A class, struct, enum or protocol, preceded by a blank line.
    case type(TypeDeclaration)
    /// A single comment line with no blank line before it (`//Excluded ...`).
    case comment(String)
}
