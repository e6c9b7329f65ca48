import Foundation

/// Finds the types a type refers to, for `Name.*`, `*.Name` and tag selection.
struct TypeReferences {
    private var definitions: [String: [MetadataType]] = [:]
    private var operationsByRequest: [String: MetadataOperationType] = [:]

    init(_ metadata: MetadataTypes) {
        for operation in metadata.operations {
            definitions[operation.request.name, default: []].append(operation.request)
            if operationsByRequest[operation.request.name] == nil {
                operationsByRequest[operation.request.name] = operation
            }
            if let response = operation.response {
                definitions[response.name, default: []].append(response)
            }
        }
        for type in metadata.types {
            definitions[type.name, default: []].append(type)
        }
    }

    func operation(forRequest name: String) -> MetadataOperationType? {
        operationsByRequest[name]
    }

    /// Definition names that match `name` exactly or as `` name`N ``.
    func definitionNames(matching name: String) -> [String] {
        if definitions[name] != nil { return [name] }
        return definitions.keys.filter { IncludeTypeEntry.nameMatches(name, $0) }.sorted()
    }

    /// The names a type refers to directly (base, interfaces, properties, response, return type, data model).
    func directReferences(of name: String) -> [String] {
        var result: [String] = []
        for type in definitions[name] ?? [] {
            if let inherits = type.inherits { result += Self.names(in: inherits) }
            for implemented in type.implements ?? []
            where !(implemented.namespace ?? "").hasPrefix("System") {
                result += Self.names(in: implemented)
            }
            for property in type.properties ?? [] {
                if let propertyType = property.type { Self.appendLeafNames(propertyType, to: &result) }
                for argument in property.genericArgs ?? [] { Self.appendLeafNames(argument, to: &result) }
            }
        }
        if let operation = operationsByRequest[name] {
            if let response = operation.response { result.append(response.name) }
            if let returnType = operation.returnType { result += Self.names(in: returnType) }
            if let dataModel = operation.dataModel { result += Self.names(in: dataModel) }
        }
        return result
    }

    /// Every definition reachable from `roots`, including the roots.
    func closure(of roots: [String]) -> Set<String> {
        var seen = Set<String>()
        var pending = roots.flatMap { definitionNames(matching: $0) }
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            for reference in directReferences(of: name) {
                for definition in definitionNames(matching: reference) where !seen.contains(definition) {
                    pending.append(definition)
                }
            }
        }
        return seen
    }

    static func names(in typeName: MetadataTypeName) -> [String] {
        [typeName.name] + (typeName.genericArgs ?? []).flatMap(leafNames)
    }

    /// Every type name inside a C#-syntax type, without array suffixes.
    static func leafNames(_ text: String) -> [String] {
        var names: [String] = []
        appendLeafNames(text, to: &names)
        return names
    }

    /// Appends `leafNames(text)` to `names`.
    static func appendLeafNames(_ text: String, to names: inout [String]) {
        if !hasGenericArguments(text) {
            // Most types are a plain name: appended as it is, without a copy.
            guard text.utf8.last == UInt8(ascii: "]") else { return names.append(text) }
            var name = Substring(text)
            while name.utf8.last == UInt8(ascii: "]"), name.hasSuffix("[]") { name = name.dropLast(2) }
            names.append(String(name))
            return
        }
        guard let node = try? CSharpTypeNode.parse(text) else { return }
        var pending = [node]
        while let current = pending.popLast() {
            var name = current.name
            while name.hasSuffix("[]") { name.removeLast(2) }
            names.append(name)
            if !current.arguments.isEmpty { names.append("\(name)`\(current.arguments.count)") }
            pending += current.arguments
        }
    }

    /// True when `text` contains `<` as Foundation's `contains` finds it (not where a combining mark follows it);
    /// an ASCII text answers from its bytes.
    private static func hasGenericArguments(_ text: String) -> Bool {
        guard text.utf8.contains(UInt8(ascii: "<")) else { return false }
        return text.utf8.allSatisfy { $0 < 0x80 } || text.contains("<")
    }
}
