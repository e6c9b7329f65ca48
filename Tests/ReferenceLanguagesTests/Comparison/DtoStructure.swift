import Foundation

/// The shape of one generated DTO class, enough to compare two generators' outputs: its base class, the interfaces it
/// implements (including `IReturn<T>`) and its properties' names and types, each as the output spells them.
struct DtoStructure: Equatable, Sendable {
    var name: String
    var base: String?
    var interfaces: [String] = []
    var properties: [String: String] = [:]
}

/// One way a class differs between our output and ServiceStack's published output for the same server.
struct DtoDifference: Hashable, Sendable, CustomStringConvertible {
    /// `typescript` or `python`.
    var language: String
    var className: String
    /// What differs, e.g. `base`, `interfaces`, `property userId`.
    var aspect: String
    var ours: String
    var published: String

    var description: String { "\(language) \(className) \(aspect): ours \(ours), published \(published)" }

    /// The key an accepted difference is listed under: everything but the values, which the reason explains.
    var key: String { "\(language) \(className) \(aspect)" }
}

extension DtoStructure {
    /// Every way `self` (ours) differs from `published`: the base, the interface set, each property only one side
    /// has, and each shared property's type.
    func differences(from published: DtoStructure, language: String) -> [DtoDifference] {
        func difference(_ aspect: String, _ ours: String, _ theirs: String) -> DtoDifference {
            DtoDifference(language: language, className: name, aspect: aspect, ours: ours, published: theirs)
        }
        var result: [DtoDifference] = []
        if base != published.base {
            result.append(difference("base", base ?? "none", published.base ?? "none"))
        }
        if Set(interfaces) != Set(published.interfaces) {
            result.append(
                difference(
                    "interfaces", interfaces.sorted().joined(separator: ", "),
                    published.interfaces.sorted().joined(separator: ", ")))
        }
        for property in Set(properties.keys).union(published.properties.keys).sorted() {
            let ours = properties[property]
            let theirs = published.properties[property]
            if ours != theirs {
                result.append(difference("property \(property)", ours ?? "missing", theirs ?? "missing"))
            }
        }
        return result
    }
}

/// Splits `text` at the commas that are not inside `<>`, `[]`, `()` or `{}`, trimming each part.
func splitTopLevel(_ text: Substring, separator: Character = ",") -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    for character in text {
        switch character {
        case "<", "[", "(", "{": depth += 1
        case ">", "]", ")", "}": depth -= 1
        default: break
        }
        if character == separator, depth == 0 {
            parts.append(current.trimmingCharacters(in: .whitespaces))
            current = ""
        } else {
            current.append(character)
        }
    }
    let last = current.trimmingCharacters(in: .whitespaces)
    if !last.isEmpty { parts.append(last) }
    return parts
}
