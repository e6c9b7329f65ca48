import ServiceStackNativeTypes

/// A .NET type as metadata names it, parsed: `Dictionary<String,List<Poco>>` is `Dictionary` with two arguments.
/// Arities (List\`1) are dropped and `T[]` becomes `List<T>`, except `Byte[]`, which is base64 text.
struct DotNetTypeName: Hashable, Sendable {
    /// The name without arity or arguments.
    var name: String
    /// The generic arguments, in order.
    var arguments: [DotNetTypeName]

    /// The deepest generic nesting read; deeper arguments are read as `Object` (any value).
    static let maximumDepth = 32

    init(name: String, arguments: [DotNetTypeName] = []) {
        self.name = Self.withoutArity(name)
        self.arguments = arguments
    }

    /// The type of a property: its `type` with its C#-syntax `genericArgs`.
    init(property: MetadataPropertyType) {
        let arguments = (property.genericArgs ?? []).map { Self.parse($0) }
        self = Self.arrayAware(Self.withoutArity(property.type ?? "Object"), arguments: arguments)
    }

    /// A reference (`inherits`, `returnType`, `dataModel`).
    init(reference: MetadataTypeName) {
        let arguments = (reference.genericArgs ?? []).map { Self.parse($0) }
        self = Self.arrayAware(Self.withoutArity(reference.name), arguments: arguments)
    }

    /// Parses C# syntax (`List<Dictionary<String,Poco>>`, `Poco[]`); what cannot be read is `Object`.
    static func parse(_ text: String) -> DotNetTypeName {
        var reader = Reader(text: Array(text.unicodeScalars))
        return reader.type(depth: 0) ?? DotNetTypeName(name: "Object")
    }

    /// How ServiceStack prints the type: `QueryResponse<TechnologyView>`.
    var displayName: String {
        arguments.isEmpty ? name : "\(name)<\(arguments.map(\.displayName).joined(separator: ","))>"
    }

    /// The type with the generic parameters named in `substitutions` replaced.
    func substituting(_ substitutions: [String: DotNetTypeName]) -> DotNetTypeName {
        if arguments.isEmpty, let replacement = substitutions[name] { return replacement }
        return DotNetTypeName(name: name, arguments: arguments.map { $0.substituting(substitutions) })
    }

    private static func withoutArity(_ name: String) -> String {
        guard let tick = name.firstIndex(of: "`") else { return name }
        return String(name[..<tick])
    }

    private static func arrayAware(_ name: String, arguments: [DotNetTypeName]) -> DotNetTypeName {
        if name.hasSuffix("[]"), name != "Byte[]" {
            return DotNetTypeName(name: "List", arguments: [arrayAware(String(name.dropLast(2)), arguments: arguments)])
        }
        return DotNetTypeName(name: name, arguments: arguments)
    }

    private struct Reader {
        let text: [Unicode.Scalar]
        var index = 0

        mutating func type(depth: Int) -> DotNetTypeName? {
            guard depth < DotNetTypeName.maximumDepth else { return nil }
            skipSpaces()
            var name = ""
            while index < text.count, !"<>,".unicodeScalars.contains(text[index]) {
                name.unicodeScalars.append(text[index])
                index += 1
            }
            name = name.trimmingSpaces()
            guard !name.isEmpty else { return nil }
            var arguments: [DotNetTypeName] = []
            if index < text.count, text[index] == "<" {
                index += 1
                repeat {
                    guard let argument = type(depth: depth + 1) else { return nil }
                    arguments.append(argument)
                    skipSpaces()
                    guard index < text.count else { return nil }
                    if text[index] == "," { index += 1 } else { break }
                } while true
                guard index < text.count, text[index] == ">" else { return nil }
                index += 1
                if text[index...].starts(with: "[]".unicodeScalars) {
                    index += 2
                    return DotNetTypeName(name: "List", arguments: [DotNetTypeName(name: name, arguments: arguments)])
                }
            }
            return DotNetTypeName.arrayAware(DotNetTypeName.withoutArity(name), arguments: arguments)
        }

        mutating func skipSpaces() {
            while index < text.count, text[index] == " " { index += 1 }
        }
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars = scalars.dropFirst() }
        while scalars.last == " " { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
