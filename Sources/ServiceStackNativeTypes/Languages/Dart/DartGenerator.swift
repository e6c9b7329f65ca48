import Foundation

/// Generates Dart DTOs (`dtos.dart`) for the `servicestack` Dart package.
enum DartGenerator {
    static func generate(_ metadata: MetadataTypes, options: LanguageOptions, context: GenerationContext)
        throws -> String
    {
        let parsed = try DartOptions(options, metadata: metadata)
        let selection = ReferenceSelection(metadata, settings: try options.selectionSettings(context: context))
        let types = selection.baseTypesFirst.filter { !DartLibrary.definesType(named: $0.type.name) }
        var renderer = try DartRenderer(options: parsed, types: types)
        let library =
            parsed.globalNamespace ?? host(options.baseUrl(context: context)) ?? host(metadata.config?.baseUrl) ?? ""
        let body = try renderer.render(types, library: library)
        let header = try parsed.header(options, context: context)
        return (header + [""] + body).joined(separator: "\n") + "\n"
    }

    /// The host of a base URL, which names the `TypeContext` library when there is no global namespace.
    private static func host(_ baseUrl: String?) -> String? {
        baseUrl.flatMap { URL(string: $0)?.host }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
