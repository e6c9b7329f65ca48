import Foundation

/// The ordered, seeded list of cases for one server: built from its catalog, materialised one case at a time
/// (some bodies are large), identical for the same catalog and seed in every process.
package struct CasePlan: Sendable {
    private enum Step: Sendable {
        case field(operation: Int, field: Int, value: Int, encoding: CaseEncoding)
        case routeSegment(operation: Int, route: Int, value: Int)
        case body(operation: Int, attack: Int)
        case framing(Int)
        case document(Int)
        case documentValue(kind: Int, value: Int)
        case hugeForm
        case random(Int)
    }

    package let catalog: ServiceCatalog
    package let seed: UInt64
    /// Headers added to every structured case (e.g. a bearer token, so services behind auth bind too).
    package let extraHeaders: [(name: String, value: String)]
    private let steps: [Step]
    private let framing: [FuzzCase]
    private let firstPath: String

    /// One seeded random case is mixed in after this many planned ones.
    private static let randomEvery = 8

    package init(catalog: ServiceCatalog, seed: UInt64, extraHeaders: [(name: String, value: String)] = []) {
        self.catalog = catalog
        self.seed = seed
        self.extraHeaders = extraHeaders
        let operations = catalog.operations
        firstPath = "/api/" + (operations.first?.name ?? "Unknown")
        framing = FramingCases.all(path: firstPath)
        var planned: [Step] = framing.indices.map { .framing($0) }
        // The published documents (not in the catalog) early, so that short campaigns reach them too.
        planned += (0..<DocumentEndpointCases.fixedCount).map { .document($0) }
        for value in HostileValue.all.indices {
            for kind in 0..<DocumentEndpointCases.perValue { planned.append(.documentValue(kind: kind, value: value)) }
        }
        // First the core values of each declared field's type, in JSON and the query string, round-robin over
        // fields; then every value in every encoding for every field.
        let coreEncodings: [CaseEncoding] = [.json, .query]
        let longestCore = HostileValue.coreByType.values.map(\.count).max() ?? 0
        for rank in 0..<longestCore {
            for encoding in coreEncodings {
                for (operationIndex, operation) in operations.enumerated() {
                    for (field, declared) in operation.fields.enumerated() where !declared.isConvention {
                        let core = HostileValue.core(forType: declared.type)
                        guard rank < core.count else { continue }
                        planned.append(
                            .field(operation: operationIndex, field: field, value: core[rank], encoding: encoding))
                    }
                }
            }
        }
        for operation in operations.indices {
            for attack in 0..<BodyAttacks.count { planned.append(.body(operation: operation, attack: attack)) }
        }
        planned.append(.hugeForm)
        for value in HostileValue.all.indices {
            for encoding in CaseEncoding.allCases {
                for (operationIndex, operation) in operations.enumerated() {
                    for (field, declared) in operation.fields.enumerated() {
                        if coreEncodings.contains(encoding), !declared.isConvention,
                            HostileValue.core(forType: declared.type).contains(value)
                        {
                            continue
                        }
                        planned.append(
                            .field(operation: operationIndex, field: field, value: value, encoding: encoding))
                    }
                }
            }
            for (operationIndex, operation) in operations.enumerated() {
                for (routeIndex, route) in operation.routes.enumerated() where route.path.contains("{") {
                    planned.append(.routeSegment(operation: operationIndex, route: routeIndex, value: value))
                }
            }
        }
        var steps: [Step] = []
        steps.reserveCapacity(planned.count + planned.count / Self.randomEvery)
        var randomCount = 0
        for (index, step) in planned.enumerated() {
            steps.append(step)
            if index % Self.randomEvery == Self.randomEvery - 1 {
                steps.append(.random(randomCount))
                randomCount += 1
            }
        }
        self.steps = steps
    }

    package var count: Int { steps.count }

    /// Case `index` of the plan.
    package func fuzzCase(at index: Int) -> FuzzCase {
        var result: FuzzCase
        switch steps[index] {
        case .framing(let number):
            return framing[number]
        case .document(let number):
            result = DocumentEndpointCases.fixedCase(number)
        case .documentValue(let kind, let value):
            result = DocumentEndpointCases.valueCase(kind, value: HostileValue.all[value])
        case .hugeForm:
            result = FramingCases.hugeForm(path: firstPath)
        case .body(let operation, let attack):
            result = BodyAttacks.request(attack, operation: catalog.operations[operation])
        case .field(let operationIndex, let fieldIndex, let valueIndex, let encoding):
            let operation = catalog.operations[operationIndex]
            let field = operation.fields[fieldIndex]
            let value = HostileValue.all[valueIndex]
            result = encoding.request(
                operation: operation, pairs: [(field.name, value)], label: label(at: index),
                crashClass: "\(Self.typeClass(field.type))=\(value.id)")
        case .routeSegment(let operationIndex, let routeIndex, let valueIndex):
            result = routeCase(operationIndex, routeIndex, valueIndex)
        case .random(let number):
            result = randomCase(number)
        }
        result.headers += extraHeaders
        return result
    }

    /// The label of case `index`, without building its body (field cases are most of a plan).
    package func label(at index: Int) -> String {
        switch steps[index] {
        case .field(let operationIndex, let fieldIndex, let valueIndex, let encoding):
            let operation = catalog.operations[operationIndex]
            let value = HostileValue.all[valueIndex]
            return "\(operation.name).\(operation.fields[fieldIndex].name)=\(value.id) (\(encoding.rawValue))"
        case .hugeForm:
            return "form-100k-fields \(firstPath)"
        default:
            return fuzzCase(at: index).label
        }
    }

    private func routeCase(_ operationIndex: Int, _ routeIndex: Int, _ valueIndex: Int) -> FuzzCase {
        let operation = catalog.operations[operationIndex]
        let route = operation.routes[routeIndex]
        let value = HostileValue.all[valueIndex]
        var target: [UInt8] = []
        var inVariable = false
        for character in route.path.utf8 {
            if character == UInt8(ascii: "{") {
                inVariable = true
                target += CaseEncoding.percentEncoded(value.text)
            } else if character == UInt8(ascii: "}") {
                inVariable = false
            } else if !inVariable {
                target.append(character)
            }
        }
        let verb = route.verbs.first ?? operation.queryVerb
        return FuzzCase(
            label: "\(operation.name) route \(route.path)=\(value.id)", method: verb, target: target,
            crashClass: "route=\(value.id)", operation: operation.name)
    }

    /// A seeded case: several fields of one operation at once, hostile values or random bytes, any encoding.
    private func randomCase(_ number: Int) -> FuzzCase {
        var random = SeededRandom.forItem(number, seed: seed)
        let operations = catalog.operations
        guard !operations.isEmpty else { return framing[0] }
        let operation = operations[Int.random(in: 0..<operations.count, using: &random)]
        let encoding = CaseEncoding.allCases.randomElement(using: &random) ?? .json
        var pairs: [(name: String, value: HostileValue)] = []
        let fieldCount =
            operation.fields.isEmpty ? 1 : Int.random(in: 1...min(4, operation.fields.count), using: &random)
        for _ in 0..<fieldCount {
            let name = operation.fields.randomElement(using: &random)?.name ?? "x"
            if Bool.random(using: &random), let value = HostileValue.all.randomElement(using: &random) {
                pairs.append((name, value))
            } else {
                let length = Int.random(in: 0...48, using: &random)
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
                pairs.append((name, .bytes("random-bytes", bytes)))
            }
        }
        let description = pairs.map { "\($0.name)=\($0.value.id)" }.joined(separator: "&")
        return encoding.request(
            operation: operation, pairs: pairs,
            label: "random#\(number) \(operation.name) \(description) (\(encoding.rawValue))",
            crashClass: "random#\(number)")
    }

    /// Field types grouped the way traps tend to be: one trap on `DateTime=1e400` says the same of other dates.
    static func typeClass(_ type: String) -> String {
        let lower = type.lowercased()
        if lower.contains("date") { return "date" }
        if lower.contains("timespan") { return "timespan" }
        if lower.contains("list") || lower.contains("[]") || lower.contains("dictionary") { return "collection" }
        return lower
    }
}
