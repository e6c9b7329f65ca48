import Foundation

/// Builds the explicit Codable block and `CodingKeys` from property plans.
enum CodableTranslator {
    static func codingKeys(for plans: [PropertyPlan]) -> [CodingKeyCase] {
        plans.map(\.codingKey)
    }

    static func implementation(for plans: [PropertyPlan], callsSuper: Bool) -> CodableImplementation {
        let propertyNames = Set(plans.map { SwiftIdentifier.unescaped($0.swiftName) })
        let decodes = plans.map { plan in
            CodableImplementation.Decode(
                name: plan.swiftName,
                target: accessor(plan.swiftName),
                type: plan.type,
                spelledThroughArray: plan.type.names.contains(where: propertyNames.contains),
                method: plan.isTimeInterval ? "convertIfPresent" : "decodeIfPresent",
                fallback: plan.decodeFallback
            )
        }
        let encodes = plans.map { plan -> CodableImplementation.Encode in
            let condition: CodableImplementation.Encode.Condition
            switch (plan.collection != nil, plan.isOptional) {
            case (true, false): condition = .notEmpty
            case (true, true): condition = .notNilAndNotEmpty
            case (false, true): condition = .notNil
            case (false, false): condition = .always
            }
            return CodableImplementation.Encode(
                name: plan.swiftName, value: accessor(plan.swiftName), condition: condition)
        }
        return CodableImplementation(
            codingKeys: codingKeys(for: plans),
            callsSuper: callsSuper,
            decodes: decodes,
            encodes: encodes,
            isStruct: false
        )
    }

    /// Unqualified `` `self` `` (or `Self`, `super`) would mean the instance, not the property.
    static func accessor(_ swiftName: String) -> String {
        ["self", "Self", "super"].contains(SwiftIdentifier.unescaped(swiftName)) ? "self.\(swiftName)" : swiftName
    }
}
