import Foundation
import ServiceStack
import ServiceStackNativeTypes

/// Learns the metadata of Swift DTO types by decoding each once with a `SchemaRecordingDecoder`,
/// and collects every type they refer to (nested DTOs, enums, base classes) for `types`.
final class MetadataTypeCollector {
    /// The referenced types, in the order they were first met.
    private(set) var types: [MetadataType] = []
    private var queue: [Any.Type] = []
    private var queuedNames: Set<String> = []

    /// The .NET reference to `type`; DTOs and enums it names are queued for `types`.
    func reference(for type: Any.Type) -> DotNetTypeReference {
        if let leaf = DotNetLeafTypes.reference(for: type) { return leaf }
        if let optional = type as? any OptionalShape.Type {
            return .nullable(reference(for: optional.wrappedType))
        }
        if let sequence = type as? any SequenceShape.Type {
            return .list(
                of: reference(for: sequence.elementType), named: sequence.isSet ? "HashSet`1" : "List`1")
        }
        if let dictionary = type as? any DictionaryShape.Type {
            let key = reference(for: dictionary.keyType)
            let value = reference(for: dictionary.valueType)
            return DotNetTypeReference(
                name: "Dictionary`2", namespace: "System.Collections.Generic",
                genericArgs: [key.csharpName, value.csharpName])
        }
        if EnumShape.of(type) != nil {
            var reference = DotNetTypeNaming.reference(for: type)
            reference.isValueType = true
            reference.isEnum = true
            enqueue(type, reference)
            return reference
        }
        if let rawType = EnumShape.rawType(of: type) { return reference(for: rawType) }
        guard type is any Decodable.Type else { return .object }
        let reference = named(type)
        enqueue(type, reference)
        return reference
    }

    /// The name of a DTO; the arguments of ServiceStack's generic types are referenced (so listed).
    private func named(_ type: Any.Type) -> DotNetTypeReference {
        var reference = DotNetTypeNaming.reference(for: type)
        if let shape = type as? any GenericArgumentsShape.Type,
            shape.genericArgumentTypes.count == reference.genericArgs.count
        {
            reference.genericArgs = shape.genericArgumentTypes.map { self.reference(for: $0).csharpName }
        }
        return reference
    }

    /// Describes the queued types until none is left.
    func drain() {
        while !queue.isEmpty {
            let type = queue.removeFirst()
            if let members = EnumShape.of(type) {
                types.append(describeEnum(type, members))
            } else if let dto = type as? any Decodable.Type {
                types.append(describe(dto, asDefinition: true))
            }
        }
    }

    /// The metadata of a DTO: declared properties in declaration order, base class, markers, hooks.
    ///
    /// A generic type is named by its definition (`` QueryResponse`1 `` with `genericArgs: ["T"]`); as a
    /// definition its properties use the type parameters, otherwise the concrete arguments.
    func describe(_ type: any Decodable.Type, asDefinition: Bool) -> MetadataType {
        let sink = RecordingSink()
        let instance = try? type.init(from: SchemaRecordingDecoder(recording: type, into: sink))
        let reference = named(type)
        var metadata = MetadataType(name: reference.name, namespace: reference.namespace)
        metadata.implements =
            DotNetTypeNaming.markers(of: type)
            + CrudModelShape.of(type).map {
                MetadataTypeName(
                    name: $0.interfaceName, namespace: "ServiceStack",
                    genericArgs: [self.reference(for: $0.tableType).csharpName])
            }

        var inheritedKeys: Set<String> = []
        if let instance, let base = Mirror(reflecting: instance).superclassMirror?.subjectType,
            let decodableBase = base as? any Decodable.Type
        {
            let baseSink = RecordingSink()
            _ = try? decodableBase.init(from: SchemaRecordingDecoder(recording: base, into: baseSink))
            inheritedKeys = Set(baseSink.properties.map(\.key))
            metadata.inherits = self.reference(for: base).typeName
        }

        let hints = type as? any MetadataDescribing.Type
        let propertyHints = hints?.metadataProperties ?? [:]
        var properties = sink.properties.filter { !inheritedKeys.contains($0.key) }.map {
            property($0, hint: propertyHints[$0.key])
        }
        if !reference.genericArgs.isEmpty {
            let declared = hints?.metadataGenericParameters ?? []
            let parameters =
                declared.count == reference.genericArgs.count
                ? declared : Self.parameterNames(count: reference.genericArgs.count)
            metadata.genericArgs = parameters
            if asDefinition {
                metadata.isGenericTypeDef = true
                properties = properties.map {
                    Self.substitute($0, arguments: reference.genericArgs, parameters: parameters)
                }
            }
            for index in properties.indices where parameters.contains(properties[index].type ?? "") {
                properties[index].namespace = nil
                properties[index].isValueType = nil
            }
        }
        metadata.properties = properties.isEmpty ? nil : properties
        metadata.description = hints?.metadataDescription
        metadata.notes = hints?.metadataNotes
        for additional in hints?.metadataAdditionalTypes ?? [] { _ = self.reference(for: additional) }
        return metadata
    }

