import Foundation

/// ServiceStack's implicit AutoQuery conventions: which parameter names, around a field name, select
/// which operator. A pattern ending in `%` is a prefix (`Min%` → `MinAge`), one starting with `%` a
/// suffix (`%Contains` → `NameContains`), one with `%` at both ends works either way.
enum QueryConventions {
    private static let table: [(FilterOperator, [String])] = [
        (.greaterThan, ["%Above%", "Begin%", "%Beyond%", "%Over%", "%OlderThan", "%After%", "%GreaterThan%", "%>"]),
        (
            .greaterThanOrEqual,
            [
                "OnOrAfter%", "%From%", "Since%", "Start%", "%Higher%", "Min%", "Minimum%", "%GreaterThanOrEqualTo%",
                ">%",
            ]
        ),
        (.lessThan, ["Behind%", "%Below%", "%Under%", "%Lower%", "%Before%", "%YoungerThan", "%LessThan%", "<%"]),
        (
            .lessThanOrEqual,
            ["OnOrBefore%", "End%", "Stop%", "To%", "Until%", "Max%", "Maximum%", "%LessThanOrEqualTo%", "%<"]
        ),
        (.notEqual, ["%NotEqualTo", "%!", "<>%"]),
        (.like, ["%Like%"]),
        (.startsWith, ["%StartsWith"]),
        (.contains, ["%Contains"]),
        (.endsWith, ["%EndsWith"]),
        (.in, ["%In"]),
        (.between, ["%Between%"]),
        (.isNull, ["%IsNull"]),
        (.isNotNull, ["%IsNotNull"]),
        (.hasAll, ["%HasAll"]),
        (.hasAny, ["%HasAny"]),
    ]

    private struct Affix {
        let token: String
        let isPrefix: Bool
        let op: FilterOperator
    }

    /// Every affix, longest first, so `GreaterThanOrEqualTo` wins over `GreaterThan`.
    private static let affixes: [Affix] = {
        var result: [Affix] = []
        for (op, patterns) in table {
            for pattern in patterns {
                let token = pattern.replacingOccurrences(of: "%", with: "").lowercased()
                if pattern.hasSuffix("%") { result.append(Affix(token: token, isPrefix: true, op: op)) }
                if pattern.hasPrefix("%") { result.append(Affix(token: token, isPrefix: false, op: op)) }
            }
        }
        return result.sorted { $0.token.count > $1.token.count }
    }()

    /// The column and operator `name` stands for in `schema`, or nil when it names neither.
    static func match(_ name: String, in schema: ModelSchema) -> (column: ColumnSchema, op: FilterOperator)? {
        if let column = schema.column(named: name) { return (column, .equal) }
        let lowered = name.lowercased()
        for affix in affixes {
            let remainder: Substring
            if affix.isPrefix, lowered.hasPrefix(affix.token) {
                remainder = lowered.dropFirst(affix.token.count)
            } else if !affix.isPrefix, lowered.hasSuffix(affix.token) {
                remainder = lowered.dropLast(affix.token.count)
            } else {
                continue
            }
            guard !remainder.isEmpty else { continue }
            if let column = schema.column(named: remainder) { return (column, affix.op) }
            if affix.op == .in, let column = singular(remainder, in: schema) { return (column, .in) }
        }
        if let column = singular(lowered[...], in: schema) { return (column, .in) }
        return nil
    }

    /// `Ids` → `Id`, `FirstNames` → `FirstName`: a plural name filters with IN.
    private static func singular(_ name: Substring, in schema: ModelSchema) -> ColumnSchema? {
        guard name.count > 1, name.hasSuffix("s") else { return nil }
        return schema.column(named: name.dropLast())
    }
}
