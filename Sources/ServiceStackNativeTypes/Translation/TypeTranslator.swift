import Foundation

/// Translates one selected type into a declaration (spec 11.4).
struct TypeTranslator {
    var context: TranslationContext
    var entry: SelectedType
    /// The type's generic parameters, as Swift identifiers.
    let scope: Set<String>
    let isStruct: Bool

    init(context: TranslationContext, entry: SelectedType) {
        self.context = context
        self.entry = entry
        scope = context.catalog.scope(of: entry.type)
        isStruct = !context.structs.structNames.isEmpty && context.structs.structNames.contains(entry.type.name)
    }

    var type: MetadataType { entry.type }
    var options: ResolvedOptions { context.options }
    var annotations: AnnotationFormatter { AnnotationFormatter(options: context.options) }
    var isInterface: Bool { type.isInterface == true }

    /// - Parameter memo: what earlier types' properties worked out, shared by every type of the generation.
    func declaration(memo: inout PropertyMemo) throws(GeneratorError) -> Declaration {
        if options.excludeGenericBaseTypes, let inherits = type.inherits,
            let args = inherits.genericArgs, !args.isEmpty
        {
            let base =
                inherits.name.split(separator: "`", maxSplits: 1).first.map(String.init) ?? inherits.name
            return .comment(
                SwiftLiteral.comment("//Excluded \(type.name) : \(base)<\(args.joined(separator: ","))>"))
        }
        var comments = annotations.description(type.description)
        if entry.role == .request { comments += annotations.routes(entry.operation?.routes) }
        comments += annotations.attributes(type.attributes)
        if !isInterface { comments += annotations.dataContract(type.dataContract) }

        if type.isEnum == true {
            return .type(try enumDeclaration(comments: comments))
        }
        return .type(try classPlan(comments: comments, memo: &memo).declaration)
    }

    // MARK: - Classes, structs and protocols

    /// Decides a class, struct or protocol: its name, inheritance, members and Codable implementation.
    func classPlan(comments: [String], memo: inout PropertyMemo) throws(GeneratorError) -> ClassPlan {
        let baseName = try context.mapper.declaredName(type.name)
        let genericArgs = (type.genericArgs ?? []).map(SwiftIdentifier.escaped)
        let baseType = try inheritedType()
        var inheritance: [SwiftType] = []
        if let baseType {
            inheritance.append(baseType)
        } else if let baseClass = options.baseClass, !isInterface, !isStruct {
            inheritance.append(.named(baseClass))
        }
        let marker = entry.role == .request ? try returnMarker() : nil
        if let marker { inheritance.append(.named(marker.protocolName)) }
        for implemented in try implementedProtocols() where !inheritance.contains(.named(implemented)) {
            inheritance.append(.named(implemented))
        }
        if !isInterface {
            if baseType == nil { inheritance.append(.named("Codable")) }
            if isStruct, context.structs.sendableNames.contains(type.name) { inheritance.append(.named("Sendable")) }
        }
        let properties = try PropertyTranslator(translator: self).plan(memo: &memo)
        let stored = properties.stored
        // Struct mode targets MainActor-by-default modules: every declaration stays nonisolated.
        let modifiers = options.useStructs ? ["nonisolated", "public"] : ["public"]
        let constraint = isStruct ? "Codable & Sendable" : "Codable"
        return ClassPlan(
            comments: comments,
            modifiers: modifiers,
            kind: isInterface ? .protocol : (isStruct ? .struct : .class),
            name: baseName,
            genericParameters: isInterface
                ? [] : genericArgs.map { GenericParameter(name: $0, constraint: constraint) },
            inheritance: inheritance,
            returnType: marker?.returnType,
            associatedTypes: isInterface ? genericArgs : [],
            implicitVersion: entry.role == .request && !isInterface ? options.addImplicitVersion : nil,
            properties: properties,
            declaresProperties: !(type.properties ?? []).isEmpty,
            initializer: isInterface
                ? nil : initializer(hasBaseType: baseType != nil, firstInherited: inheritance.first),
            codability: isInterface ? .synthesized : codability(stored, hasBaseType: baseType != nil),
            extensions: identityExtensions(typeName: baseName, plans: stored, modifiers: modifiers)
        )
    }

