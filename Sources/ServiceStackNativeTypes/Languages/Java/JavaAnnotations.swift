import Foundation

/// The metadata attributes the Java and Kotlin outputs write as annotations of ServiceStack's Java client library:
/// `@Api` and `@ApiMember`, with only the elements the library declares, string elements as escaped literals and
/// boolean elements only when their value is a boolean. Both languages write `@Name(Element=value, …)`.
enum JavaAnnotations {
    private enum Element { case string, boolean }

    private static let elements: [String: [String: Element]] = [
        "Api": ["Description": .string],
        "ApiMember": [
            "Verb": .string, "ParameterType": .string, "Name": .string, "Description": .string, "DataType": .string,
            "Route": .string, "IsRequired": .boolean, "AllowMultiple": .boolean,
        ],
    ]

    /// The annotation an annotation line names (`@Api(…)` → `Api`).
    static func name(_ line: String) -> String {
        String(line.dropFirst().prefix { $0 != "(" })
    }

    /// The annotation lines for `attributes` (at most one per name: Java before 8 cannot repeat them, and
    /// ServiceStack comments the repeats out), each string written with `literal`.
    static func lines(_ attributes: [MetadataAttribute]?, literal: (String) -> String) -> [String] {
        var written = Set<String>()
        var lines: [String] = []
        for attribute in attributes ?? [] {
            guard let known = elements[attribute.name], written.insert(attribute.name).inserted else { continue }
            var arguments: [String] = []
            var named = Set<String>()
            for argument in (attribute.constructorArgs ?? []) + (attribute.args ?? []) {
                guard let value = argument.value,
                    let element = known.first(where: {
                        $0.key.caseInsensitiveCompare(argument.name) == .orderedSame
                    }), named.insert(element.key).inserted
                else { continue }
                switch element.value {
                case .string: arguments.append("\(element.key)=\(literal(value))")
                case .boolean:
                    let lowered = value.lowercased()
                    if lowered == "true" || lowered == "false" { arguments.append("\(element.key)=\(lowered)") }
                }
            }
            lines.append("@\(attribute.name)(\(arguments.joined(separator: ", ")))")
        }
        return lines
    }
}
