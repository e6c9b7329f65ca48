import Foundation

/// Translates the declared properties of a type (spec 11.4 "Properties").
struct PropertyTranslator {
    var translator: TypeTranslator

    struct Result {
        var members: [Member] = []
        var plans: [PropertyPlan] = []
    }

    private var context: TranslationContext { translator.context }
    private var options: ResolvedOptions { translator.options }
    private var type: MetadataType { translator.type }

    func translate() throws(GeneratorError) -> Result {
        var result = Result()
        var wasAdded = false
        var dataMemberIndex = 1
        var usedNames = try inheritedPropertyNames()
        let baseNames = usedNames
        let annotations = translator.annotations

        for property in type.properties ?? [] {
            if wasAdded { result.members.append(.blank) }
            guard let netType = property.type else {
                throw .missingPropertyType(type: type.name, property: property.name)
            }
            var plan = try makePlan(property, netType: netType)
            let plainName = SwiftIdentifier.unescaped(plan.swiftName)
            let defaultName = defaultPropertyName(property.name)

            if let ignored = try ignoredReason(property, netType: netType) {
                result.members.append(.line("//\(defaultName):\(plan.type) ignored. \(ignored)"))
                continue
            }
            if baseNames.contains(plainName) {
                result.members.append(
                    .line("//\(defaultName):\(plan.type) ignored. Declared by base class"))
                continue
            }
            if !usedNames.insert(plainName).inserted {
                result.members.append(
                    .line("//\(defaultName):\(plan.type) ignored. Duplicate property name"))
                continue
            }

            var comments = annotations.description(property.description)
            let memberLines = annotations.dataMember(property.dataMember, index: dataMemberIndex)
            dataMemberIndex += 1
            let attributeLines = annotations.attributes(property.attributes)
            comments += memberLines + attributeLines
            wasAdded = !memberLines.isEmpty || !attributeLines.isEmpty

            var wrapper: String?
            var backingStorage: String?
            if plan.isTimeInterval && !translator.isInterface {
                wrapper = "@TimeSpan"
                backingStorage = "TimeSpan"
            } else if context.boxedProperties.contains("\(type.name).\(property.name)") {
                wrapper = "@DtoIndirect"
                backingStorage = "DtoIndirect<\(plan.type)?>"
                plan.isOptional = true
                plan.defaultValue = nil
            }
            if translator.isStruct, backingStorage != nil {
                plan.storageName = "_" + SwiftIdentifier.unescaped(plan.swiftName)
            } else {
                backingStorage = nil
            }
            result.members.append(
                .property(
                    PropertyDeclaration(
                        comments: comments,
                        wrapper: wrapper,
                        backingStorage: backingStorage,
                        isRequirement: translator.isInterface,
                        name: plan.swiftName,
                        type: plan.type,
                        isOptional: plan.isOptional,
                        defaultValue: translator.isInterface ? nil : plan.defaultValue
                    )
                )
            )
            result.plans.append(plan)
        }

        if options.addResponseStatus, translator.entry.role == .response, !translator.isInterface,
            !(type.properties ?? []).contains(where: { $0.name == "ResponseStatus" }),
            !baseNames.contains("responseStatus")
        {
            if wasAdded { result.members.append(.blank) }
            result.members += annotations.dataMember(nil, index: dataMemberIndex).map(Member.line)
            result.members.append(
                .property(
                    PropertyDeclaration(
                        comments: [],
                        wrapper: nil,
                        backingStorage: nil,
                        isRequirement: false,
                        name: "responseStatus",
                        type: "ResponseStatus",
                        isOptional: true,
                        defaultValue: nil
                    )
                )
            )
        }
        return result
    }

    /// Names the library's protocols (`IHasSessionId`...) declare as optional.
    private var requiredOptionalNames: Set<String> {
        var names = Set<String>()
        for implemented in type.implements ?? [] {
            names.formUnion(LibraryTypes.optionalRequirements[implemented.name] ?? [])
        }
        return names
    }

    /// The official property name: camelCase, `Description` for `description`, backticks for keywords.
    func defaultPropertyName(_ netName: String) -> String {
        let camel = DotNetCasing.camelCase(netName)
        if camel == "description" { return "Description" }
        return SwiftIdentifier.escaped(camel)
    }

