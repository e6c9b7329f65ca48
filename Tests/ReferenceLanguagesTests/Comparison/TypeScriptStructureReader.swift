import Foundation

/// Reads the classes, interfaces and enums of a generated `dtos.ts` into `DtoStructure`s, line by line: a declaration
/// starts at `export class|interface|enum Name` and ends at the next `}` in column 0. A class's base is its `extends`,
/// an interface's `extends` list counts as interfaces; an enum's members are its properties, with their values as
/// types. Types are compared without whitespace.
enum TypeScriptStructureReader {
    static func read(_ source: String) -> [String: DtoStructure] {
        var structures: [String: DtoStructure] = [:]
        var current: DtoStructure?
        var isEnum = false
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if rawLine.hasPrefix("}") {
                if let finished = current { structures[finished.name] = finished }
                current = nil
                continue
            }
            if current == nil {
                if let (structure, enumDeclaration) = declaration(line) {
                    current = structure
                    isEnum = enumDeclaration
                    if line.hasSuffix("{}") {
                        structures[structure.name] = structure
                        current = nil
                    }
                }
                continue
            }
            if isEnum {
                if let (name, value) = enumMember(line) { current?.properties[name] = value }
            } else if let (name, type) = property(line) {
                current?.properties[name] = type
            }
        }
        return structures
    }

    /// `export class Name<T> extends Base<T> implements IReturn<X>, IGet` and its interface and enum forms.
    static func declaration(_ line: String) -> (DtoStructure, isEnum: Bool)? {
        var rest = Substring(line)
        for prefix in ["export ", "declare "] where rest.hasPrefix(prefix) { rest = rest.dropFirst(prefix.count) }
        if rest.hasSuffix("{}") { rest = Substring(rest.dropLast(2).trimmingCharacters(in: .whitespaces)) }
        let keyword = rest.prefix { $0 != " " }
        guard ["class", "interface", "enum"].contains(keyword) else { return nil }
        rest = rest.dropFirst(keyword.count).drop { $0 == " " }
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
        guard !name.isEmpty else { return nil }
        var structure = DtoStructure(name: name)
        if keyword == "enum" { return (structure, true) }
        rest = rest.dropFirst(name.count)
        if rest.hasPrefix("<") { rest = rest.dropFirst(balancedPrefixLength(rest)) }
        var implements: Substring = ""
        if let range = rest.range(of: " implements ") {
            implements = rest[range.upperBound...]
            rest = rest[..<range.lowerBound]
        }
        var extends: [String] = []
        if let range = rest.range(of: " extends ") { extends = splitTopLevel(rest[range.upperBound...]).map(compact) }
        if keyword == "class" {
            structure.base = extends.first
            structure.interfaces = splitTopLevel(implements).map(compact)
        } else {
            structure.interfaces = extends
        }
        return (structure, false)
    }

    /// `public name?: Type;` or `name: Type;` (a method such as `createResponse(): T;` is not a property).
    static func property(_ line: String) -> (String, String)? {
        var rest = Substring(line)
        if rest.hasPrefix("public ") { rest = rest.dropFirst("public ".count) }
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        var name = rest[..<colon]
        if name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
        let isQuoted = name.hasPrefix("'") && name.hasSuffix("'") && name.count > 1
        guard isQuoted || (!name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
        else { return nil }
        var type = rest[rest.index(after: colon)...]
        if let comment = type.range(of: "; //") { type = type[..<comment.lowerBound] }
        if type.hasSuffix(";") { type = type.dropLast() }
        if let initializer = type.range(of: " = ") { type = type[..<initializer.lowerBound] }
        return (isQuoted ? String(name.dropFirst().dropLast()) : String(name), compact(type))
    }

    /// `Name = 'value',` or `Name = 1,`.
    static func enumMember(_ line: String) -> (String, String)? {
        guard let range = line.range(of: " = ") else {
            let name = line.hasSuffix(",") ? String(line.dropLast()) : line
            return name.isEmpty || name.hasPrefix("/") ? nil : (name, name)
        }
        var value = line[range.upperBound...]
        if value.hasSuffix(",") { value = value.dropLast() }
        return (String(line[..<range.lowerBound]), String(value))
    }

    /// The length of the `<...>` group `text` starts with.
    static func balancedPrefixLength(_ text: Substring) -> Int {
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "<" { depth += 1 }
            if character == ">" {
                depth -= 1
                if depth == 0 { return offset + 1 }
            }
        }
        return text.count
    }

    /// A type without whitespace, so that `{ [index: string]: string; }` equals `{ [index:string]: string; }`.
    static func compact<Text: StringProtocol>(_ type: Text) -> String {
        String(type.filter { !$0.isWhitespace })
    }
}