    private func property(_ recorded: RecordedProperty, hint: PropertyDescription?)
        -> MetadataPropertyType
    {
        var reference = reference(for: recorded.type)
        if recorded.isOptional { reference = .nullable(reference) }
        let name = DotNetTypeNaming.propertyName(recorded.key)
        var property = MetadataPropertyType(
            name: name, type: reference.name, namespace: reference.namespace,
            genericArgs: reference.genericArgs.isEmpty ? nil : reference.genericArgs)
        property.isValueType = reference.isValueType ? true : nil
        property.isEnum = reference.isEnum ? true : nil
        property.isPrimaryKey = name == "Id" ? true : nil
        guard let hint else { return property }
        if let type = hint.type {
            property.type = type
            property.genericArgs = hint.genericArgs
            property.namespace =
                hint.genericArgs == nil || type.hasPrefix("Nullable") ? "System" : "System.Collections.Generic"
            property.isValueType = hint.isValueType ?? DotNetTypeNaming.isSystemValueType(type)
            property.isEnum = nil
        }
        property.description = hint.description ?? property.description
        property.isRequired = hint.isRequired ?? property.isRequired
        return property
    }

    private func describeEnum(_ type: Any.Type, _ members: EnumShape) -> MetadataType {
        let reference = DotNetTypeNaming.reference(for: type)
        var metadata = MetadataType(name: reference.name, namespace: reference.namespace)
        metadata.implements = []
        metadata.isEnum = true
        metadata.isEnumInt = members.values == nil ? nil : true
        metadata.enumNames = members.names
        metadata.enumValues = members.values
        metadata.description = (type as? any MetadataDescribing.Type)?.metadataDescription
        return metadata
    }

    private func enqueue(_ type: Any.Type, _ reference: DotNetTypeReference) {
        let key = "\(reference.namespace ?? "").\(reference.name)"
        guard queuedNames.insert(key).inserted else { return }
        queue.append(type)
    }

    private static func parameterNames(count: Int) -> [String] {
        count == 1 ? ["T"] : (1...count).map { "T\($0)" }
    }

    /// Replaces concrete generic arguments by the definition's parameters (`List<Poco>` → `List<T>`).
    /// An argument given twice (`KeyValuePair<String, String>`) is ambiguous and stays concrete.
    private static func substitute(
        _ property: MetadataPropertyType, arguments: [String], parameters: [String]
    ) -> MetadataPropertyType {
        var property = property
        for (argument, parameter) in zip(arguments, parameters)
        where arguments.filter({ $0 == argument }).count == 1 {
            if property.type == argument {
                property.type = parameter
                property.namespace = nil
                property.isValueType = nil
                property.isEnum = nil
            }
            property.genericArgs = property.genericArgs?.map { $0 == argument ? parameter : $0 }
        }
        return property
    }
}
