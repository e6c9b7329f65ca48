import Foundation

/// Generates Kotlin DTOs (`dtos.kt`) as ServiceStack's Kotlin generator does: the `/* Options: ... */` header, an
/// optional `package`, the imports, then every DTO as a top-level open class, interface or enum class.
enum KotlinGenerator {
    static func generate(_ metadata: MetadataTypes, options: LanguageOptions, context: GenerationContext)
        throws -> String
    {
        let parsed = try KotlinOptions(options, context: context)
        let selection = ReferenceSelection(metadata, settings: parsed.selection)
        var renderer = KotlinRenderer(options: parsed)
        let body = try renderer.render(selection.types)
        let imports = parsed.imports(usesGson: renderer.usesGson)
        var lines = parsed.header(options, context: context, imports: imports)
        lines.append("")
        if let package = parsed.package {
            lines += ["package \(try KotlinIdentifier.qualifiedName(package))", ""]
        }
        for entry in imports {
            lines.append("import \(try KotlinIdentifier.qualifiedName(entry, allowsWildcard: true))")
        }
        lines += body
        return lines.joined(separator: "\n") + "\n"
    }
}
