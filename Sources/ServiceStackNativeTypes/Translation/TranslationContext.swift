import Foundation

/// Lookups shared by the translation of every type (a class, so that per-type translators share it).
final class TranslationContext {
    var options: ResolvedOptions
    var context: GenerationContext
    var mapper: SwiftTypeMapper
    /// Selected types by .NET name.
    var selectedByName: [String: MetadataType]
    /// Every type in the document by .NET name (for enum checks).
    var documentByName: [String: MetadataType]
    /// Names of types emitted as structs in struct mode.
    var structNames: Set<String>
    /// Struct names that can also conform to `Sendable`.
    var sendableStructNames: Set<String>
    /// `(type, property)` pairs whose struct value must be boxed to break recursion.
    var boxedProperties: Set<String>

    init(
        options: ResolvedOptions,
        context: GenerationContext,
        mapper: SwiftTypeMapper,
        selectedByName: [String: MetadataType],
        documentByName: [String: MetadataType]
    ) {
        self.options = options
        self.context = context
        self.mapper = mapper
        self.selectedByName = selectedByName
        self.documentByName = documentByName
        self.structNames = []
        self.sendableStructNames = []
        self.boxedProperties = []
    }

    func selected(named name: String) -> MetadataType? { selectedByName[name] }

    func isInterface(_ name: String) -> Bool {
        selectedByName[name]?.isInterface == true
    }

    func isEnum(_ name: String) -> Bool {
        documentByName[name]?.isEnum == true
    }

    /// Generic parameter names of a type definition, as Swift identifiers.
    func scope(of type: MetadataType) -> Set<String> {
        Set((type.genericArgs ?? []).map(SwiftIdentifier.escaped))
    }
}
