import Foundation

/// Translates the declared properties of a type (spec 11.4 "Properties").
struct PropertyTranslator {
    var translator: TypeTranslator

    private var context: TranslationContext { translator.context }
    private var options: ResolvedOptions { translator.options }
    private var type: MetadataType { translator.type }

    /// Decides every property of the type: which are left out and why, and each one's name, type, initial value,
    /// annotations and wrapper.
    /// - Parameter memo: names and types earlier properties of the generation worked out.
    func plan(memo: inout PropertyMemo) throws(GeneratorError) -> PropertySectionPlan {
        var section = PropertySectionPlan(isRequirement: translator.isInterface)
        let properties = type.properties ?? []
        section.entries.reserveCapacity(properties.count + 1)
        var separated = false
        var dataMemberIndex = 1
        let baseNames = try inheritedPropertyNames(memo: &memo)
        var declaredNames = DeclaredNames()
        let annotations = translator.annotations
        let facts = TypeFacts(
            requiredOptionalNames: requiredOptionalNames, initializesCollections: shouldInitializeCollections(),
            boxedProperties: context.structs.boxedProperties.isEmpty ? [] : boxedPropertyNames())

        for property in properties {
            let blankBefore = separated
            guard let netType = property.type else {
                throw .missingPropertyType(type: type.name, property: property.name)
            }
            let names = memo.names(of: property.name)
            var plan = try makePlan(property, netType: netType, names: names, facts: facts, memo: &memo)
            let plainName = SwiftIdentifier.unescaped(plan.swiftName)
            let reason: String?
            if let ignored = try ignoredReason(property, netType: netType, isIgnoredName: names.isIgnored) {
                reason = ignored
            } else if !baseNames.isEmpty, baseNames.contains(plainName) {
                reason = "Declared by base class"
            } else if !declaredNames.insert(plainName) {
                reason = "Duplicate property name"
            } else {
                reason = nil
            }
            if let reason {
                let item = PropertySectionPlan.Item.ignored(
                    name: defaultPropertyName(property.name), type: plan.type, reason: reason)
                section.entries.append(.init(item: item, blankBefore: blankBefore))
                continue
            }

            let memberLines = annotations.dataMember(property.dataMember, index: dataMemberIndex)
            dataMemberIndex += 1
            let attributeLines = annotations.attributes(property.attributes)
            plan.comments = annotations.description(property.description) + memberLines + attributeLines
            separated = !memberLines.isEmpty || !attributeLines.isEmpty
            planWrapper(&plan, property: property, boxed: facts.boxedProperties)
            section.entries.append(.init(item: .stored(plan), blankBefore: blankBefore))
        }

        if options.addResponseStatus, translator.entry.role == .response, !translator.isInterface,
            !(type.properties ?? []).contains(where: { $0.name == "ResponseStatus" }),
            !baseNames.contains("responseStatus")
        {
            let dataMember = annotations.dataMember(nil, index: dataMemberIndex)
            section.entries.append(.init(item: .addedResponseStatus(dataMember: dataMember), blankBefore: separated))
        }
        return section
    }

    /// `@TimeSpan` for durations, `@DtoIndirect` for boxed struct properties; in struct mode the wrapper becomes
    /// a private stored property behind a computed one.
    private func planWrapper(_ plan: inout PropertyPlan, property: MetadataPropertyType, boxed: [String]) {
        var backingStorage: SwiftType?
        if plan.isTimeInterval && !translator.isInterface {
            plan.wrapper = "@TimeSpan"
            backingStorage = .named("TimeSpan")
        } else if !boxed.isEmpty, boxed.contains(property.name) {
            plan.wrapper = "@DtoIndirect"
            backingStorage = .named("DtoIndirect", arguments: [.optional(plan.type)])
            plan.isOptional = true
            plan.defaultValue = nil
        }
        if translator.isStruct, let backingStorage {
            plan.backingStorage = backingStorage
            plan.storageName = "_" + SwiftIdentifier.unescaped(plan.swiftName)
        }
    }

    /// The names of the properties a type declared so far: compared one by one while there are few (most types),
    /// hashed once there are more.
    private struct DeclaredNames {
        private var few: [String] = []
        private var many: Set<String>?

