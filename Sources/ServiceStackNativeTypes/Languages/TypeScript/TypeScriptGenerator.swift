import Foundation

/// Generates TypeScript DTOs (placeholder until its renderer lands).
enum TypeScriptGenerator {
    static func generate(_ metadata: MetadataTypes, options: LanguageOptions, context: GenerationContext)
        throws -> String
    {
        throw GeneratorError.languageNotGenerated("TypeScript")
    }

    static func generateDeclarations(
        _ metadata: MetadataTypes, options: LanguageOptions, context: GenerationContext
    ) throws -> String {
        throw GeneratorError.languageNotGenerated("TypeScript declarations")
    }
}
