import Foundation

/// The `Identifiable`/`Equatable`/`Hashable` extension for types with an `Id` (an extension option).
enum IdentityConformance {
    /// Swift types whose values can identify a DTO.
    static let hashableTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
        "Bool",
        "Double", "Float", "Date",
    ]

    /// Equality and hashing use the id only; `Identifiable` is added when the property is named `id`.
    static func extensionDeclaration(typeName: String, plans: [PropertyPlan], isNonisolated: Bool)
        -> ExtensionDeclaration?
    {
        guard
            let idPlan = plans.first(where: {
                SwiftIdentifier.unescaped($0.swiftName).lowercased() == "id"
            }),
            let idType = idPlan.type.plainName, hashableTypes.contains(idType), idPlan.collection == nil
        else { return nil }
        let name = idPlan.swiftName
        var conformances = ["Equatable", "Hashable"]
        if name == "id" { conformances.insert("Identifiable", at: 0) }
        return ExtensionDeclaration(
            modifiers: isNonisolated ? ["nonisolated"] : [],
            typeName: typeName,
            conformances: conformances,
            lines: [
                "public static func == (lhs: \(typeName), rhs: \(typeName)) -> Bool { lhs.\(name) == rhs.\(name) }",
                "public func hash(into hasher: inout Hasher) { hasher.combine(\(name)) }",
            ]
        )
    }
}
