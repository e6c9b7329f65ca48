import Foundation

/// Generates a `*.dtos.swift` file from a ServiceStack metadata document, like `/types/swift`.
public enum SwiftGenerator {
    /// Decode → select types → translate into declarations → render text.
    /// - Parameters:
    ///   - metadata: the `/types/metadata` document.
    ///   - options: the request options (header/query string); `nil` fields use the defaults.
    ///   - context: server-side settings (the defaults of options not given, types never exported) and the
    ///     header date (pass a fixed one for stable output).
    /// - Throws: `GeneratorError` for names that cannot become valid Swift.
    public static func generate(
        metadata: MetadataTypes,
        options: NativeTypesOptions = NativeTypesOptions(),
        context: GenerationContext = GenerationContext()
    ) throws(GeneratorError) -> String {
        let exported = metadata.removingTypes(named: context.config.ignoreTypes)
        let file = try Translator(options: options, context: context).translate(exported)
        return SwiftRenderer().render(file)
    }

    /// Decodes metadata JSON, then generates.
    /// - Throws: `MetadataDecodingError` or `GeneratorError`.
    public static func generate(
        metadataJSON: Data,
        options: NativeTypesOptions = NativeTypesOptions(),
        context: GenerationContext = GenerationContext()
    ) throws -> String {
        try generate(
            metadata: MetadataTypes.decode(from: metadataJSON), options: options, context: context)
    }
}
