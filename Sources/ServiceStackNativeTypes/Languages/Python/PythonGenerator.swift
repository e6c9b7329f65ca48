import Foundation

/// Generates Python DTOs (placeholder until its renderer lands).
enum PythonGenerator {
    static func generate(_ metadata: MetadataTypes, options: LanguageOptions, context: GenerationContext)
        throws -> String
    {
        throw GeneratorError.languageNotGenerated("Python")
    }
}
