import Foundation

/// One `IncludeTypes` entry.
enum IncludeTypeEntry: Equatable, Sendable {
    /// `Name`: the type itself (for a request, also its response).
    case name(String)
    /// `Name.*`: the request, its response and every type they reference.
    case closure(String)
    /// `My.Namespace/*`: every type whose namespace starts with the prefix.
    case namespace(String)
    /// `*.Name`: the type plus every request that references it.
    case referencedBy(String)
    /// `{tag}` or `{tag1,tag2}`: every request with one of the tags, expanded like `.*`.
    case tags([String])

    init(_ text: String) {
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 2 {
            let inner = text.dropFirst().dropLast()
            self = .tags(inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        } else if text.hasSuffix(".*") {
            self = .closure(String(text.dropLast(2)))
        } else if text.hasSuffix("/*") {
            self = .namespace(String(text.dropLast(2)))
        } else if text.hasPrefix("*.") {
            self = .referencedBy(String(text.dropFirst(2)))
        } else {
            self = .name(text)
        }
    }

    /// True when `typeName` is `entry` or `` entry`N ``.
    static func nameMatches(_ entry: String, _ typeName: String) -> Bool {
        if typeName == entry { return true }
        guard let tick = typeName.firstIndex(of: "`") else { return false }
        return typeName[..<tick] == entry
    }
}
