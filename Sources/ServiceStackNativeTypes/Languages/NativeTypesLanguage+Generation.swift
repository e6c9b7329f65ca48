import Foundation

extension NativeTypesLanguage {
    /// Generates this language's DTOs from a metadata document, as the host's `/types/{language}` does.
    /// - Parameters:
    ///   - metadata: the `/types/metadata` document.
    ///   - parameters: the request's options (query string or an updated file's header), in order.
    ///   - context: the host's settings: the defaults of options not given (shared ones in `config`, this
    ///     language's own in `config.languageDefaults`), types never exported, and the header's date.
    /// - Throws: `OptionsError` for an unreadable option, `GeneratorError` for a document that cannot become
    ///   valid code in this language.
    public func generate(
        metadata: MetadataTypes, parameters: [OptionParameter] = [], context: GenerationContext = GenerationContext()
    ) throws -> String {
        let exported = metadata.removingTypes(named: context.config.ignoreTypes)
        switch self {
        case .swift:
            return try SwiftGenerator.generate(
                metadata: metadata, options: NativeTypesOptions(parameters: parameters), context: context)
        case .typeScript:
            return try TypeScriptGenerator.generate(exported, options: options(parameters, context), context: context)
        case .typeScriptDeclarations:
            return try TypeScriptGenerator.generateDeclarations(
                exported, options: options(parameters, context), context: context)
        case .javaScript:
            return try JavaScriptGenerator.generate(exported, options: options(parameters, context), context: context)
        case .python:
            return try PythonGenerator.generate(exported, options: options(parameters, context), context: context)
        case .java:
            return try JavaGenerator.generate(exported, options: options(parameters, context), context: context)
        case .kotlin:
            return try KotlinGenerator.generate(exported, options: options(parameters, context), context: context)
        case .cSharp:
            return try CSharpGenerator.generate(exported, options: options(parameters, context), context: context)
        case .dart:
            return try DartGenerator.generate(exported, options: options(parameters, context), context: context)
        }
    }

    private func options(_ parameters: [OptionParameter], _ context: GenerationContext) -> LanguageOptions {
        LanguageOptions(given: parameters, defaults: context.config.languageDefaults[self] ?? [])
    }
}
