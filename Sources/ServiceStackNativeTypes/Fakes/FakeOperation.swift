/// A request DTO of the generated file, as the fake exposes it.
struct FakeOperation: Equatable {
    var requestType: String
    /// The response type, or nil for `IReturnVoid` requests.
    var responseType: String?

    /// The operations among translated declarations: non-generic request DTOs with a return marker.
    static func collect(from file: SwiftFile) -> [FakeOperation] {
        file.declarations.compactMap { declaration in
            guard case .type(let type) = declaration, type.kind == .class || type.kind == .struct,
                type.genericParameters.isEmpty
            else { return nil }
            if type.inheritance.contains(.named("IReturnVoid")) { return FakeOperation(requestType: type.name) }
            guard type.inheritance.contains(.named("IReturn")) else { return nil }
            return FakeOperation(requestType: type.name, responseType: returnType(of: type) ?? "\(type.name).Return")
        }
    }

    private static func returnType(of type: TypeDeclaration) -> String? {
        for case .returnTypeAlias(let returnType) in type.members { return returnType.description }
        return nil
    }
}