        /// False when `name` was declared already.
        mutating func insert(_ name: String) -> Bool {
            if let inserted = many?.insert(name).inserted { return inserted }
            if few.contains(name) { return false }
            few.append(name)
            if few.count > 16 {
                many = Set(few)
                few = []
            }
            return true
        }
    }

    /// What every property of the type is planned with, worked out once per type.
    private struct TypeFacts {
        /// Names the library's protocols (`IHasSessionId`...) declare as optional.
        var requiredOptionalNames: Set<String>
        /// `ShouldInitializeCollection`: false on AutoQuery and CRUD requests.
        var initializesCollections: Bool
        /// Struct mode: the .NET names of this type's properties stored through `DtoIndirect`.
        var boxedProperties: [String]
    }

    /// Names the library's protocols (`IHasSessionId`...) declare as optional.
    private var requiredOptionalNames: Set<String> {
        var names = Set<String>()
        for implemented in type.implements ?? [] {
            names.formUnion(LibraryTypes.optionalRequirements[implemented.name] ?? [])
        }
        return names
    }

    /// The .NET names of this type's boxed properties (one lookup per property, not per property of every type).
    private func boxedPropertyNames() -> [String] {
        (type.properties ?? []).compactMap { property in
            context.structs.boxedProperties.contains(.init(type: type.name, property: property.name))
                ? property.name : nil
        }
    }

    /// The official property name: camelCase, `Description` for `description`, backticks for keywords.
    func defaultPropertyName(_ netName: String) -> String {
        Self.propertyName(camelCased: DotNetCasing.camelCase(netName))
    }

    /// `defaultPropertyName` of a name already camel-cased.
    static func propertyName(camelCased camel: String) -> String {
        if camel == "description" { return "Description" }
        return SwiftIdentifier.escaped(camel)
    }

    private func makePlan(
        _ property: MetadataPropertyType, netType: String, names: PropertyMemo.Names, facts: TypeFacts,
        memo: inout PropertyMemo
    ) throws(GeneratorError) -> PropertyPlan {
        let wireName = property.dataMember?.name ?? names.camel
        let swiftName = property.dataMember?.name.map(SwiftIdentifier.escaped) ?? names.swiftName
        let unescaped = property.dataMember?.name == nil ? names.unescaped : SwiftIdentifier.unescaped(swiftName)
        let keepsOfficialName = unescaped == "Description" && wireName == "description"

        let typeFacts = try mappedType(property, netType: netType, memo: &memo)
        let mapped = typeFacts.swiftType.unwrapped
        let swiftType = mapped.type
        var isOptional = mapped.isOptional
        if options.makePropertiesOptional { isOptional = true }
        if (property.attributes ?? []).contains(where: { $0.name == "Required" }) { isOptional = true }
        if !facts.requiredOptionalNames.isEmpty, facts.requiredOptionalNames.contains(unescaped) { isOptional = true }

        let hasArgs = !(property.genericArgs ?? []).isEmpty
        let isArrayType = typeFacts.isArrayType
        let isDictionaryType = typeFacts.isDictionaryType
        var collection: PropertyPlan.CollectionKind?
        if typeFacts.hasArraySuffix || (hasArgs && isArrayType) {
            collection = .array
        } else if isDictionaryType {
            collection = .dictionary
        } else if netType == "IEnumerable" {
            collection = .array
        }

        var defaultValue: String?
        if let collection, !translator.isInterface,
            property.isRequired == true || options.initializeCollections,
            facts.initializesCollections,
            !typeFacts.isInterfaceCollection
        {
            isOptional = false
            defaultValue = collection == .array ? "[]" : "[:]"
        }
        let isTimeInterval = swiftType == .named("TimeInterval")
        if isTimeInterval { isOptional = true }
        if !isOptional && defaultValue == nil {
            // Without MakePropertiesOptional a value is needed for `init(){}` to compile.
            defaultValue = Self.defaultLiteral(for: swiftType)
            if defaultValue == nil { isOptional = true }
        }

        var fallback = ""
        if !isOptional, let defaultValue {
            fallback = " ?? \(defaultValue)"
        } else if typeFacts.hasArraySuffix {
            fallback = " ?? []"
        } else if hasArgs && !translator.isInterface {
            if isArrayType { fallback = " ?? []" }
            if isDictionaryType { fallback = " ?? [:]" }
        }

        return PropertyPlan(
            swiftName: swiftName,
            wireName: unescaped == wireName || keepsOfficialName ? nil : wireName,
            type: swiftType,
            isOptional: isOptional,
            defaultValue: defaultValue,
            collection: collection,
            isTimeInterval: isTimeInterval,
            decodeFallback: fallback
        )
    }

