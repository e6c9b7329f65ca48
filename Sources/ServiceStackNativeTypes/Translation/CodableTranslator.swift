import Foundation

/// Builds the explicit Codable block and `CodingKeys` from property plans.
enum CodableTranslator {
    static func codingKeys(for plans: [PropertyPlan]) -> [CodingKeyCase] {
        plans.map(\.codingKey)
    }

    static func implementation(for plans: [PropertyPlan], callsSuper: Bool) -> CodableImplementation {
        let decodes = plans.map { plan in
            CodableImplementation.Decode(
                name: plan.swiftName,
                type: plan.type,
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
            return CodableImplementation.Encode(name: plan.swiftName, condition: condition)
        }
        return CodableImplementation(
            codingKeys: codingKeys(for: plans),
            callsSuper: callsSuper,
            decodes: decodes,
            encodes: encodes,
            isStruct: false
        )
    }
}
