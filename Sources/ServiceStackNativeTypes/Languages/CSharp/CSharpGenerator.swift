import Foundation

/// Generates C# DTOs (`dtos.cs`).
enum CSharpGenerator {
    static func generate(_ metadata: MetadataTypes, options: LanguageOptions, context: GenerationContext)
        throws -> String
    {
        let parsed = try CSharpOptions(options, metadata: metadata)
        let selection = ReferenceSelection(metadata, settings: try options.selectionSettings(context: context))
        var renderer = CSharpRenderer(options: parsed, serverVersion: context.serverVersion)
        let body = try renderer.render(selection.types)
        let header = try parsed.header(options, context: context)
        return (header + [""] + body).joined(separator: "\n") + "\n"
    }
}
