import Foundation

/// Generates Kotlin DTOs (placeholder until its renderer lands).
enum KotlinGenerator {
    static func generate(_ metadata: MetadataTypes, options: LanguageOptions, context: GenerationContext)
        throws -> String
    {
        throw GeneratorError.languageNotGenerated("Kotlin")
    }
}