    private func makePlan(_ property: MetadataPropertyType, netType: String) throws(GeneratorError)
        -> PropertyPlan
    {
        let wireName = property.dataMember?.name ?? DotNetCasing.camelCase(property.name)
        let swiftName =
            property.dataMember?.name.map(SwiftIdentifier.escaped) ?? defaultPropertyName(property.name)
        let unescaped = SwiftIdentifier.unescaped(swiftName)
        let keepsOfficialName = unescaped == "Description" && wireName == "description"

        var typeName = try mappedType(property, netType: netType)
        var isOptional = false
        while typeName.hasSuffix("?") {
            typeName.removeLast()
            isOptional = true
        }
        if options.makePropertiesOptional { isOptional = true }
        if (property.attributes ?? []).contains(where: { $0.name == "Required" }) { isOptional = true }
        if requiredOptionalNames.contains(unescaped) { isOptional = true }

        let hasArgs = !(property.genericArgs ?? []).isEmpty
        var collection: PropertyPlan.CollectionKind?
        if netType.hasSuffix("[]") || (hasArgs && SwiftTypeMapper.arrayTypes.contains(netType)) {
            collection = .array
        } else if SwiftTypeMapper.dictionaryTypes.contains(netType) {
            collection = .dictionary
        } else if netType == "IEnumerable" {
            collection = .array
        }

        var defaultValue: String?
        if let collection, !translator.isInterface,
            property.isRequired == true || options.initializeCollections,
            shouldInitializeCollections(),
            !SwiftTypeMapper.interfaceCollectionTypes.contains(netType)
        {
            isOptional = false
            defaultValue = collection == .array ? "[]" : "[:]"
        }
        let isTimeInterval = typeName == "TimeInterval"
        if isTimeInterval { isOptional = true }
        if !isOptional && defaultValue == nil {
            // Without MakePropertiesOptional a value is needed for `init(){}` to compile.
            defaultValue = Self.defaultLiteral(for: typeName)
            if defaultValue == nil { isOptional = true }
        }

        var fallback = ""
        if !isOptional, let defaultValue {
            fallback = " ?? \(defaultValue)"
        } else if netType.hasSuffix("[]") {
            fallback = " ?? []"
        } else if hasArgs && !translator.isInterface {
            if SwiftTypeMapper.arrayTypes.contains(netType) { fallback = " ?? []" }
            if SwiftTypeMapper.dictionaryTypes.contains(netType) { fallback = " ?? [:]" }
        }

        return PropertyPlan(
            swiftName: swiftName,
            wireName: unescaped == wireName || keepsOfficialName ? nil : wireName,
            type: typeName,
            isOptional: isOptional,
            defaultValue: defaultValue,
            collection: collection,
            isTimeInterval: isTimeInterval,
            decodeFallback: fallback
        )
    }

    /// `GetTypeName`: custom .NET structs become `String` unless `ExportValueTypes` is on.
    private func mappedType(_ property: MetadataPropertyType, netType: String) throws(GeneratorError)
        -> String
    {
        let scope = translator.scope
        if property.isValueType == true, property.isEnum != true, !options.exportValueTypes {
            if netType == "Nullable`1", let argument = property.genericArgs?.first,
                isCustomStruct(argument)
            {
                return "String?"
            }
            if netType != "Nullable`1", isCustomStruct(netType),
                !(property.namespace ?? "").hasPrefix("System")
            {
                return "String"
            }
        }
        return try context.mapper.typeName(netType, genericArgs: property.genericArgs, scope: scope)
    }

    private func isCustomStruct(_ name: String) -> Bool {
        if SwiftTypeMapper.builtinAliases[name] != nil { return false }
        if context.isEnum(name) { return false }
        if translator.scope.contains(name) { return false }
        return context.documentByName[name]?.isEnum != true && !name.contains("`")
            && !name.hasSuffix("[]")
    }

    private func ignoredReason(_ property: MetadataPropertyType, netType: String)
        throws(GeneratorError) -> String?
    {
        if LibraryTypes.ignoredPropertyNames.contains(property.name) {
            return "Swift doesn't support interface properties"
        }
        var leaves = TypeReferences.leafNames(netType)
        for argument in property.genericArgs ?? [] { leaves += TypeReferences.leafNames(argument) }
        if leaves.contains(where: context.isInterface) {
            return "Swift doesn't support interface properties"
        }
        return nil
    }

    /// No collections are initialized on AutoQuery and CRUD requests (`ShouldInitializeCollection`).
    private func shouldInitializeCollections() -> Bool {
        if let inherits = type.inherits, LibraryTypes.autoQueryBases.contains(inherits.name) {
            return false
        }
        if (type.implements ?? []).contains(where: {
            LibraryTypes.droppedInterfaces.contains($0.name) && $0.name.hasSuffix("Db`1")
        }) {
            return false
        }
        if translator.entry.operation?.dataModel != nil { return false }
        return true
    }

    private func inheritedPropertyNames() throws(GeneratorError) -> Set<String> {
        var names = Set<String>()
        var current = type.inherits
        var visited = Set<String>()
        while let base = current, visited.insert(base.name).inserted {
            if let known = LibraryTypes.inheritedProperties[base.name] { names.formUnion(known) }
            guard let definition = context.selected(named: base.name) else { break }
            for property in definition.properties ?? [] {
                let name =
                    property.dataMember?.name.map(SwiftIdentifier.escaped)
                    ?? defaultPropertyName(property.name)
                names.insert(SwiftIdentifier.unescaped(name))
            }
            current = definition.inherits
        }
        return names
    }

    static func defaultLiteral(for typeName: String) -> String? {
        switch typeName {
        case "String": return "\"\""
        case "Bool": return "false"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
            "Float":
            return "0"
        case "Date": return "Date()"
        case "Data": return "Data()"
        default:
            if typeName.hasPrefix("[") && typeName.hasSuffix("]") {
                return typeName.contains(":") && !typeName.dropFirst().hasPrefix("[") ? "[:]" : "[]"
            }
            return nil
        }
    }
}
