import Foundation

extension MetadataTypes {
    /// The document without the types a server never exports (`NativeTypesConfig.ignoreTypes`): operations whose
    /// request type is listed are removed, a listed response type is dropped from its operation (with the
    /// `IReturn` type naming it), and listed types are removed. Names match as in `ExcludeTypes`.
    public func removingTypes(named names: Set<String>) -> MetadataTypes {
        guard !names.isEmpty else { return self }
        func isIgnored(_ name: String) -> Bool {
            names.contains { IncludeTypeEntry.nameMatches($0, name) }
        }
        var result = self
        result.operations = operations.compactMap { operation in
            guard !isIgnored(operation.request.name) else { return nil }
            var kept = operation
            if let response = kept.response, isIgnored(response.name) { kept.response = nil }
            if let returnType = kept.returnType, isIgnored(returnType.name) { kept.returnType = nil }
            return kept
        }
        result.types = types.filter { !isIgnored($0.name) }
        return result
    }
}
