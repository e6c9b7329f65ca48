import Foundation

extension ClassPlan {
    /// The declaration model that prints the plan.
    var declaration: TypeDeclaration {
        var members: [Member] = []
        members.reserveCapacity(properties.entries.count * 2 + associatedTypes.count + 8)
        if let returnType { members += [.returnTypeAlias(returnType), .blank] }
        if !associatedTypes.isEmpty {
            members += associatedTypes.map { .line("associatedtype \($0)") } + [.blank]
        }
        if let implicitVersion { members.append(.line("public var version:Int = \(implicitVersion)")) }
        properties.appendMembers(to: &members)
        if declaresProperties { members.append(.blank) }
        if let initializer { members.append(.line(initializer.text)) }
        switch codability {
        case .synthesized: break
        case .renamedKeys(let keys): members += [.blank, .codingKeys(keys)]
        case .explicit(let implementation): members += [.blank, .codable(implementation)]
        }
        return TypeDeclaration(
            comments: comments,
            modifiers: modifiers,
            kind: kind,
            name: name,
            genericParameters: genericParameters,
            inheritance: inheritance,
            members: members,
            extensions: extensions
        )
    }
}

extension ClassPlan.Initializer {
    /// The initializer's line.
    var text: String {
        switch self {
        case .structInit: "public init(){}"
        case .required: "required public init(){}"
        case .requiredCallingSuper: "required public init(){ super.init() }"
        case .requiredOverride: "required override public init(){ super.init() }"
        }
    }
}
