import Foundation

/// Generates Java DTOs (`dtos.java`) as ServiceStack's Java generator does: the `/* Options: ... */` header, an
/// optional `package`, the imports, then one public class (`dtos`) with every DTO nested in it as a static class or
/// enum.
enum JavaGenerator {
    static func generate(_ metadata: MetadataTypes, options: LanguageOptions, context: GenerationContext)
        throws -> String
    {
        let parsed = try JavaOptions(options, context: context)
        let selection = ReferenceSelection(metadata, settings: parsed.selection)
        var renderer = JavaRenderer(options: parsed)
        let body = try renderer.render(selection.types)
        let imports = parsed.imports(usesGson: renderer.usesGson)
        var lines = parsed.header(options, context: context, imports: imports)
        lines.append("")
        if let package = parsed.package {
            lines += ["package \(try JavaIdentifier.qualifiedName(package));", ""]
        }
        for entry in imports {
            let isStatic = entry.hasPrefix("static ")
            let name = isStatic ? String(entry.dropFirst("static ".count)) : entry
            lines.append(
                "import \(isStatic ? "static " : "")\(try JavaIdentifier.qualifiedName(name, allowsWildcard: true));")
        }
        lines += ["", "public class \(try JavaIdentifier.name(parsed.globalNamespace))", "{"]
        lines += body
        lines += ["", "}"]
        return lines.joined(separator: "\n") + "\n"
    }
}
