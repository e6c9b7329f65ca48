import Foundation

/// The options that decide which types a reference contains, in every language.
struct SelectionSettings: Sendable, Equatable {
    /// System types the generators export anyway.
    static let defaultExportedSystemTypes: Set<String> = ["KeyValuePair`2"]

    /// `IncludeTypes`: `Name`, `Name.*`, `Namespace/*`, `*.Name`, `{tag}`; empty includes everything.
    var includeTypes: [String]
    /// `ExcludeTypes`: names, generic forms, `services` or `types`.
    var excludeTypes: [String]
    /// `AddServiceStackTypes`: keep types from ServiceStack's own namespaces.
    var addServiceStackTypes: Bool
    /// Types from `System` namespaces that are exported all the same.
    var exportedSystemTypes: Set<String> = defaultExportedSystemTypes
}
