import Foundation

/// Generates Python DTOs (`dtos.py`) as ServiceStack's Python generator does: the `""" Options: ... """` header,
/// the default imports, `TypeVar`s for generic parameters, then `@dataclass_json` + `@dataclass` classes and
/// `Enum`/`IntEnum` enums, each type after the types it extends or names as its response.
enum PythonGenerator {
    static func generate(_ metadata: MetadataTypes, options: LanguageOptions, context: GenerationContext)
        throws -> String
    {
        let settings = try PythonOptions(options, context: context)
        let selection = ReferenceSelection(metadata, settings: settings.selection)
        let declared = selection.baseTypesFirst.filter { !PythonServiceStackTypes.isProvided($0.type.name) }
        let ordered = PythonTypeOrder.sorted(declared, addReturnMarker: context.config.addReturnMarker)
        var names: [String: String] = [:]
        for entry in ordered {
            let key = entry.type.name.split(separator: "`").first.map(String.init) ?? entry.type.name
            names[key] = try PythonNames.typeName(entry.type.name)
        }
        var header = LanguageHeader()
        header.opening = "\"\"\" Options:"
        header.closing = "\"\"\""
        let headerLines = header.lines(
            context: context, baseUrl: options.baseUrl(context: context),
            options: settings.headerOptions(options, context: context),
            unknown: options.unknownParameters(known: PythonOptions.keys + ["MakePropertiesOptional"]))
        var lines = headerLines.map(headerLine)
        lines.append("")
        lines += settings.defaultImports.map(importLine)
        lines.append("")
        let typeVariables = Self.typeVariables(ordered)
        for variable in typeVariables { lines.append("\(variable) = TypeVar('\(variable)')") }
        var renderer = PythonTypeRenderer(
            settings: settings, names: names, addReturnMarker: context.config.addReturnMarker)
        for entry in ordered {
            lines.append("")
            lines += try renderer.render(entry)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Header lines use `#` for options not given, and cannot close the docstring early.
    private static func headerLine(_ line: String) -> String {
        let text = line.hasPrefix("//") ? "#" + line.dropFirst(2) : line
        guard text != "\"\"\"", text != "\"\"\" Options:" else { return text }
        return PythonNames.commentText(text).replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "'")
    }

    /// `module` → `import module`; `module:a/b` → `from module import a, b`.
    private static func importLine(_ entry: String) -> String {
        let clean = PythonNames.commentText(entry)
        let parts = clean.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return "import \(clean)" }
        let members = parts[1].split(separator: "/").joined(separator: ", ")
        return "from \(parts[0]) import \(members)"
    }

    private static func typeVariables(_ types: [SelectedType]) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for entry in types where entry.type.isGenericTypeDef == true || !(entry.type.genericArgs ?? []).isEmpty {
            for argument in entry.type.genericArgs ?? [] {
                let name = PythonNames.escaped(PythonNames.identifier(argument))
                if seen.insert(name).inserted { result.append(name) }
            }
        }
        return result
    }
}
