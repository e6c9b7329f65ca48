import Foundation

/// What is read from ServiceStack's published outputs before comparing, each for a reason that is not a difference
/// between the two servers' DTOs.
enum PublishedNormalization {
    /// `techstacks.dtos.ts` came from ServiceStack 5.x, which put a generic type's arity into its TypeScript name
    /// (`QueryDb_1<T>`, `QueryDb_2<From, Into>`); ServiceStack 6 and later, and ours, write `QueryDb<T>`.
    static func typeScript(_ structures: [String: DtoStructure]) -> [String: DtoStructure] {
        var result: [String: DtoStructure] = [:]
        for var structure in structures.values {
            structure.name = withoutArity(structure.name)
            structure.base = structure.base.map(withoutArity)
            structure.interfaces = structure.interfaces.map(withoutArity)
            structure.properties = structure.properties.mapValues(withoutArity)
            result[structure.name] = structure
        }
        return result
    }

    /// Nothing: `techstacks_dtos.py` came from ServiceStack 8.
    static func python(_ structures: [String: DtoStructure]) -> [String: DtoStructure] { structures }

    /// `QueryDb_2<A,B>` → `QueryDb<A,B>`, and a declared `QueryDb_1` → `QueryDb`: an `_` and digits ending a name.
    static func withoutArity(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "_", result.last.map({ $0.isLetter || $0.isNumber }) == true {
                let digits = text[text.index(after: index)...].prefix { $0.isNumber }
                let after = text.index(index, offsetBy: digits.count + 1)
                let endsName =
                    after == text.endIndex || !(text[after].isLetter || text[after].isNumber || text[after] == "_")
                if !digits.isEmpty, endsName {
                    index = after
                    continue
                }
            }
            result.append(character)
            index = text.index(after: index)
        }
        return result
    }
}
