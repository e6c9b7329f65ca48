import Foundation

/// Generates JavaScript ES module DTOs with JSDoc types (`dtos.mjs`).
enum JavaScriptGenerator {
    static func generate(_ metadata: MetadataTypes, options: LanguageOptions, context: GenerationContext)
        throws -> String
    {
        try TypeScriptOptions.generate(metadata, options: options, context: context, mode: .javaScript)
    }
}
