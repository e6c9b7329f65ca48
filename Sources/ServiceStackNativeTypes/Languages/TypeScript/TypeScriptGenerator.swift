import Foundation

/// Generates TypeScript DTOs (`dtos.ts`) and ambient declarations (`dtos.d.ts`).
enum TypeScriptGenerator {
    static func generate(_ metadata: MetadataTypes, options: LanguageOptions, context: GenerationContext)
        throws -> String
    {
        try TypeScriptOptions.generate(metadata, options: options, context: context, mode: .typeScript)
    }

    static func generateDeclarations(
        _ metadata: MetadataTypes, options: LanguageOptions, context: GenerationContext
    ) throws -> String {
        try TypeScriptOptions.generate(metadata, options: options, context: context, mode: .declarations)
    }
}
