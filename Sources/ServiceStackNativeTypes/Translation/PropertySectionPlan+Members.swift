import Foundation

extension PropertySectionPlan {
    /// Appends the members that print the section to `members`.
    func appendMembers(to members: inout [Member]) {
        for entry in entries {
            if entry.blankBefore { members.append(.blank) }
            switch entry.item {
            case .ignored(let name, let type, let reason):
                members.append(.line("//\(name):\(type) ignored. \(reason)"))
            case .stored(let plan):
                members.append(
                    .property(
                        PropertyDeclaration(
                            comments: plan.comments,
                            wrapper: plan.wrapper,
                            backingStorage: plan.backingStorage,
                            isRequirement: isRequirement,
                            name: plan.swiftName,
                            type: plan.type,
                            isOptional: plan.isOptional,
                            defaultValue: isRequirement ? nil : plan.defaultValue
                        )))
            case .addedResponseStatus(let dataMember):
                members += dataMember.map(Member.line)
                members.append(
                    .property(
                        PropertyDeclaration(
                            comments: [], wrapper: nil, backingStorage: nil, isRequirement: false,
                            name: "responseStatus", type: .named("ResponseStatus"), isOptional: true,
                            defaultValue: nil)))
            }
        }
    }
}
