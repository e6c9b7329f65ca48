import Foundation

/// Generates C# DTOs (placeholder until its renderer lands).
enum CSharpGenerator {
    static func generate(_ metadata: MetadataTypes, options: LanguageOptions, context: GenerationContext)
        throws -> String
    {
        throw GeneratorError.languageNotGenerated("C#")
    }
}
