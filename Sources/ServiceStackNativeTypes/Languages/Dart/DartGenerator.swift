import Foundation

/// Generates Dart DTOs (placeholder until its renderer lands).
enum DartGenerator {
    static func generate(_ metadata: MetadataTypes, options: LanguageOptions, context: GenerationContext)
        throws -> String
    {
        throw GeneratorError.languageNotGenerated("Dart")
    }
}
