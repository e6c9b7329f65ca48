import Foundation

/// Everything the translation of every type shares, built once before any type is translated and never changed.
/// A class, so the translators that hold it share one copy instead of copying every option per type and property.
final class TranslationContext: Sendable {
    /// The options in effect.
    let options: ResolvedOptions
    /// Server-side settings and the header's facts.
    let generation: GenerationContext
    /// The document's types and the type mapper.
    let catalog: TypeCatalog
    /// Which types become structs, which are `Sendable` and which properties are boxed (all empty without
    /// `UseStructs`).
    let structs: StructPlanner.Plan

    init(options: ResolvedOptions, generation: GenerationContext, catalog: TypeCatalog, selected: [SelectedType]) {
        self.options = options
        self.generation = generation
        self.catalog = catalog
        structs =
            options.useStructs
            ? StructPlanner(options: options, catalog: catalog).plan(selected) : StructPlanner.Plan()
    }

    var mapper: SwiftTypeMapper { catalog.mapper }
}