    /// The `AddIdentityConformances` extension, for classes and structs with a suitable id.
    private func identityExtensions(typeName: String, plans: [PropertyPlan], modifiers: [String])
        -> [ExtensionDeclaration]
    {
        guard options.addIdentityConformances, !isInterface,
            let identity = IdentityConformance.extensionDeclaration(
                typeName: typeName, plans: plans, isNonisolated: modifiers.contains("nonisolated"))
        else { return [] }
        return [identity]
    }

    private func initializer(hasBaseType: Bool, firstInherited: SwiftType?) -> ClassPlan.Initializer {
        if isStruct { return .structInit }
        if hasBaseType { return .requiredCallingSuper }
        if let name = firstInherited?.plainName, LibraryTypes.overrideInitForBaseClasses.contains(name) {
            return .requiredOverride
        }
        return .required
    }

    private func codability(_ plans: [PropertyPlan], hasBaseType: Bool) -> ClassPlan.Codability {
        let hasSynthesize = (type.attributes ?? []).contains { $0.name == "Synthesize" }
        // A request that returns itself gets the explicit block too, as in the official output.
        let returnsItself = entry.role == .request && entry.operation?.response?.name == type.name
        if !isStruct && (hasBaseType || hasSynthesize || returnsItself) {
            return .explicit(CodableTranslator.implementation(for: plans, callsSuper: hasBaseType))
        }
        if plans.contains(where: { $0.wireName != nil || $0.storageName != nil }) {
            return .renamedKeys(CodableTranslator.codingKeys(for: plans))
        }
        return .synthesized
    }

    /// The mapped base type, or nil when there is none or nobody defines it. A collection base is written as
    /// the library's `List` (a dictionary's as `List<Key:Value>`, as the official generator does).
    func inheritedType() throws(GeneratorError) -> SwiftType? {
        guard let inherits = type.inherits, !isInterface, !isStruct else { return nil }
        if context.mapper.isUnknown(inherits.name, scope: scope) { return nil }
        let mapped = try context.mapper.swiftType(inherits.name, genericArgs: inherits.genericArgs, scope: scope)
        switch mapped {
        case .array(let element): return .named("List", arguments: [element])
        case .dictionary(let key, let value): return .named("List", arguments: [key, value], separator: .keyValue)
        default: return mapped
        }
    }

    private struct ReturnMarker {
        var protocolName: String
        var returnType: SwiftType?
    }

    private func returnMarker() throws(GeneratorError) -> ReturnMarker? {
        guard let operation = entry.operation else { return nil }
        if !options.addReturnMarker && operation.returnsVoid != true && operation.returnType == nil {
            return nil
        }
        if operation.returnsVoid == true { return ReturnMarker(protocolName: "IReturnVoid") }
        if let returnType = operation.returnType {
            let mapped = try context.mapper.swiftType(
                returnType.name, genericArgs: returnType.genericArgs, scope: scope)
            return ReturnMarker(protocolName: "IReturn", returnType: mapped)
        }
        if let response = operation.response {
            let mapped = try context.mapper.swiftType(
                response.name, genericArgs: response.genericArgs, scope: scope)
            return ReturnMarker(protocolName: "IReturn", returnType: mapped)
        }
        return nil
    }

    private func implementedProtocols() throws(GeneratorError) -> [String] {
        var result: [String] = []
        let implements = type.implements ?? []
        var missingMarker = CrudVerbMarker.missing(implements: implements, method: entry.operation?.method)
        for implemented in implements {
            if let marker = missingMarker, CrudVerbMarker.isCrudInterface(implemented.name) {
                result.append(marker)
                missingMarker = nil
            }
            if LibraryTypes.droppedInterfaces.contains(implemented.name) { continue }
            if (implemented.namespace ?? "").hasPrefix("System") { continue }
            if context.mapper.isUnknown(implemented.name, scope: scope) { continue }
            // Swift protocols take no generic arguments: use the bare protocol name.
            let name = try context.mapper.declaredName(implemented.name)
            if !result.contains(name) { result.append(name) }
        }
        return result
    }
}
