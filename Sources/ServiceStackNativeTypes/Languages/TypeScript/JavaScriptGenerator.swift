import Foundation

/// Generates JavaScript DTOs (placeholder until its renderer lands).
enum JavaScriptGenerator {
    static func generate(_ metadata: MetadataTypes, options: LanguageOptions, context: GenerationContext)
        throws -> String
    {
        throw GeneratorError.languageNotGenerated("JavaScript")
    }
}
