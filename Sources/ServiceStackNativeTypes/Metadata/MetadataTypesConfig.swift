import Foundation

/// The `config` object of a `/types/metadata` document (`MetadataTypesConfig` on the server).
public struct MetadataTypesConfig: Codable, Sendable, Equatable {
    /// The server's base URL, written as the generated file's `BaseUrl`.
    public var baseUrl: String?
    /// The path the generator was asked for, when not the default one.
    public var usePath: String?
    /// Whether C# classes are generated `partial`.
    public var makePartial: Bool?
    /// Whether C# properties are generated `virtual`.
    public var makeVirtual: Bool?
    /// Whether C# types are generated `internal`.
    public var makeInternal: Bool?
    /// The base class of generated classes that have no .NET base.
    public var baseClass: String?
    /// The package or namespace of languages that declare one (Java, Kotlin, Dart).
    public var package: String?
    /// Whether requests adopt `IReturn` for their response type.
    public var addReturnMarker: Bool?
    /// Whether `[Description]` texts become comments in the generated code.
    public var addDescriptionAsComments: Bool?
    /// Whether descriptions become documentation annotations (TypeScript, Kotlin).
    public var addDocAnnotations: Bool?
    /// Whether `[DataContract]` attributes are written (as comments in Swift).
    public var addDataContractAttributes: Bool?
    /// Whether `[DataMember(Order=n)]` indexes are written (as comments in Swift).
    public var addIndexesToDataMembers: Bool?
    /// Whether C# types get `[GeneratedCode]` attributes.
    public var addGeneratedCodeAttributes: Bool?
    /// The version every request gets as `version`, if any.
    public var addImplicitVersion: Int?
    /// Whether responses lacking `ResponseStatus` get one.
    public var addResponseStatus: Bool?
    /// Whether types from ServiceStack's own namespaces are included.
    public var addServiceStackTypes: Bool?
    /// Whether model extensions are generated (printed only by the Swift generator).
    public var addModelExtensions: Bool?
    /// Whether Java properties get getters and setters.
    public var addPropertyAccessors: Bool?
    /// Whether types with a generic base are left out.
    public var excludeGenericBaseTypes: Bool?
    /// Whether Java setters return `this`.
    public var settersReturnThis: Bool?
    /// Whether nullable annotations are written (Kotlin, TypeScript).
    public var addNullableAnnotations: Bool?
    /// Whether properties are generated optional.
    public var makePropertiesOptional: Bool?
    /// Whether TypeScript declarations are exported as types.
    public var exportAsTypes: Bool?
    /// Whether interfaces a type implements are left out.
    public var excludeImplementedInterfaces: Bool?
    /// The XML namespace of C# data contracts.
    public var addDefaultXmlNamespace: String?
    /// Whether C# data contracts implement `IExtensibleDataObject`.
    public var makeDataContractsExtensible: Bool?
    /// Whether collection properties are initialized empty (`= []` in Swift).
    public var initializeCollections: Bool?
    /// Namespaces added to the defaults.
    public var addNamespaces: [String]?
    /// The namespaces (C#) or imports every file starts with.
    public var defaultNamespaces: [String]?
    /// The imports every generated file starts with (`Foundation`, `ServiceStack` in Swift).
    public var defaultImports: [String]?
    /// The only types to generate (`IncludeTypes`), with their wildcard and tag forms.
    public var includeTypes: [String]?
    /// Types to leave out (`ExcludeTypes`).
    public var excludeTypes: [String]?
    /// Tags whose operations are exported.
    public var exportTags: [String]?
    /// .NET types generated as `String`.
    public var treatTypesAsStrings: [String]?
    /// Whether custom .NET structs keep their names instead of becoming `String`.
    public var exportValueTypes: Bool?
    /// The namespace generated types are placed in (C#, TypeScript).
    public var globalNamespace: String?
    /// Whether namespaces are left out of the generated code.
    public var excludeNamespace: Bool?
    /// The Kotlin or Dart class of data types, when set.
    public var dataClass: String?
    /// The JSON annotation of Kotlin or Dart data classes, when set.
    public var dataClassJson: String?
    /// Namespaces whose types are never exported.
    public var ignoreTypesInNamespaces: [String]?

    /// Creates an empty configuration.
    public init() {}
}
