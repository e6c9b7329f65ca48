import Foundation

extension TypeTranslator {
    /// `public enum {Name} : Int|String, Codable` (spec 11.6). Case names that had to change keep
    /// their wire name as the raw value; duplicate cases are commented out so the output compiles.
    func enumDeclaration(comments: [String]) throws(GeneratorError) -> TypeDeclaration {
        let name = try context.mapper.declaredName(type.name)
        let names = type.enumNames ?? []
        let values = type.enumValues ?? []
        // `[EnumMember(Value=...)]` names are what the server sends for String enums.
        let memberValues = type.enumMemberValues ?? []
        let isInt = values.count > 1
        var members: [Member] = []
        var seenNames = Set<String>()
        var seenValues = Set<Int>()
        var seenStrings = Set<String>()
        for (index, wireName) in names.enumerated() {
            let styled =
                context.generation.enumNameStrategy == .swiftStyle
                ? DotNetCasing.camelCase(wireName) : wireName
            let caseName = SwiftIdentifier.escaped(styled)
            guard seenNames.insert(SwiftIdentifier.unescaped(caseName)).inserted else {
                members.append(
                    .line("//case \(SwiftLiteral.comment(wireName)) ignored. Duplicate case name"))
                continue
            }
            var rawValue: String?
            if isInt {
                if index < values.count,
                    let number = Int(values[index].trimmingCharacters(in: .whitespaces))
                {
                    guard seenValues.insert(number).inserted else {
                        members.append(.line("//case \(caseName) = \(number) ignored. Duplicate raw value"))
                        continue
                    }
                    rawValue = String(number)
                }
            } else {
                let sentName = index < memberValues.count ? memberValues[index] : wireName
                guard seenStrings.insert(sentName).inserted else {
                    members.append(
                        .line("//case \(caseName) = \(SwiftLiteral.comment(sentName)) ignored. Duplicate raw value"))
                    continue
                }
                if SwiftIdentifier.unescaped(caseName) != sentName {
                    rawValue = SwiftLiteral.string(sentName)
                }
            }
            members.append(.enumCase(name: caseName, rawValue: rawValue))
        }
        let hasCases = members.contains { if case .enumCase = $0 { true } else { false } }
        var inheritance: [SwiftType] =
            hasCases ? [.named(isInt ? "Int" : "String"), .named("Codable")] : [.named("Codable")]
        if !hasCases {
            // Swift cannot synthesize Codable for an enum without cases, nor give it a raw type.
            members += [
                .line("public init(from decoder: Decoder) throws {"),
                .line(
                    "    throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: \"\(name) has no cases\"))"
                ),
                .line("}"),
                .blank,
                .line("public func encode(to encoder: Encoder) throws {}"),
            ]
        }
        if options.useStructs { inheritance.append(.named("Sendable")) }
        return TypeDeclaration(
            comments: comments,
            modifiers: options.useStructs ? ["nonisolated", "public"] : ["public"],
            kind: .enum,
            name: name,
            inheritance: inheritance,
            members: members,
            extensions: []
        )
    }
}
