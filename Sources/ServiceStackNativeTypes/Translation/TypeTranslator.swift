import Foundation

/// Translates one selected type into a declaration (spec 11.4).
struct TypeTranslator {
    var context: TranslationContext
    var entry: SelectedType

    var type: MetadataType { entry.type }
    var options: ResolvedOptions { context.options }
    var annotations: AnnotationFormatter { AnnotationFormatter(options: context.options) }
    var scope: Set<String> { context.scope(of: type) }
    var isInterface: Bool { type.isInterface == true }
    var isStruct: Bool { context.structNames.contains(type.name) }

    func declaration() throws(GeneratorError) -> Declaration {
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
        return .type(try classDeclaration(comments: comments))
    }

    // MARK: - Classes, structs and protocols

    private func classDeclaration(comments: [String]) throws(GeneratorError) -> TypeDeclaration {
        let mapper = context.mapper
        let baseName = try SwiftTypeMapper.nameOnly(type.name, conflictNames: mapper.conflictNames)
        let genericArgs = (type.genericArgs ?? []).map(SwiftIdentifier.escaped)
        var members: [Member] = []
        var inheritance: [String] = []
        var name = baseName

        let baseType = try inheritedType()
        if let baseType {
            inheritance.append(baseType)
        } else if let baseClass = options.baseClass, !isInterface, !isStruct {
            inheritance.append(baseClass)
        }

        if entry.role == .request, let marker = try returnMarker() {
            inheritance.append(marker.protocolName)
            if let returnType = marker.returnType {
                members += [.line("public typealias Return = \(returnType)"), .blank]
            }
        }
        for implemented in try implementedProtocols() where !inheritance.contains(implemented) {
            inheritance.append(implemented)
        }

        if isInterface {
            if !genericArgs.isEmpty {
                members += genericArgs.map { .line("associatedtype \($0)") } + [.blank]
            }
        } else {
            if !genericArgs.isEmpty {
                let constraint = isStruct ? "Codable & Sendable" : "Codable"
                name += "<" + genericArgs.map { "\($0) : \(constraint)" }.joined(separator: ", ") + ">"
            }
            if baseType == nil { inheritance.append("Codable") }
            if isStruct, context.sendableStructNames.contains(type.name) {
                inheritance.append("Sendable")
            }
        }

        if let version = options.addImplicitVersion, entry.role == .request, !isInterface {
            members.append(.line("public var version:Int = \(version)"))
        }
        let properties = try PropertyTranslator(translator: self).translate()
        members += properties.members
        if !(type.properties ?? []).isEmpty { members.append(.blank) }

        if !isInterface {
            if isStruct {
                members.append(.line("public init(){}"))
            } else if baseType != nil {
                members.append(.line("required public init(){ super.init() }"))
            } else if inheritance.first.map(LibraryTypes.overrideInitForBaseClasses.contains) == true {
                // NSObject's init() is not `required`, so Swift needs `override` here.
                members.append(.line("required override public init(){ super.init() }"))
            } else {
                members.append(.line("required public init(){}"))
            }
            let hasSynthesize = (type.attributes ?? []).contains { $0.name == "Synthesize" }
            // A request that returns itself gets the explicit block too, as in the official output.
            let returnsItself = entry.role == .request && entry.operation?.response?.name == type.name
            if !isStruct && (baseType != nil || hasSynthesize || returnsItself) {
                members += [
                    .blank,
                    .codable(
                        CodableTranslator.implementation(for: properties.plans, callsSuper: baseType != nil)),
                ]
            } else if properties.plans.contains(where: { $0.wireName != nil || $0.storageName != nil }) {
                members += [.blank, .codingKeys(CodableTranslator.codingKeys(for: properties.plans))]
            }
        }

        let kind: TypeDeclaration.Kind = isInterface ? .protocol : (isStruct ? .struct : .class)
        // Struct mode targets MainActor-by-default modules: every declaration stays nonisolated.
        let modifiers = options.useStructs ? ["nonisolated", "public"] : ["public"]
        var extensions: [ExtensionDeclaration] = []
        if options.addIdentityConformances, !isInterface,
            let identity = IdentityConformance.extensionDeclaration(
                typeName: baseName, plans: properties.plans,
                isNonisolated: modifiers.contains("nonisolated"))
        {
            extensions.append(identity)
        }
        return TypeDeclaration(
            comments: comments,
            modifiers: modifiers,
            kind: kind,
            name: name,
            inheritance: inheritance,
            members: members,
            extensions: extensions
        )
    }

    /// The mapped base type, or nil when there is none or nobody defines it.
    func inheritedType() throws(GeneratorError) -> String? {
        guard let inherits = type.inherits, !isInterface, !isStruct else { return nil }
        if context.mapper.isUnknown(inherits.name, scope: scope) { return nil }
        let mapped = try context.mapper.typeName(
            inherits.name, genericArgs: inherits.genericArgs, scope: scope)
        if mapped.hasPrefix("["), mapped.hasSuffix("]") {
            return "List<\(mapped.dropFirst().dropLast())>"
        }
        return mapped
    }

    private struct ReturnMarker {
        var protocolName: String
        var returnType: String?
    }

    private func returnMarker() throws(GeneratorError) -> ReturnMarker? {
        guard let operation = entry.operation else { return nil }
        if !options.addReturnMarker && operation.returnsVoid != true && operation.returnType == nil {
            return nil
        }
        if operation.returnsVoid == true { return ReturnMarker(protocolName: "IReturnVoid") }
        if let returnType = operation.returnType {
            let mapped = try context.mapper.typeName(
                returnType.name, genericArgs: returnType.genericArgs, scope: scope)
            return ReturnMarker(protocolName: "IReturn", returnType: mapped)
        }
        if let response = operation.response {
            let mapped = try context.mapper.typeName(
                response.name, genericArgs: response.genericArgs, scope: scope)
            return ReturnMarker(protocolName: "IReturn", returnType: mapped)
        }
        return nil
    }

    private func implementedProtocols() throws(GeneratorError) -> [String] {
        var result: [String] = []
        for implemented in type.implements ?? [] {
            if LibraryTypes.droppedInterfaces.contains(implemented.name) { continue }
            if (implemented.namespace ?? "").hasPrefix("System") { continue }
            if context.mapper.isUnknown(implemented.name, scope: scope) { continue }
            // Swift protocols take no generic arguments: use the bare protocol name.
            let name = try SwiftTypeMapper.nameOnly(
                implemented.name, conflictNames: context.mapper.conflictNames)
            if !result.contains(name) { result.append(name) }
        }
        return result
    }
}