    /// `mappedType` with what the plan asks about the .NET type, from the memo when the type has no generic
    /// parameters in scope (the mapping then depends only on the key).
    private func mappedType(_ property: MetadataPropertyType, netType: String, memo: inout PropertyMemo)
        throws(GeneratorError) -> PropertyMemo.MappedType
    {
        guard translator.scope.isEmpty else {
            return try PropertyMemo.unmemoized(netType) { () throws(GeneratorError) in
                try mappedType(property, netType: netType)
            }
        }
        var rule: UInt8 = 0
        if property.isValueType == true, property.isEnum != true, !options.exportValueTypes {
            rule = (property.namespace ?? "").hasPrefix("System") ? 1 : 2
        }
        let key = PropertyMemo.TypeKey(type: netType, genericArgs: property.genericArgs, valueTypeRule: rule)
        return try memo.mappedType(key) { () throws(GeneratorError) in try mappedType(property, netType: netType) }
    }

    /// `GetTypeName`: custom .NET structs become `String` unless `ExportValueTypes` is on.
    private func mappedType(_ property: MetadataPropertyType, netType: String) throws(GeneratorError)
        -> SwiftType
    {
        let scope = translator.scope
        if property.isValueType == true, property.isEnum != true, !options.exportValueTypes {
            if netType == "Nullable`1", let argument = property.genericArgs?.first,
                isCustomStruct(argument)
            {
                return .optional(.string)
            }
            if netType != "Nullable`1", isCustomStruct(netType),
                !(property.namespace ?? "").hasPrefix("System")
            {
                return .string
            }
        }
        return try context.mapper.swiftType(netType, genericArgs: property.genericArgs, scope: scope)
    }

    private func isCustomStruct(_ name: String) -> Bool {
        if SwiftTypeMapper.builtinAliases[name] != nil { return false }
        if context.catalog.isEnum(name) { return false }
        if translator.scope.contains(name) { return false }
        // Not an enum of the document (checked above).
        return !name.contains("`")
            && !name.hasSuffix("[]")
    }

    private func ignoredReason(_ property: MetadataPropertyType, netType: String, isIgnoredName: Bool)
        throws(GeneratorError) -> String?
    {
        if isIgnoredName {
            return "Swift doesn't support interface properties"
        }
        guard context.catalog.hasInterfaces else { return nil }
        var leaves = TypeReferences.leafNames(netType)
        for argument in property.genericArgs ?? [] { TypeReferences.appendLeafNames(argument, to: &leaves) }
        if leaves.contains(where: context.catalog.isInterface) {
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

    private func inheritedPropertyNames(memo: inout PropertyMemo) throws(GeneratorError) -> Set<String> {
        var names = Set<String>()
        var current = type.inherits
        var visited = Set<String>()
        while let base = current, visited.insert(base.name).inserted {
            if let known = LibraryTypes.inheritedProperties[base.name] { names.formUnion(known) }
            guard let definition = context.catalog.selected(named: base.name) else { break }
            for property in definition.properties ?? [] {
                if let dataMemberName = property.dataMember?.name {
                    names.insert(SwiftIdentifier.unescaped(SwiftIdentifier.escaped(dataMemberName)))
                } else {
                    names.insert(memo.names(of: property.name).unescaped)
                }
            }
            current = definition.inherits
        }
        return names
    }

    /// The initial value a non-optional property of this type needs for `init(){}` to compile, if there is one.
    static func defaultLiteral(for type: SwiftType) -> String? {
        switch type {
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .optional: return nil
        case .named:
            switch type.plainName {
            case "String": return "\"\""
            case "Bool": return "false"
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
                "Float":
                return "0"
            case "Date": return "Date()"
            case "Data": return "Data()"
            default: return nil
            }
        }
    }
}
