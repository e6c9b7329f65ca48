import Foundation

/// Reads the classes of a generated `dtos.py` into `DtoStructure`s, line by line: a class starts at `class Name(...):`
/// and ends at the next line in column 0. Of its bases, `Generic[...]` is left out, `IReturn[...]`, `IReturnVoid` and
/// the other `I`-interfaces are interfaces, and the first other base is the base class (`str` for a string enum,
/// whose `Enum` then counts as an interface). Fields (`name: Type = default`) and enum members (`NAME = 'value'`)
/// are the properties. Docstrings are skipped.
enum PythonStructureReader {
    static func read(_ source: String) -> [String: DtoStructure] {
        var structures: [String: DtoStructure] = [:]
        var current: DtoStructure?
        var inDocstring = false
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("\"\"\"") {
                let closesOnSameLine = line.count >= 6 && line.hasSuffix("\"\"\"")
                if !closesOnSameLine { inDocstring.toggle() }
                continue
            }
            if inDocstring || line.isEmpty { continue }
            if !rawLine.hasPrefix(" ") {
                if let finished = current { structures[finished.name] = finished }
                current = declaration(line)
                continue
            }
            if current != nil, let (name, type) = field(line) { current?.properties[name] = type }
        }
        if let finished = current { structures[finished.name] = finished }
        return structures
    }

    /// `class Name(Base[T], IReturn[X], IGet):` or `class Name:`.
    static func declaration(_ line: String) -> DtoStructure? {
        guard line.hasPrefix("class "), line.hasSuffix(":") else { return nil }
        let header = line.dropFirst("class ".count).dropLast()
        let name = String(header.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !name.isEmpty else { return nil }
        var structure = DtoStructure(name: name)
        var bases = header.dropFirst(name.count)
        guard bases.hasPrefix("("), bases.hasSuffix(")") else { return structure }
        bases = bases.dropFirst().dropLast()
        for base in splitTopLevel(bases).map(compact) where !base.hasPrefix("Generic[") {
            if isInterface(base) || structure.base != nil {
                structure.interfaces.append(base)
            } else {
                structure.base = base
            }
        }
        return structure
    }

    /// `IReturn[X]`, `IReturnVoid`, `IGet`, `IHasSessionId`: an `I` followed by a capital letter.
    static func isInterface(_ base: String) -> Bool {
        let characters = Array(base.prefix(2))
        return characters.count == 2 && characters[0] == "I" && characters[1].isUppercase
    }

    /// `name: Type = default` (the type, without its default) or an enum's `NAME = value`.
    static func field(_ line: String) -> (String, String)? {
        guard !line.hasPrefix("#"), !line.hasPrefix("@"), !line.hasPrefix("def ") else { return nil }
        let name = line.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        let rest = line.dropFirst(name.count)
        if rest.hasPrefix(": ") {
            var type = rest.dropFirst(2)
            if let initializer = type.range(of: " = ") { type = type[..<initializer.lowerBound] }
            return (String(name), compact(type))
        }
        if rest.hasPrefix(" = ") { return (String(name), String(rest.dropFirst(3))) }
        return nil
    }

    /// A type without whitespace or forward-reference quotes: `Dict[str, str]` and `Dict[str,str]` are the same
    /// type, and so are `'Optional[Poco]'` and `Optional[Poco]`.
    static func compact<Text: StringProtocol>(_ type: Text) -> String {
        String(type.filter { !$0.isWhitespace && $0 != "'" && $0 != "\"" })
    }
}
