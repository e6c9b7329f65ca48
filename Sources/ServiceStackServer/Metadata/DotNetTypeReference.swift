import ServiceStackNativeTypes

/// How a Swift type appears in .NET metadata: `type` name, namespace and C#-syntax generic arguments.
struct DotNetTypeReference: Equatable {
    /// The metadata name, with generic arity (`` List`1 ``, `Int32`, `Byte[]`, `Poco`).
    var name: String
    var namespace: String?
    /// Generic arguments in C# syntax (`["String", "List<Poco>"]`).
    var genericArgs: [String] = []
    var isValueType = false
    var isEnum = false

    /// The C# spelling used inside other types' generic arguments (`List<Poco>`).
    var csharpName: String {
        guard !genericArgs.isEmpty else { return name }
        let base = name.split(separator: "`", maxSplits: 1).first.map(String.init) ?? name
        return "\(base)<\(genericArgs.joined(separator: ","))>"
    }

    static func system(_ name: String, isValueType: Bool = true) -> DotNetTypeReference {
        DotNetTypeReference(name: name, namespace: "System", isValueType: isValueType)
    }

    static func list(of element: DotNetTypeReference, named name: String = "List`1")
        -> DotNetTypeReference
    {
        DotNetTypeReference(
            name: name, namespace: "System.Collections.Generic", genericArgs: [element.csharpName])
    }

    static func nullable(_ wrapped: DotNetTypeReference) -> DotNetTypeReference {
        guard wrapped.isValueType, wrapped.name != "Nullable`1" else { return wrapped }
        return DotNetTypeReference(
            name: "Nullable`1", namespace: "System", genericArgs: [wrapped.csharpName], isValueType: true,
            isEnum: wrapped.isEnum)
    }

    static let object = DotNetTypeReference.system("Object", isValueType: false)

    /// A reference to this type as `inherits` or `returnType` write it.
    var typeName: MetadataTypeName {
        MetadataTypeName(name: name, namespace: namespace, genericArgs: genericArgs.isEmpty ? nil : genericArgs)
    }
}
