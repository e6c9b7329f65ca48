import Foundation

/// Generates Java DTOs (placeholder until its renderer lands).
enum JavaGenerator {
    static func generate(_ metadata: MetadataTypes, options: LanguageOptions, context: GenerationContext)
        throws -> String
    {
        throw GeneratorError.languageNotGenerated("Java")
    }
}
