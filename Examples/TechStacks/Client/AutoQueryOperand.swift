/// An AutoQuery search operand, as the TechStacks desktop app offers them, mapped to ServiceStack's
/// query-string conventions (`NameContains=swift`, `ViewCountGreaterThan=100`...).
public enum AutoQueryOperand: String, CaseIterable, Sendable {
    case equals = "="
    case notEqual = "!="
    case greaterThan = ">"
    case greaterThanOrEqual = ">="
    case lessThan = "<"
    case lessThanOrEqual = "<="
    case contains = "Contains"
    case startsWith = "Starts With"
    case endsWith = "Ends With"
    case `in` = "In"
    case between = "Between"

    /// Parses an operand as users type it: `=`, `>`, `contains`, `starts-with`, `StartsWith`, `starts with`...
    public init?(argument: String) {
        let normalized = argument.lowercased().filter { !" -_".contains($0) }
        guard
            let operand = Self.allCases.first(where: {
                $0.rawValue.lowercased().filter { $0 != " " } == normalized
            })
                ?? Self.aliases[normalized]
        else { return nil }
        self = operand
    }

    private static let aliases: [String: AutoQueryOperand] = [
        "==": .equals, "eq": .equals, "equals": .equals, "<>": .notEqual, "ne": .notEqual, "gt": .greaterThan,
        "gte": .greaterThanOrEqual, "lt": .lessThan, "lte": .lessThanOrEqual, "like": .contains,
    ]

    /// The query-string key that applies this operand to `field`.
    public func queryKey(field: String) -> String {
        switch self {
        case .equals: field
        case .notEqual: field + "NotEqualTo"
        case .greaterThan: field + "GreaterThan"
        case .greaterThanOrEqual: field + "GreaterThanOrEqualTo"
        case .lessThan: field + "LessThan"
        case .lessThanOrEqual: field + "LessThanOrEqualTo"
        case .contains: field + "Contains"
        case .startsWith: field + "StartsWith"
        case .endsWith: field + "EndsWith"
        case .in: field + "In"
        case .between: field + "Between"
        }
    }
}
