import Foundation

/// The declaration model of one generated file: everything decided, ready to print.
struct SwiftFile: Sendable, Equatable {
    /// Header lines from `/* Options:` to `*/`, or nil for `WithoutOptions`.
    var header: [String]?
    /// Modules to import, in order.
    var imports: [String]
    /// Types and exclusion comments, in emission order.
    var declarations: [Declaration]
    /// Helper declarations the generated types need (e.g. the struct-mode box).
    var supportDeclarations: [[String]]
    /// Empty lines printed at the end (the official generator adds two with `AddModelExtensions`).
    var trailingEmptyLines: Int
}
